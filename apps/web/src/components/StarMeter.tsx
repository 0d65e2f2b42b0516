import Box from '@mui/material/Box';

const STARS = '★★★★★';
const FONT_SIZE = { small: 18, medium: 24 } as const;

/**
 * A rating out of 5 drawn as five stars filled to it: two spans. MUI's read-only Rating mounts
 * about ten components a star (fifty at a precision of 0.1), which a list or a dashboard of
 * ratings paid on every row. With a `label` ("4 out of 5") it is an image of that name; without
 * one it is for the eye only, where the figure beside it is what is read.
 */
export function StarMeter({ value, label, size = 'small' }: { value: number; label?: string; size?: keyof typeof FONT_SIZE }) {
  const filled = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Box component="span" {...named} sx={{ position: 'relative', display: 'inline-block', flexShrink: 0, fontSize: FONT_SIZE[size], lineHeight: 1, color: 'action.disabled', whiteSpace: 'nowrap' }}>
      {STARS}
      {/* MUI Rating's gold. */}
      <Box component="span" aria-hidden sx={{ position: 'absolute', inset: 0, width: filled, overflow: 'hidden', color: '#faaf00' }}>
        {STARS}
      </Box>
    </Box>
  );
}
