import type { Sop, SOP_STATUSES } from '@carcare/contracts';
import { sopListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { countSops, selectSopPositions, selectSopsByIds, sopListWhere } from './sop-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  sopStatus: Readonly<Record<(typeof SOP_STATUSES)[number], string>>;
}> = {
  en: {
    sopStatus: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  },
  hi: {
    sopStatus: { draft: 'ड्राफ़्ट', published: 'प्रकाशित', archived: 'संग्रह में' },
  },
};

const COLUMNS = defineExportColumns<'sops', Sop>('sops', [
  { key: 'id', header: 'ID', value: (s) => s.id },
  { key: 'title', header: 'Title', value: (s) => s.title },
  { key: 'status', header: 'Status', value: (s, t) => labelOf(WORDS[t.language].sopStatus, s.status) },
  { key: 'service', header: 'Service', value: (s) => s.service?.name },
  { key: 'steps', header: 'Step count', value: (s) => s.steps.length },
  // The list counts the steps; the file has them too, numbered, one a line (a quoted CSV cell).
  { key: 'steps', header: 'Steps', value: (s) => s.steps.map((step, index) => `${index + 1}. ${step}`).join('\n') },
  { key: 'updated_at', header: 'Updated at (India time)', value: (s) => indiaDateTime(s.updated_at) },
]);

/** SOPs in the caller's scope (a workshop admin: the published ones), filtered and sorted as the list. */
export const sopExport = (db: Db) =>
  pagedListExport(db, 'sops', COLUMNS, { sheet: { en: 'SOPs', hi: 'SOP' }, permission: 'sops.read', what: 'the filtered SOPs' }, {
    query: sopListQuerySchema,
    where: sopListWhere,
    reads: { positions: selectSopPositions, byIds: selectSopsByIds, count: countSops },
  });
