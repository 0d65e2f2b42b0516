import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** A line under the figure (a comparison, a breakdown). */
  detail?: ReactNode;
  /** The list the figure counts, when there is one. */
  to?: string;
  icon?: ReactNode;
}

/** One headline figure; a region named by its title so it can be found by what it counts. */
export function StatCard({ title, value, detail, to, icon }: StatCardProps) {
  const titleId = useId();
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
      {icon ? (
        <Box aria-hidden sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 2, display: { xs: 'none', sm: 'grid' }, placeItems: 'center', bgcolor: 'primary.light', color: 'primary.dark' }}>
          {icon}
        </Box>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} variant="subtitle2" component="h2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h2" component="p" sx={(theme) => ({ mt: 0.5, wordBreak: 'break-word', fontSize: { xs: '1.25rem', sm: theme.typography.h2.fontSize } })} data-figure>
          {value}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        ) : null}
      </Box>
    </CardContent>
  );
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton width="60%" />
        <Skeleton variant="rounded" height={36} width="40%" sx={{ mt: 1 }} />
        <Skeleton width="80%" sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}

/** A row of stat cards: two columns on phones and tablets, `columns` on desktops. */
export function StatGrid({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${columns}, minmax(0, 1fr))` } }}>{children}</Box>;
}
