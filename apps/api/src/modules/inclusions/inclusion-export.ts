import type { ServiceInclusion } from '@carcare/contracts';
import { inclusionListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { countInclusions, inclusionListWhere, selectInclusionPositions, selectInclusionsByIds } from './inclusion-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  /** An inclusion services can list or set aside, in the inclusions screen's words. */
  inclusionStatus: Readonly<Record<'active' | 'inactive', string>>;
}> = {
  en: {
    inclusionStatus: { active: 'Active', inactive: 'Inactive' },
  },
  hi: {
    inclusionStatus: { active: 'चालू', inactive: 'बंद' },
  },
};

const COLUMNS = defineExportColumns<'service-inclusions', ServiceInclusion>('service-inclusions', [
  { key: 'id', header: 'ID', value: (i) => i.id },
  { key: 'name', header: 'Name', value: (i) => i.name },
  { key: 'status', header: 'Status', value: (i, t) => WORDS[t.language].inclusionStatus[i.active ? 'active' : 'inactive'] },
  { key: 'service_count', header: 'Used by (services)', value: (i) => i.service_count },
  { key: 'description', header: 'Description', value: (i) => i.description },
]);

/** Service inclusions (catalogue data: every admin who reads them reads all), filtered and sorted as the list. */
export const inclusionExport = (db: Db) =>
  pagedListExport(db, 'service-inclusions', COLUMNS, { sheet: { en: 'Service inclusions', hi: 'शामिल काम' }, permission: 'inclusions.read', what: 'the filtered service inclusions' }, {
    query: inclusionListQuerySchema,
    where: (scope, query) => inclusionListWhere(scope, query),
    reads: { positions: selectInclusionPositions, byIds: selectInclusionsByIds, count: countInclusions },
  });
