import type { SopAction, SopStatus } from '@carcare/contracts';

export const SOP_STATUS_LABELS: Readonly<Record<SopStatus, string>> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** Texts of the SOP pages (the spec does not show them; these are the console's own). */
export const SOP_TEXTS = {
  // list
  searchLabel: 'Search SOPs',
  statusFilter: 'Status',
  serviceFilter: 'Service',
  any: 'Any',
  create: 'Create SOP',
  gridLabel: 'SOPs',
  colTitle: 'Title',
  colService: 'Service',
  colSteps: 'Steps',
  colStatus: 'Status',
  colUpdated: 'Updated',
  stepCount: (count: number) => (count === 1 ? '1 step' : `${count} steps`),
  empty: 'No SOPs match these filters.',
  none: 'No SOPs yet. Create the first one.',
  clearFilters: 'Clear filters',
  listFailed: 'Could not load the SOPs.',
  retry: 'Try again',
  // form
  createTitle: 'Create SOP',
  editTitle: 'Edit SOP',
  details: 'SOP',
  detailsHint: 'What the procedure is for. Workshops see it once it is published.',
  title: 'Title',
  service: 'Linked service',
  serviceHint: 'The catalogue service this procedure is for, if any.',
  noService: 'No service',
  steps: 'Steps',
  stepsHint: 'In the order they are followed. Up to 50 steps, each at most 300 characters.',
  step: (number: number) => `Step ${number}`,
  moveUp: (number: number) => `Move step ${number} up`,
  moveDown: (number: number) => `Move step ${number} down`,
  remove: (number: number) => `Remove step ${number}`,
  addStep: 'Add step',
  saveDraft: 'Save draft',
  cancel: 'Cancel',
  created: 'SOP saved as a draft',
  saved: 'Draft saved',
  // an existing SOP
  status: 'Status',
  lastUpdated: (when: string) => `Last updated ${when}`,
  readOnlyHint: 'Only a draft can be edited. A published or archived SOP is kept as it was.',
  unsavedHint: 'Save the draft before publishing: unsaved changes are not published.',
  delete: 'Delete',
  deleteTitle: 'Delete this draft?',
  deleteText: 'It is removed for good.',
  deleted: 'SOP deleted',
  backToList: 'Back to SOPs',
  notFound: 'This SOP does not exist.',
  loadFailed: 'Could not load this SOP.',
  actionFailed: 'Could not change the status.',
} as const;

/** The confirmation and result texts of each status change. */
export const SOP_ACTION_TEXTS: Readonly<Record<SopAction, { button: string; title: string; text: string; done: string; destructive: boolean }>> = {
  publish: {
    button: 'Publish',
    title: 'Publish this SOP?',
    text: 'Workshops see it and follow its steps. A published SOP can no longer be edited.',
    done: 'SOP published',
    destructive: false,
  },
  archive: {
    button: 'Archive',
    title: 'Archive this SOP?',
    text: 'Workshops no longer see it. It is kept, read-only, for reference.',
    done: 'SOP archived',
    destructive: true,
  },
};
