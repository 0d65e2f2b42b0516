import type { Worker } from '@carcare/contracts';
import { csvColumnsParamSchema, workerListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { workers } from '../../db/schema';
import { labelOf } from '../exports/export-labels';
import { defineExportColumns, defineListExport, keysetListExport } from '../exports/list-export';
import { countLargeList } from '../../http/list-page';
import { idProofVisibility, selectWorkerPositions, selectWorkersByIds, workerListWhere } from './worker-queries';

const COLUMNS = defineExportColumns<'workers', Worker>('workers', [
  { key: 'id', header: 'ID', value: (w) => w.id },
  { key: 'name', header: 'Name', value: (w) => w.name },
  { key: 'phone', header: 'Phone', value: (w) => w.phone },
  { key: 'workshop', header: 'Workshop', value: (w) => w.workshop.name },
  { key: 'skills', header: 'Skills', value: (w, t) => w.skills.map((skill) => labelOf(t.workerSkill, skill)).join('; ') },
  { key: 'id_proof', header: 'ID proof type', value: (w, t) => labelOf(t.idProofType, w.id_proof_type) },
  { key: 'id_proof', header: 'ID proof number', value: (w) => w.id_proof_number },
  { key: 'joined_on', header: 'Joined on', value: (w) => w.joined_on },
  { key: 'status', header: 'Status', value: (w, t) => labelOf(t.workerStatus, w.display_status) },
  { key: 'rating', header: 'Rating', value: (w) => w.rating },
  { key: 'societies', header: 'Societies', value: (w) => w.societies.map((s) => s.name).join('; ') },
]);

/** Workers in the caller's scope, filtered and sorted as the list; "on leave" as of India's today. */
export const workerExport = (db: Db) =>
  defineListExport({
    list: 'workers',
    permission: 'workers.read',
    what: 'the filtered worker list',
    query: workerListQuerySchema.omit({ page: true, page_size: true }).extend({ columns: csvColumnsParamSchema('workers') }),
    prepare(scope, query, today) {
      const visibility = idProofVisibility(scope, 'list');
      return keysetListExport(COLUMNS, query.columns, {
        where: workerListWhere(scope, query, today),
        positions: (where, after, limit) => selectWorkerPositions(db, { where, sort: query.sort, today }, after, limit),
        rowsFor: (ids) => selectWorkersByIds(db, ids, today, visibility),
        counting: (where) => countLargeList(db, workers, where),
      });
    },
  });
