import type { ID_PROOF_TYPES, Worker, WORKER_SKILLS } from '@carcare/contracts';
import { csvColumnsParamSchema, workerListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { workers } from '../../db/schema';
import { labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, defineListExport, keysetListExport } from '../exports/list-export';
import { countLargeList } from '../../http/list-page';
import { idProofVisibility, selectWorkerPositions, selectWorkersByIds, workerListWhere } from './worker-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  workerSkill: Readonly<Record<(typeof WORKER_SKILLS)[number], string>>;
  idProofType: Readonly<Record<(typeof ID_PROOF_TYPES)[number], string>>;
  workerStatus: Readonly<Record<'active' | 'on_leave' | 'inactive', string>>;
}> = {
  en: {
    workerSkill: {
      exterior_wash: 'Exterior wash',
      interior_cleaning: 'Interior cleaning',
      detailing: 'Detailing',
      polishing: 'Polishing',
      ceramic_coating: 'Ceramic coating',
      mechanical: 'Mechanical',
      electrical: 'Electrical',
      tyres: 'Tyres',
      inspection: 'Inspection',
    },
    idProofType: { aadhaar: 'Aadhaar', pan: 'PAN', driving_licence: 'Driving licence', voter_id: 'Voter ID', passport: 'Passport' },
    workerStatus: { active: 'Active', on_leave: 'On leave', inactive: 'Inactive' },
  },
  hi: {
    workerSkill: {
      exterior_wash: 'बाहरी धुलाई',
      interior_cleaning: 'अंदर की सफ़ाई',
      detailing: 'डिटेलिंग',
      polishing: 'पॉलिश',
      ceramic_coating: 'सिरेमिक कोटिंग',
      mechanical: 'मैकेनिकल',
      electrical: 'इलेक्ट्रिकल',
      tyres: 'टायर',
      inspection: 'जाँच',
    },
    idProofType: { aadhaar: 'आधार', pan: 'PAN', driving_licence: 'ड्राइविंग लाइसेंस', voter_id: 'वोटर ID', passport: 'पासपोर्ट' },
    workerStatus: { active: 'सक्रिय', on_leave: 'छुट्टी पर', inactive: 'निष्क्रिय' },
  },
};

const COLUMNS = defineExportColumns<'workers', Worker>('workers', [
  { key: 'id', header: 'ID', value: (w) => w.id },
  { key: 'name', header: 'Name', value: (w) => w.name },
  { key: 'phone', header: 'Phone', value: (w) => w.phone },
  { key: 'workshop', header: 'Workshop', value: (w) => w.workshop.name },
  { key: 'skills', header: 'Skills', value: (w, t) => w.skills.map((skill) => labelOf(WORDS[t.language].workerSkill, skill)).join('; ') },
  { key: 'id_proof', header: 'ID proof type', value: (w, t) => labelOf(WORDS[t.language].idProofType, w.id_proof_type) },
  { key: 'id_proof', header: 'ID proof number', value: (w) => w.id_proof_number },
  { key: 'joined_on', header: 'Joined on', value: (w) => w.joined_on },
  { key: 'status', header: 'Status', value: (w, t) => labelOf(WORDS[t.language].workerStatus, w.display_status) },
  { key: 'rating', header: 'Rating', value: (w) => w.rating },
  { key: 'societies', header: 'Societies', value: (w) => w.societies.map((s) => s.name).join('; ') },
]);

/** Workers in the caller's scope, filtered and sorted as the list; "on leave" as of India's today. */
export const workerExport = (db: Db) =>
  defineListExport({
    list: 'workers',
    sheet: { en: 'Workers', hi: 'कर्मचारी' },
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
