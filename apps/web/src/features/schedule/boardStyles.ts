import type { Theme } from '@mui/material/styles';

/** The class of every job block; their look is one style sheet (boardStyles), not a style per block. */
export const JOB_BLOCK_CLASS = 'schedule-job';
/** A lane's jobs, drawn only while near the screen. */
export const LANE_JOBS_CLASS = 'schedule-lane-jobs';
/** The tick or cross of a drop's hint. */
export const DROP_MARK_CLASS = 'schedule-drop-mark';
const TONES = ['primary', 'secondary', 'error', 'warning', 'info', 'success', 'default'] as const;

/**
 * The board's look for what it draws many of, given to the page once (GlobalStyles): a day holds
 * hundreds of job blocks, and a style resolved for each block (sx, ButtonBase) made drawing a full
 * day one long task. Also used by the copy that follows the pointer during a drag, outside the board.
 */
export function boardStyles(theme: Theme) {
  const radius = Number(theme.shape.borderRadius);
  const tones = Object.fromEntries(
    TONES.map((tone) => {
      const palette = tone === 'default' ? { main: theme.palette.grey[500], dark: theme.palette.grey[700], contrastText: theme.palette.common.white } : theme.palette[tone];
      return [`.${JOB_BLOCK_CLASS}[data-tone="${tone}"]`, { backgroundColor: palette.main, color: palette.contrastText, borderLeftColor: palette.dark }];
    }),
  );
  return {
    [`.${JOB_BLOCK_CLASS}`]: {
      display: 'flex',
      flexDirection: 'column' as const,
      alignItems: 'flex-start',
      justifyContent: 'flex-start',
      boxSizing: 'border-box' as const,
      margin: 0,
      border: 0,
      borderLeft: '4px solid',
      outline: 0,
      textAlign: 'left' as const,
      overflow: 'hidden',
      padding: theme.spacing(0.5, 0.75),
      borderRadius: radius,
      // A button does not inherit the page's font: without it Hindi falls back to a font without Devanagari.
      fontFamily: theme.typography.fontFamily,
      fontSize: '0.75rem',
      lineHeight: 1.3,
      touchAction: 'none',
      userSelect: 'none' as const,
      cursor: 'grab',
      WebkitTapHighlightColor: 'transparent',
      '&:focus-visible': { boxShadow: `0 0 0 3px ${theme.palette.text.primary}` },
      '&[data-late]': { outline: `2px dashed ${theme.palette.error.dark}`, outlineOffset: '-2px' },
      '&[data-saving]': { opacity: 0.6 },
    },
    ...tones,
    [`.${JOB_BLOCK_CLASS}-code`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), fontWeight: 700, whiteSpace: 'nowrap' as const, maxWidth: '100%' },
    [`.${JOB_BLOCK_CLASS}-late`]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.25),
      backgroundColor: theme.palette.error.dark,
      color: theme.palette.error.contrastText,
      borderRadius: radius / 2,
      padding: theme.spacing(0, 0.5),
      '& svg': { fontSize: '0.9rem' },
    },
    [`.${JOB_BLOCK_CLASS}-line`]: { whiteSpace: 'nowrap' as const, overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' },
    // Lanes off screen are neither laid out nor painted (content-visibility), so a day's first frame
    // and each frame of a drag draw only the lanes in view; the margin keeps a block's focus ring.
    [`.${LANE_JOBS_CLASS}`]: { position: 'absolute' as const, inset: 0, contentVisibility: 'auto', overflowClipMargin: 4 },
    // Drawn in the system's font: the web font keeps these signs in a file of its own, and loading
    // it while a job is dragged would lay out every text of the page again.
    [`.${DROP_MARK_CLASS}`]: { fontFamily: 'sans-serif' },
  };
}
