import type { TypographyVariantsOptions } from '@mui/material/styles';

/** Sizes from 0.75rem to 2.125rem (spec §9). */
export function typographyFor(fontFamily: string): TypographyVariantsOptions {
  return {
    fontFamily,
    h1: { fontSize: '2.125rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    h4: { fontSize: '1rem', fontWeight: 600 },
    h5: { fontSize: '0.875rem', fontWeight: 500 },
    h6: { fontSize: '0.75rem', fontWeight: 500 },
    subtitle1: { fontSize: '0.875rem', fontWeight: 500 },
    subtitle2: { fontSize: '0.75rem', fontWeight: 400 },
    body1: { fontSize: '0.875rem', lineHeight: 1.5 },
    body2: { fontSize: '0.75rem', lineHeight: 1.5 },
    caption: { fontSize: '0.75rem' },
    button: { fontSize: '0.875rem', fontWeight: 500, textTransform: 'none' },
    overline: { fontSize: '0.75rem' },
  };
}
