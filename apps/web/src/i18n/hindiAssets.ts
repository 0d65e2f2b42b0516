import type { ThemeOptions } from '@mui/material/styles';
import { loadHindiFont } from './hindiFont';
import { currentLanguage, onLanguagePrepare } from './languageStore';

export { withDevanagari } from './hindiFont';

/**
 * What the console's MUI shell needs for Hindi besides its messages: the Devanagari face
 * (hindiFont.ts) and MUI's Hindi texts. All of it loads on first use of Hindi, so the English
 * pages carry none of it.
 */
let themeLocales: ThemeOptions[] | null = null;
let loading: Promise<ThemeOptions[]> | null = null;

export function loadedHindiThemeLocales(): ThemeOptions[] | null {
  return themeLocales;
}

export function loadHindiAssets(): Promise<ThemeOptions[]> {
  loading ??= Promise.all([import('./muiHindi'), loadHindiFont()]).then(
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
