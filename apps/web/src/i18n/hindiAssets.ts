import type { ThemeOptions } from '@mui/material/styles';
import { currentLanguage, onLanguagePrepare } from './languageStore';

/**
 * What Hindi needs besides its messages: the Devanagari face (Noto Sans Devanagari, the weights
 * the theme uses, `font-display: swap`, Devanagari glyphs only) and MUI's Hindi texts. All of it
 * loads on first use of Hindi, so the English pages carry none of it.
 */
let themeLocales: ThemeOptions[] | null = null;
let loading: Promise<ThemeOptions[]> | null = null;

export function loadedHindiThemeLocales(): ThemeOptions[] | null {
  return themeLocales;
}

export function loadHindiAssets(): Promise<ThemeOptions[]> {
  loading ??= Promise.all([
    import('./muiHindi'),
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
  ]).then(
    ([mui]) => (themeLocales = mui.hindiThemeLocales),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

onLanguagePrepare((language) => (language === 'hi' ? loadHindiAssets() : Promise.resolve()));
if (currentLanguage() === 'hi') loadHindiAssets().catch(() => undefined);

/** The theme's font stack with the Devanagari face after the Latin one, for Hindi text. */
export function withDevanagari(fontFamily: string): string {
  if (fontFamily.includes('Noto Sans Devanagari')) return fontFamily;
  const generic = /,\s*(sans-serif|serif|system-ui)\s*$/.exec(fontFamily);
  return generic ? `${fontFamily.slice(0, generic.index)}, 'Noto Sans Devanagari', ${generic[1]}` : `${fontFamily}, 'Noto Sans Devanagari'`;
}
