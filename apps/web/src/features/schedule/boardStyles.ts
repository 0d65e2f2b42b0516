import type { Theme } from '@mui/material/styles';
import { WARNING_TEXT_LIGHT } from '../../theme/warningText';

/** The class of every job block; their look is one style sheet (boardStyles), not a style per block. */
export const JOB_BLOCK_CLASS = 'schedule-job';
/** A lane's jobs, drawn only while near the screen. */
export const LANE_JOBS_CLASS = 'schedule-lane-jobs';
/** The tick or cross of a drop's hint. */
export const DROP_MARK_CLASS = 'schedule-drop-mark';
/** A worker's lane: its header (name, leave, societies) and its track of jobs. */
export const LANE_CLASS = 'schedule-lane';
/** Width of the lanes' headers, which stay put as the board scrolls. */
export const HEADER_WIDTH = 210;
export const LANE_HEIGHT = 68;
/** Horizontal scale of the board. */
export const PX_PER_MINUTE = 1.5;
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
  const divider = `1px solid ${theme.palette.divider}`;
  const hourLines = `repeating-linear-gradient(90deg, ${theme.palette.divider} 0 1px, transparent 1px ${60 * PX_PER_MINUTE}px)`;
  // A small chip's shape (MUI's Chip, size small), drawn by a span: a lane shows one per society.
  const chip = {
    display: 'inline-block',
    boxSizing: 'border-box' as const,
    maxWidth: '100%',
    borderRadius: 16,
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    fontFamily: theme.typography.fontFamily,
    whiteSpace: 'nowrap' as const,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  };
  return {
    // The lanes are drawn by plain elements with these classes: a lane of MUI components resolves
    // its styles component by component, and a day holds dozens of lanes.
    [`.${LANE_CLASS}`]: { display: 'flex', borderBottom: divider, minHeight: LANE_HEIGHT },
    [`.${LANE_CLASS}-head`]: {
      width: HEADER_WIDTH,
      flexShrink: 0,
      position: 'sticky' as const,
      left: 0,
      zIndex: 2,
      backgroundColor: theme.palette.background.paper,
      borderRight: divider,
      padding: theme.spacing(0.75, 1),
    },
    [`.${LANE_CLASS}-name`]: { ...theme.typography.body2, margin: 0, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const },
    [`.${LANE_CLASS}-leave`]: {
      ...chip,
      height: 24,
      lineHeight: '22px',
      marginTop: theme.spacing(0.25),
      padding: '0 7px',
      fontSize: '0.8125rem',
      borderColor: theme.alpha(theme.palette.warning.main, 0.7),
      color: theme.palette.mode === 'dark' ? theme.palette.warning.main : WARNING_TEXT_LIGHT,
      '&[data-blocked]': { padding: '0 8px', lineHeight: '24px', border: 0, backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
    },
    [`.${LANE_CLASS}-societies`]: { display: 'flex', flexWrap: 'wrap' as const, gap: theme.spacing(0.25), marginTop: theme.spacing(0.25) },
    [`.${LANE_CLASS}-society`]: { ...chip, height: 18, lineHeight: '16px', padding: '0 7px', fontSize: '0.65rem', color: theme.palette.text.primary },
    [`.${LANE_CLASS}-track`]: {
      position: 'relative' as const,
      flexShrink: 0,
      backgroundImage: hourLines,
      '&[data-blocked]': { backgroundImage: `repeating-linear-gradient(135deg, ${theme.palette.action.hover} 0 8px, transparent 8px 16px), ${hourLines}` },
    },
    // The hours the workshop is closed, shaded.
    [`.${LANE_CLASS}-closed`]: { position: 'absolute' as const, top: 0, bottom: 0, backgroundColor: theme.palette.action.disabledBackground },
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
