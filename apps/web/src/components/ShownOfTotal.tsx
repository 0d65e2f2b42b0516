import { Typography } from '@mui/material';

/** "Showing 10 of 42 …" under a short list that shows only the first rows; nothing when all are shown. */
export function ShownOfTotal({ shown, total, text }: { shown: number; total: number | undefined; text: (shown: number, total: number) => string }) {
  if (total === undefined || total <= shown) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
      {text(shown, total)}
    </Typography>
  );
}
