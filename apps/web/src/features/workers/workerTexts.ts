import type { z } from 'zod';
import type { ID_PROOF_TYPES, WORKER_SKILLS, workerDisplayStatusSchema } from '@carcare/contracts';

export const SKILL_LABELS: Readonly<Record<(typeof WORKER_SKILLS)[number], string>> = {
  exterior_wash: 'Exterior wash',
  interior_cleaning: 'Interior cleaning',
  detailing: 'Detailing',
  polishing: 'Polishing',
  ceramic_coating: 'Ceramic coating',
  mechanical: 'Mechanical',
  electrical: 'Electrical',
  tyres: 'Tyres',
  inspection: 'Inspection',
};

export const ID_PROOF_LABELS: Readonly<Record<(typeof ID_PROOF_TYPES)[number], string>> = {
  aadhaar: 'Aadhaar',
  pan: 'PAN',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID',
  passport: 'Passport',
};

export const DISPLAY_STATUS_LABELS: Readonly<Record<z.infer<typeof workerDisplayStatusSchema>, string>> = {
  active: 'Active',
  on_leave: 'On leave',
  inactive: 'Inactive',
};

export const WORKER_TEXTS = {
  searchLabel: 'Search name or phone',
  statusFilter: 'Status',
  skillFilter: 'Skill',
  any: 'Any',
  addWorker: 'Add worker',
  emptyWorkshop: 'No workers match. Add one, or clear the filters.',
  emptySociety: 'No workers serving your society match these filters.',
  gridLabel: 'Workers',
  name: 'Name',
  phone: 'Phone',
  skills: 'Skills',
  idProofType: 'ID proof type',
  idProofNumber: 'ID proof number',
  joinedOn: 'Joined on',
  societies: 'Societies served',
  rating: 'Rating',
  status: 'Status',
  workshop: 'Workshop',
  noRating: 'Not rated yet',
  none: 'None',
  save: 'Save worker',
  saveChanges: 'Save changes',
  cancel: 'Cancel',
  created: 'Worker added',
  updated: 'Worker updated',
  reload: 'Reload',
  loadFailed: 'Could not load this worker.',
  retry: 'Retry',
  notFound: 'This worker does not exist or is not in your scope.',
  edit: 'Edit',
  editTitle: 'Edit worker',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivateTitle: 'Deactivate this worker?',
  deactivateText: 'They stop appearing as available and cannot be assigned new work until reactivated. Their history stays.',
  reactivateTitle: 'Reactivate this worker?',
  reactivateText: 'They become available for assignments again.',
  deactivated: 'Worker deactivated',
  reactivated: 'Worker reactivated',
  details: 'Details',
  assignTitle: 'Societies served',
  assignLabel: 'Societies',
  assignSave: 'Save assignment',
  assigned: 'Societies updated',
  assignHelp: 'Only active societies can be chosen.',
  leaveHistory: 'Leave history',
  noLeaves: 'No leaves recorded.',
  requestsTitle: 'Assigned requests',
  noRequests: 'No requests assigned to this worker yet.',
} as const;

const count = (n: number) => n.toLocaleString('en-IN');
const workersNoun = (n: number) => `${count(n)} ${n === 1 ? 'worker' : 'workers'}`;

/** Deactivate or reactivate many workers at once (the bar's shared words are in components/bulk). */
export const BULK_WORKER_TEXTS = {
  nouns: {
    region: 'Selected workers',
    refusedList: 'Refused workers',
    allDone: 'Every worker was changed.',
    unknownRow: (id: number) => `Worker #${id}`,
  },
  deactivateTitle: (n: number) => `Deactivate ${workersNoun(n)}?`,
  reactivateTitle: (n: number) => `Reactivate ${workersNoun(n)}?`,
  deactivateText: 'They stop appearing as available and cannot be assigned new work until reactivated. Their history stays.',
  reactivateText: 'They become available for assignments again.',
  eachOnItsOwn: (allMatching: boolean) =>
    `Each ${allMatching ? 'worker matching the list’s filter' : 'selected worker'} is changed on its own; those that cannot be are listed afterwards with the reason.`,
  confirm: (label: string, n: number) => `${label} ${count(n)}`,
};
