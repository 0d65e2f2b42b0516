import { Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, MAX_RATING, MIN_RATING, REVIEW_STATUSES, ROLE_HOME, can, reviewModerationAction, type Review, type ReviewFilter, type UserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectUserType } from '../auth/public';
import { ListCard, ListExportButton, ListFilterSelect, ListWorkshopFilter, useListPage, type FilterOption } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';

import { formatDateTime } from '../../components/format/dates';
import { usePageBulkSelection } from '../../components/bulk';
import { BulkReviewBar } from './BulkReviewBar';
import { ModerateReviewDialog } from './reviewForms';
import { RatingStars } from './RatingStars';
import { useListReviewsQuery, REVIEW_LIST } from './reviewsApi';
import { useTexts } from '../../i18n/useTexts';
import { moderationTexts, reviewCatalogue, reviewListTexts, type ReviewTexts } from './reviewTexts';

const RATINGS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MAX_RATING - index);

/** A long text, wrapped over as many lines as it needs: a review is read in full from the list. */
function WrappedText({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 }}>
      {text}
    </Typography>
  );
}

/**
 * Column fields are the server's sort keys (REVIEW_SORTS) where a column sorts. The workshop column
 * and the moderation buttons are the super admin's: a workshop admin reads its own workshop's
 * reviews and replies from the request's page.
 */
function buildColumns(t: ReviewTexts, home: string, onModerate: ((review: Review) => void) | null): GridColDef<Review>[] {
  const columns: GridColDef<Review>[] = [
    { field: 'created_at', headerName: t('date'), width: 170, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'request',
      headerName: t('request'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`${home}/service-details/${row.request.id}`}>
          {row.request.code}
        </Link>
      ),
    },
    ...(onModerate ? [{ field: 'workshop', headerName: t('workshop'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_value, row) => row.workshop.name } satisfies GridColDef<Review>] : []),
    { field: 'customer_name', headerName: t('customer'), flex: 0.8, minWidth: 110, sortable: false },
    {
      field: 'rating',
      headerName: t('rating'),
      width: 120,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
          <RatingStars rating={row.rating} />
        </Box>
      ),
    },
    { field: 'comment', headerName: t('comment'), flex: 2, minWidth: 160, sortable: false, renderCell: ({ row }) => <WrappedText text={row.comment || t('noComment')} /> },
    { field: 'reply', headerName: t('reply'), flex: 1.2, minWidth: 110, sortable: false, renderCell: ({ row }) => <WrappedText text={row.reply ?? '—'} /> },
    { field: 'status', headerName: t('status'), width: 100, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  ];
  if (!onModerate) return columns;
  return [
    ...columns,
    {
      field: 'actions',
      headerName: t('actions'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => {
        const action = reviewModerationAction(row.status);
        return (
          <Button
            size="small"
            color={action === 'hide' ? 'error' : 'primary'}
            aria-label={t('actionFor', { action: moderationTexts(t, action).button, code: row.request.code })}
            onClick={() => onModerate(row)}
          >
            {moderationTexts(t, action).button}
          </Button>
        );
      },
    },
  ];
}

/**
 * reviews: customer reviews filtered by rating, workshop and status (in the URL); the super admin's
 * of every workshop, hidden or published with a reason; a workshop admin's of its own, read here.
 */
export default function ReviewListPage() {
  const t = useTexts(reviewCatalogue);
  const userType = useAppSelector(selectUserType) as UserType | null;
  const moderates = can(userType, 'reviews.moderate');
  const home = ROLE_HOME[userType ?? 'super_admin'];
  const list = useListPage({ useQuery: useListReviewsQuery, ...REVIEW_LIST });
  const [moderating, setModerating] = useState<Review | null>(null);
  const columns = useMemo(() => buildColumns(t, home, moderates ? setModerating : null), [t, home, moderates]);
  const ratingOptions = useMemo<FilterOption[]>(() => RATINGS.map((rating) => ({ value: String(rating), label: t('stars', { rating }) })), [t]);
  const statusOptions = useMemo<FilterOption[]>(() => REVIEW_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })), [t]);
  const filter: Omit<ReviewFilter, 'q'> = {
    rating: list.filters.rating ? Number(list.filters.rating) : undefined,
    workshop_id: list.filters.workshop_id ? Number(list.filters.workshop_id) : undefined,
    status: list.filters.status as ReviewFilter['status'],
  };
  const bulk = usePageBulkSelection<Review, ReviewFilter>(list, filter, 'reviews');

  return (
    <ListCard
      list={list}
      viewKey={REVIEW_LIST.viewKey}
      texts={reviewListTexts(t)}
      actions={<ListExportButton list="reviews" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS.reviews} />}
      filters={
        <>
          <ListFilterSelect list={list} name="rating" label={t('rating')} anyLabel={t('any')} options={ratingOptions} minWidth={120} />
          {moderates ? <ListWorkshopFilter list={list} label={t('workshop')} anyLabel={t('allWorkshops')} /> : null}
          <ListFilterSelect list={list} name="status" label={t('status')} anyLabel={t('any')} options={statusOptions} minWidth={130} />
        </>
      }
      // Bulk hide / publish: ticked rows stay ticked across pages; the bar above the rows acts on them.
      intro={moderates ? <BulkReviewBar bulk={bulk} /> : undefined}
      selection={moderates ? bulk.grid : undefined}
      columns={columns}
      wrapRows
    >
      <Suspense fallback={null}>{moderating ? <ModerateReviewDialog review={moderating} onClose={() => setModerating(null)} /> : null}</Suspense>
    </ListCard>
  );
}
