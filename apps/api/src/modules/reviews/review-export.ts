import type { Review, REVIEW_STATUSES } from '@carcare/contracts';
import { reviewListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { reviewListWhere, selectReviewPositions, selectReviewsByIds } from './review-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  reviewStatus: Readonly<Record<(typeof REVIEW_STATUSES)[number], string>>;
}> = {
  en: {
    reviewStatus: { published: 'Published', hidden: 'Hidden' },
  },
  hi: {
    reviewStatus: { published: 'प्रकाशित', hidden: 'छिपा हुआ' },
  },
};

const COLUMNS = defineExportColumns<'reviews', Review>('reviews', [
  { key: 'id', header: 'ID', value: (r) => r.id },
  { key: 'created_at', header: 'Created at (India time)', value: (r) => indiaDateTime(r.created_at) },
  { key: 'request', header: 'Request', value: (r) => r.request.code },
  { key: 'workshop', header: 'Workshop', value: (r) => r.workshop.name },
  // The worker goes with the workshop, as the request's details show them together.
  { key: 'workshop', header: 'Worker', value: (r) => r.worker?.name },
  { key: 'customer_name', header: 'Customer', value: (r) => r.customer_name },
  { key: 'rating', header: 'Rating', value: (r) => r.rating },
  { key: 'comment', header: 'Comment', value: (r) => r.comment },
  { key: 'reply', header: 'Reply', value: (r) => r.reply },
  { key: 'reply', header: 'Replied at (India time)', value: (r) => (r.replied_at ? indiaDateTime(r.replied_at) : null) },
  { key: 'status', header: 'Status', value: (r, t) => labelOf(WORDS[t.language].reviewStatus, r.status) },
  { key: 'status', header: 'Moderation reason', value: (r) => r.moderation_reason },
]);

/** Reviews in the caller's scope, filtered and sorted as the list. */
export const reviewExport = (db: Db) =>
  pagedListExport(db, 'reviews', COLUMNS, { sheet: { en: 'Reviews', hi: 'रिव्यू' }, permission: 'reviews.read', what: 'the filtered reviews' }, {
    query: reviewListQuerySchema,
    cursor: true,
    where: reviewListWhere,
    reads: { positions: selectReviewPositions, byIds: selectReviewsByIds, count: reviews },
  });
