import type { UserConcern } from '@carcare/contracts';
import { concernListQuerySchema, csvColumnsParamSchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { userConcerns } from '../../db/schema';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import { defineExportColumns, defineListExport, keysetListExport } from '../exports/list-export';
import { countLargeList } from '../../http/list-page';
import { checkedConcernFilters, concernListWhere, selectConcernPositions, selectConcernsByIds } from './concern-queries';

const COLUMNS = defineExportColumns<'concerns', UserConcern>('concerns', [
  { key: 'code', header: 'Code', value: (c) => c.code },
  { key: 'status', header: 'Status', value: (c, t) => labelOf(t.concernStatus, c.status) },
  { key: 'priority', header: 'Priority', value: (c, t) => labelOf(t.concernPriority, c.priority) },
  { key: 'subject', header: 'Subject', value: (c) => c.subject },
  // The category goes with the subject, as the list shows it under the subject.
  { key: 'subject', header: 'Category', value: (c, t) => labelOf(t.concernCategory, c.category) },
  // The phone and how the concern came go with the customer, as the list's two-line cell shows them.
  { key: 'customer', header: 'Customer', value: (c) => c.customer_name },
  { key: 'customer', header: 'Phone', value: (c) => c.customer_phone },
  { key: 'customer', header: 'Channel', value: (c, t) => labelOf(t.concernChannel, c.channel) },
  { key: 'workshop', header: 'Workshop', value: (c) => c.workshop?.name },
  { key: 'request', header: 'Request', value: (c) => c.request?.code },
  { key: 'created_at', header: 'Created at (India time)', value: (c) => indiaDateTime(c.created_at) },
]);

/** User concerns in the caller's scope (a workshop admin: its own workshop's), filtered and sorted as the list. */
export const concernExport = (db: Db) =>
  defineListExport({
    list: 'concerns',
    permission: 'concerns.manage',
    what: 'the filtered user concerns',
    query: concernListQuerySchema.omit({ page: true, page_size: true, cursor: true }).extend({ columns: csvColumnsParamSchema('concerns') }),
    prepare: (scope, query) =>
      keysetListExport(COLUMNS, query.columns, {
        where: concernListWhere(scope, checkedConcernFilters(query)),
        positions: (where, after, limit) => selectConcernPositions(db, where, query.sort, after, limit),
        rowsFor: (ids) => selectConcernsByIds(db, ids),
        counting: (where) => countLargeList(db, userConcerns, where),
      }),
  });
