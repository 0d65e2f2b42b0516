import type { CancellationReason, REASON_AUDIENCES } from '@carcare/contracts';
import { reasonListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { countReasons, reasonListWhere, selectReasonPositions, selectReasonsByIds } from './reason-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  reasonAudience: Readonly<Record<(typeof REASON_AUDIENCES)[number], string>>;
  /** A reason in use or set aside, in the reasons screen's words (in Hindi not a worker's or workshop's). */
  reasonStatus: Readonly<Record<'active' | 'inactive', string>>;
}> = {
  en: {
    reasonAudience: { customer: 'Customer', workshop: 'Workshop', admin: 'Admin' },
    reasonStatus: { active: 'Active', inactive: 'Inactive' },
  },
  hi: {
    reasonAudience: { customer: 'ग्राहक', workshop: 'वर्कशॉप', admin: 'एडमिन' },
    reasonStatus: { active: 'चालू', inactive: 'बंद' },
  },
};

const COLUMNS = defineExportColumns<'cancellation-reasons', CancellationReason>('cancellation-reasons', [
  { key: 'id', header: 'ID', value: (r) => r.id },
  { key: 'sort_order', header: 'Order', value: (r) => r.sort_order },
  { key: 'text', header: 'Reason', value: (r) => r.text },
  { key: 'active', header: 'Status', value: (r, t) => WORDS[t.language].reasonStatus[r.active ? 'active' : 'inactive'] },
  { key: 'audience', header: 'Audience', value: (r, t) => labelOf(WORDS[t.language].reasonAudience, r.audience) },
]);

/** Cancellation reasons (shared settings: every admin who reads them reads all), filtered and sorted as the list. */
export const reasonExport = (db: Db) =>
  pagedListExport(db, 'cancellation-reasons', COLUMNS, { sheet: { en: 'Cancellation reasons', hi: 'रद्द करने के कारण' }, permission: 'reasons.read', what: 'the filtered cancellation reasons' }, {
    query: reasonListQuerySchema,
    where: (scope, query) => reasonListWhere(scope, query),
    reads: { positions: selectReasonPositions, byIds: selectReasonsByIds, count: countReasons },
  });
