import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** A card's heading and the line under it (what the card is for); `spaced` leaves room under the line for the card's body. */
export function CardHeading({ title, subtitle, spaced = false }: { title: ReactNode; subtitle?: ReactNode; spaced?: boolean }) {
  return (
    <>
      <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: spaced ? 2 : undefined }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  );
}
