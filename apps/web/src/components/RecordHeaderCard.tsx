import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { DetailList } from './DetailList';

export interface RecordHeaderCardProps {
  /** The record's code or name, the page's heading. */
  title: ReactNode;
  /** Its status chips, beside the title. */
  chips?: ReactNode[];
  /** The lines under the title. */
  children?: ReactNode;
  /** Its action buttons: right of the header on a wide screen, under it on a phone. */
  actions?: ReactNode;
}

/** The top card of a record's details page (a request, a concern): what it is, its state, what can be done. */
export function RecordHeaderCard({ title, chips, children, actions }: RecordHeaderCardProps) {
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              {chips}
            </Stack>
            {children}
          </Box>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}

export interface RecordSkeletonProps {
  /** Read out while the record loads. */
  label: string;
  /** The grid of the cards under the header, as the loaded page lays them out. */
  columns: { xs?: string; md?: string; lg?: string };
  /** The height of each card of that grid. */
  cards: number[];
  /** A last full-width card (timeline…), by its height. */
  footer?: number;
}

/** A details page while its record loads: the header card and the page's cards, in their places. */
export function RecordSkeleton({ label, columns, cards, footer }: RecordSkeletonProps) {
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={110} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', ...columns }, gap: 3 }}>
        {cards.map((height, index) => (
          <Skeleton key={index} variant="rounded" height={height} />
        ))}
      </Box>
      {footer ? <Skeleton variant="rounded" height={footer} /> : null}
    </Stack>
  );
}

export interface RecordSectionProps {
  title: string;
  /** Label/value pairs, shown as a description list. */
  details?: { label: string; value: ReactNode }[];
  /** Anything else the section shows (after its details). */
  children?: ReactNode;
  /** Stretch to the height of its grid row. */
  fill?: boolean;
}

/** One titled card of a details page (customer, vehicle, payments…), a region named by its title. */
export function RecordSection({ title, details, children, fill = false }: RecordSectionProps) {
  return (
    <Card component="section" aria-label={title} sx={fill ? { height: '100%' } : undefined}>
      <CardContent>
        <Typography component="h2" sx={{ mb: 2, fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {details ? <DetailList items={details} /> : null}
        {children}
      </CardContent>
    </Card>
  );
}
