import type { LeaveAction, LeaveStatus, LEAVE_TYPES } from '@carcare/contracts';

export const LEAVE_TYPE_LABELS: Readonly<Record<(typeof LEAVE_TYPES)[number], string>> = {
  sick: 'Sick',
  casual: 'Casual',
  emergency: 'Emergency',
  other: 'Other',
};

export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const LEAVE_ACTION_TEXTS: Readonly<
  Record<LeaveAction, { button: string; label: string; title: string; text: string; done: string; noteLabel: string; noteRequired: boolean; destructive: boolean }>
> = {
  approve: {
    button: 'Approve',
    label: 'Approve',
    title: 'Approve this leave?',
    text: 'The worker shows as on leave on these days.',
    done: 'Leave approved',
    noteLabel: 'Note (optional)',
    noteRequired: false,
    destructive: false,
  },
  reject: {
    button: 'Reject',
    label: 'Reject',
    title: 'Reject this leave?',
    text: 'Say why; the note is kept with the leave.',
    done: 'Leave rejected',
    noteLabel: 'Reason for rejecting',
    noteRequired: true,
    destructive: true,
  },
  cancel: {
    button: 'Cancel',
    label: 'Cancel leave',
    title: 'Cancel this leave?',
    text: 'The worker is expected at work on these days again.',
    done: 'Leave cancelled',
    noteLabel: 'Note (optional)',
    noteRequired: false,
    destructive: true,
  },
};

export const LEAVE_TEXTS = {
  searchLabel: 'Search worker',
  from: 'From',
  to: 'To',
  status: 'Status',
  workshop: 'Workshop',
  // Without a status the Absent List holds who is away or may be; rejected and cancelled leaves only when chosen.
  any: 'Approved or pending',
  allWorkshops: 'All workshops',
  recordLeave: 'Record leave',
  gridLabel: 'Leaves',
  none: 'No one is on leave in this range.',
  worker: 'Worker',
  dates: 'Dates',
  days: 'Days',
  type: 'Type',
  reason: 'Reason',
  decidedBy: 'Decided by',
  actions: 'Actions',
  pendingMark: 'Pending',
  rangeInvalid: 'The "To" date cannot be before "From"',
  dialogTitle: 'Record leave',
  workerSearch: 'Worker',
  workerHelp: 'Type a name or phone',
  noWorkers: 'No workers match',
  startDate: 'Start date',
  endDate: 'End date',
  approveNow: 'Approve now (already agreed with the worker)',
  save: 'Record leave',
  cancel: 'Cancel',
  recorded: 'Leave recorded',
  recordedApproved: 'Leave recorded and approved',
  keep: 'Keep',
  noteNeeded: 'Give a reason for rejecting',
  listFailed: 'Could not load the leaves.',
  retry: 'Retry',
} as const;

const count = (n: number) => n.toLocaleString('en-IN');

/** The Absent List's bulk approve / reject (the bar's shared words are in components/bulk). */
export const BULK_LEAVE_TEXTS = {
  nouns: {
    region: 'Selected leaves',
    refusedList: 'Refused leaves',
    allDone: 'Every leave was decided.',
    unknownRow: (id: number) => `Leave #${id}`,
  },
  title: (label: string, n: number) => `${label} ${count(n)} ${n === 1 ? 'leave' : 'leaves'}?`,
  text: (allMatching: boolean) =>
    `Each ${allMatching ? 'leave matching the list’s filter' : 'selected leave'} is decided on its own; those that cannot be are listed afterwards with the reason.`,
  confirm: (label: string, n: number) => `${label} ${count(n)}`,
  done: 'Leaves decided',
  failed: 'Could not decide the leaves.',
};
