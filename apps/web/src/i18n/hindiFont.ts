import { currentLanguage, onLanguagePrepare } from './languageStore';

/**
 * The Devanagari face (Noto Sans Devanagari, the weights the console draws with, `font-display:
 * swap`, Devanagari glyphs only), loaded on first use of Hindi so English pages carry none of it.
 * Apart from MUI's Hindi texts (hindiAssets.ts): the sign-in page shows Hindi without MUI.
 */
let loading: Promise<unknown> | null = null;

export function loadHindiFont(): Promise<unknown> {
  loading ??= Promise.all([
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
  ]).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

onLanguagePrepare((language) => (language === 'hi' ? loadHindiFont() : Promise.resolve()));
if (currentLanguage() === 'hi') loadHindiFont().catch(() => undefined);

/** The theme's font stack with the Devanagari face after the Latin one, for Hindi text. */
export function withDevanagari(fontFamily: string): string {
  if (fontFamily.includes('Noto Sans Devanagari')) return fontFamily;
  const generic = /,\s*(sans-serif|serif|system-ui)\s*$/.exec(fontFamily);
  return generic ? `${fontFamily.slice(0, generic.index)}, 'Noto Sans Devanagari', ${generic[1]}` : `${fontFamily}, 'Noto Sans Devanagari'`;
}
