import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { withDevanagari } from '../i18n/hindiFont';
import { config } from '../config';
import { paletteFor, type ColorMode } from './palette';
import { typographyFor } from './typography';

export interface ThemeInput {
  mode: ColorMode;
  fontFamily: string;
  borderRadius: number;
  /** Texts of MUI components in the language shown (MUI's hiIN, the DataGrid's Hindi); none for English. */
  locales?: readonly ThemeOptions[];
}

/** The console theme from the customization state: palette, type scale and component shapes. */
export function buildTheme({ mode, fontFamily, borderRadius, locales = [] }: ThemeInput): Theme {
  const options: ThemeOptions = {
    palette: paletteFor(mode),
    typography: typographyFor(withDevanagari(fontFamily)),
    shape: { borderRadius },
    // Less motion when the system asks for it (prefers-reduced-motion: reduce), followed live: MUI's
    // transitions (dialogs, menus, drawers, collapsing panels) end at once, buttons do not ripple,
    // skeletons and spinners stand still. notistack's messages follow in components/snackbar/SnackbarHost.tsx.
    motion: { reducedMotion: 'system' },
  };
  // The first pass only works out the palette and type scale the overrides below read. The second
  // starts again from the same options rather than from that theme: passing a Theme where
  // ThemeOptions are expected made the type check much slower.
  const base = createTheme(options);
  const { palette } = base;
  const selectedBg = mode === 'light' ? palette.secondary.light : 'rgba(179, 157, 219, 0.16)';
  const selectedFg = mode === 'light' ? palette.secondary.dark : palette.secondary.main;
  return createTheme({
    ...options,
    components: {
      MuiButton: { styleOverrides: { root: { borderRadius: config.buttonRadiusPx, boxShadow: 'none' } } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { rounded: { borderRadius } } },
      MuiCard: { styleOverrides: { root: { borderRadius } } },
      MuiCardHeader: { styleOverrides: { root: { padding: config.cardPaddingPx } } },
      MuiCardContent: {
        styleOverrides: { root: { padding: config.cardPaddingPx, '&:last-child': { paddingBottom: config.cardPaddingPx } } },
      },
      MuiCardActions: { styleOverrides: { root: { padding: config.cardPaddingPx } } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: `${borderRadius}px`,
            paddingTop: config.denseSpacingPx * 2.5,
            paddingBottom: config.denseSpacingPx * 2.5,
            marginBottom: config.denseSpacingPx,
            color: palette.text.primary,
            '&.Mui-selected': {
              color: selectedFg,
              backgroundColor: selectedBg,
              '&:hover': { backgroundColor: selectedBg },
              '& .MuiListItemIcon-root': { color: selectedFg },
            },
            '&:hover': { color: selectedFg, '& .MuiListItemIcon-root': { color: selectedFg } },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 36, color: palette.text.primary } } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { borderRadius: `${borderRadius}px`, backgroundColor: mode === 'light' ? palette.grey[50] : palette.grey[100] },
        },
      },
      // A disabled field's hint often says why it is disabled ("choose a service first"): it stays
      // readable, in the secondary text colour, where MUI would grey it out below AA contrast.
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: palette.text.secondary } } } },
      MuiChip: { styleOverrides: { root: { borderRadius: 16 } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.75rem' } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius } } },
      // MUI sets dialog titles as h6, which our compact scale makes smaller than the body text.
      MuiDialogTitle: { styleOverrides: { root: { ...base.typography.h3, lineHeight: 1.4 } } },
    },
  }, ...locales);
}
