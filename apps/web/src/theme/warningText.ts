import type { Theme } from '@mui/material/styles';

/** Warning written as text in light mode: amber's main tone is a fill for dark text, and as text on a light surface it reads far below AA. */
export const WARNING_TEXT_LIGHT = '#945800';

/**
 * The `sx` of a warning-coloured chip or button drawn as text (outlined or text variant) rather
 * than as a fill: a deep amber in light mode, the palette's amber on dark surfaces. It sits on the
 * few places that draw warning as text, so the console's shared theme carries none of it.
 */
export const warningAsText = { color: (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.warning.main : WARNING_TEXT_LIGHT) };
