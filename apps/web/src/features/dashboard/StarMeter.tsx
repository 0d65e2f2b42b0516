import Box from '@mui/material/Box';

const STARS = '★★★★★';

/**
 * A rating out of 5 drawn as five stars filled to it, for the eye only (`aria-hidden`: the figure
 * beside it is what is read). MUI's read-only Rating draws each star as ten partial icons at a
 * precision of 0.1, about 50 components a row: a dashboard of five rows spent more time mounting
 * those stars than any other panel.
 */
export function StarMeter({ value }: { value: number }) {
  const filled = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <Box component="span" aria-hidden sx={{ position: 'relative', display: 'inline-block', flexShrink: 0, fontSize: 18, lineHeight: 1, color: 'action.disabled', whiteSpace: 'nowrap' }}>
      {STARS}
      <Box component="span" sx={{ position: 'absolute', inset: 0, width: filled, overflow: 'hidden', color: '#faaf00' }}>
        {STARS}
      </Box>
    </Box>
  );
}
