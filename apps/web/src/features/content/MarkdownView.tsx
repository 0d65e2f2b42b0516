import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { renderMarkdown } from '@carcare/contracts';

/**
 * Markdown rendered by the shared safe renderer (the same HTML the customer app gets from the
 * public endpoint): every text is escaped and only http/https/mailto links survive, so inserting
 * its output is safe.
 */
export function MarkdownView({ markdown, label, sx }: { markdown: string; label: string; sx?: SxProps<Theme> }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <Box
      role="region"
      aria-label={label}
      sx={[
        {
          fontSize: '0.9375rem',
          lineHeight: 1.65,
          color: 'text.primary',
          overflowWrap: 'anywhere',
          '& h1': { fontSize: '1.5rem', fontWeight: 600, mt: 0, mb: 1.5 },
          '& h2': { fontSize: '1.2rem', fontWeight: 600, mt: 2.5, mb: 1 },
          '& h3': { fontSize: '1.05rem', fontWeight: 600, mt: 2, mb: 0.75 },
          '& p': { mt: 0, mb: 1.5 },
          '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
          '& li': { mb: 0.5 },
          '& code': { fontFamily: 'monospace', fontSize: '0.875em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
          '& a': { color: 'primary.main' },
          '& > :last-child': { mb: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
