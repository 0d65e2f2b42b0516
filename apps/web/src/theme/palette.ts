import type { PaletteOptions } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

/** Brand blue of the spec (#2196f3 family). */
export const brandBlue = '#2196f3';

declare module '@mui/material/styles' {
  interface Palette {
    orange: Palette['primary'];
  }
  interface PaletteOptions {
    orange?: PaletteOptions['primary'];
  }
}

/**
 * Light and dark palettes (spec §9). Filled buttons and snackbars carry white text, so the
 * "main" tones are the darker members of each family that reach WCAG AA contrast (4.5:1);
 * #2196f3 itself stays as the light/accent tone.
 */
export function paletteFor(mode: ColorMode): PaletteOptions {
  if (mode === 'dark') {
    return {
      mode,
      primary: { light: '#1e3a5f', main: '#64b5f6', dark: brandBlue, contrastText: '#0b1526' },
      secondary: { light: '#2a2352', main: '#b39ddb', dark: '#9575cd', contrastText: '#140d24' },
      success: { light: '#1b3b24', main: '#66bb6a', dark: '#43a047', contrastText: '#0b1f0e' },
      error: { light: '#3b1a1a', main: '#ef9a9a', dark: '#e57373', contrastText: '#2a0b0b' },
      warning: { light: '#3d2f12', main: '#ffca28', dark: '#ffb300', contrastText: '#231a00' },
      info: { light: '#10324a', main: '#4fc3f7', dark: '#29b6f6', contrastText: '#0b1526' },
      orange: { light: '#3d2418', main: '#ffab91', dark: '#ff8a65', contrastText: '#2a140b' },
      grey: { 50: '#1a223f', 100: '#212946', 200: '#29314f', 300: '#3a4264', 500: '#8492c4', 700: '#bdc8f0' },
      background: { default: '#111936', paper: '#1a223f' },
      text: { primary: '#d7dcec', secondary: '#a3aed2' },
      divider: 'rgba(189, 200, 240, 0.16)',
    };
  }
  return {
    mode,
    primary: { light: '#e3f2fd', main: '#1976d2', dark: '#1565c0', contrastText: '#ffffff' },
    secondary: { light: '#ede7f6', main: '#673ab7', dark: '#5e35b1', contrastText: '#ffffff' },
    success: { light: '#e8f5e9', main: '#2e7d32', dark: '#1b5e20', contrastText: '#ffffff' },
    error: { light: '#ffebee', main: '#c62828', dark: '#b71c1c', contrastText: '#ffffff' },
    warning: { light: '#fff8e1', main: '#ffc107', dark: '#b26a00', contrastText: '#1f1a00' },
    // MUI's default info (#0288d1) carries white text at 3.9:1; #0277bd reaches 4.8:1.
    info: { light: '#e1f5fe', main: '#0277bd', dark: '#01579b', contrastText: '#ffffff' },
    orange: { light: '#fbe9e7', main: '#ffab91', dark: '#d84315', contrastText: '#2a140b' },
    grey: { 50: '#f8fafc', 100: '#eef2f6', 200: '#e3e8ef', 300: '#cdd5df', 500: '#697586', 700: '#364152' },
    background: { default: '#eef2f6', paper: '#ffffff' },
    text: { primary: '#364152', secondary: '#4b5565' },
    divider: '#e3e8ef',
  };
}
