import { useEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useAppSelector } from '../app/hooks';
import { buildTheme } from './buildTheme';
import { loadHindiAssets, loadedHindiThemeLocales } from '../i18n/hindiAssets';
import { useLanguage } from '../i18n/useTexts';

/** Applies the customization state (mode, font, radius) and the language's MUI texts as the MUI theme. */
export function ThemeCustomization({ children }: { children: ReactNode }) {
  const { mode, fontFamily, borderRadius } = useAppSelector((state) => state.customization);
  const language = useLanguage();
  const [hindiLocales, setHindiLocales] = useState(loadedHindiThemeLocales);
  useEffect(() => {
    // Normally loaded before the switch shows Hindi; a page opened in Hindi gets them a moment later.
    if (language === 'hi' && !hindiLocales) loadHindiAssets().then(setHindiLocales, () => undefined);
  }, [language, hindiLocales]);
  const locales = language === 'hi' ? (hindiLocales ?? undefined) : undefined;
  const theme = useMemo(() => buildTheme({ mode, fontFamily, borderRadius, locales }), [mode, fontFamily, borderRadius, locales]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles
        styles={{
          // notistack's own variant colours fail WCAG contrast with white text; use the palette's.
          '.notistack-MuiContent-success': { backgroundColor: `${theme.palette.success.main} !important`, color: `${theme.palette.success.contrastText} !important` },
          '.notistack-MuiContent-error': { backgroundColor: `${theme.palette.error.main} !important`, color: `${theme.palette.error.contrastText} !important` },
          '.notistack-MuiContent-warning': { backgroundColor: `${theme.palette.warning.main} !important`, color: `${theme.palette.warning.contrastText} !important` },
          '.notistack-MuiContent-info': { backgroundColor: `${theme.palette.primary.main} !important`, color: `${theme.palette.primary.contrastText} !important` },
        }}
      />
      {children}
    </ThemeProvider>
  );
}

export default ThemeCustomization;
