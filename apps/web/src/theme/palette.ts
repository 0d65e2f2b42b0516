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
type Tone = readonly [light: string, main: string, dark: string, contrastText: string];

/** Each colour's tones in both modes side by side, so a change to one mode is seen next to the other. */
const TONES: Record<'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info' | 'orange', Record<ColorMode, Tone>> = {
  // Primary text (text buttons, tabs, links) often sits on the page's grey background rather than a
  // card, as on a phone where cards give way to the page: #1976d2 reads below AA there, #1565c0 above.
  primary: { light: ['#e3f2fd', '#1565c0', '#0d47a1', '#ffffff'], dark: ['#1e3a5f', '#64b5f6', brandBlue, '#0b1526'] },
  secondary: { light: ['#ede7f6', '#673ab7', '#5e35b1', '#ffffff'], dark: ['#2a2352', '#b39ddb', '#9575cd', '#140d24'] },
  success: { light: ['#e8f5e9', '#2e7d32', '#1b5e20', '#ffffff'], dark: ['#1b3b24', '#66bb6a', '#43a047', '#0b1f0e'] },
  error: { light: ['#ffebee', '#c62828', '#b71c1c', '#ffffff'], dark: ['#3b1a1a', '#ef9a9a', '#e57373', '#2a0b0b'] },
  warning: { light: ['#fff8e1', '#ffc107', '#b26a00', '#1f1a00'], dark: ['#3d2f12', '#ffca28', '#ffb300', '#231a00'] },
  // MUI's default info (#0288d1) carries white text at 3.9:1; #0277bd reaches 4.8:1.
  info: { light: ['#e1f5fe', '#0277bd', '#01579b', '#ffffff'], dark: ['#10324a', '#4fc3f7', '#29b6f6', '#0b1526'] },
  orange: { light: ['#fbe9e7', '#ffab91', '#d84315', '#2a140b'], dark: ['#3d2418', '#ffab91', '#ff8a65', '#2a140b'] },
};

const SURFACES: Record<ColorMode, Pick<PaletteOptions, 'grey' | 'background' | 'text' | 'divider'>> = {
  light: {
    grey: { 50: '#f8fafc', 100: '#eef2f6', 200: '#e3e8ef', 300: '#cdd5df', 500: '#697586', 700: '#364152' },
    background: { default: '#eef2f6', paper: '#ffffff' },
    text: { primary: '#364152', secondary: '#4b5565' },
    divider: '#e3e8ef',
  },
  dark: {
    grey: { 50: '#1a223f', 100: '#212946', 200: '#29314f', 300: '#3a4264', 500: '#8492c4', 700: '#bdc8f0' },
    background: { default: '#111936', paper: '#1a223f' },
    text: { primary: '#d7dcec', secondary: '#a3aed2' },
    divider: 'rgba(189, 200, 240, 0.16)',
  },
};

export function paletteFor(mode: ColorMode): PaletteOptions {
  const colours = Object.fromEntries(
    Object.entries(TONES).map(([name, tones]) => {
      const [light, main, dark, contrastText] = tones[mode];
      return [name, { light, main, dark, contrastText }];
    }),
  );
  return { mode, ...colours, ...SURFACES[mode] };
}
