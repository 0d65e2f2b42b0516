import type { ConcernAction, ConcernCategory, ConcernPriority, ConcernStatus } from '@carcare/contracts';
import { capitalised, countedText } from '../../components/format/entityFormat';

/** Texts of the User Concerns pages (the spec does not show them; these are the console's own). */
export const CONCERN_STATUS_LABELS: Readonly<Record<ConcernStatus, string>> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const CONCERN_PRIORITY_LABELS: Readonly<Record<ConcernPriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const CONCERN_CATEGORY_LABELS: Readonly<Record<ConcernCategory, string>> = {
  service_quality: 'Service quality',
  payment: 'Payment',
  worker_behaviour: 'Worker behaviour',
  booking: 'Booking',
  damage: 'Damage',
  app: 'App',
  other: 'Other',
};

/** Per status action: the button, and the snackbar once done. Close asks first (it is final). */
export const CONCERN_ACTION_TEXTS: Readonly<Record<ConcernAction, { button: string; done: string }>> = {
  start: { button: 'Start working', done: 'Concern in progress' },
  resolve: { button: 'Mark resolved', done: 'Concern resolved' },
  close: { button: 'Close', done: 'Concern closed' },
  reopen: { button: 'Reopen', done: 'Concern reopened' },
};

export const CONCERN_TEXTS = {
  gridLabel: 'User concerns',
  searchLabel: 'Search code, phone, name or subject',
  code: 'Code',
  status: 'Status',
  priority: 'Priority',
  category: 'Category',
  subject: 'Subject',
  customer: 'Customer',
  workshop: 'Workshop',
  request: 'Request',
  raised: 'Raised',
  channel: 'Channel',
  from: 'From',
  to: 'To',
  any: 'Any',
  allWorkshops: 'All workshops',
  noWorkshop: 'No workshop',
  none: 'No concerns yet.',
  empty: 'No concerns match these filters.',
  clearFilters: 'Clear filters',
  listFailed: 'Could not load the concerns.',
  retry: 'Try again',
  rangeInvalid: 'The “To” date is before the “From” date.',
  total: (count: number, isEstimate?: boolean) => capitalised(countedText(count, isEstimate, 'concern', 'concerns')),
  phoneChannel: 'Received by phone',
  appChannel: 'Raised in the app',
  loggedByCustomer: 'The customer, in the app',
  // Logging a concern received by phone.
  logConcern: 'Log concern',
  dialogTitle: 'Log a concern received by phone',
  customerName: 'Customer name',
  customerPhone: 'Customer phone',
  phoneHelp: '10 digits, without +91',
  description: 'What the customer said',
  requestCode: 'Related request (optional)',
  requestCodeHelp: 'Its code, e.g. SR-000123; the concern goes to that request’s workshop',
  workshopOptional: 'Workshop (optional)',
  workshopHelp: 'Leave empty for a concern about the app itself',
  chooseCategory: 'Choose a category',
  cancel: 'Cancel',
  save: 'Log concern',
  logged: (code: string) => `Concern ${code} logged`,
  // The details page.
  loading: 'Loading the concern',
  notFound: 'This concern does not exist or is not yours to see.',
  detailsFailed: 'Could not load the concern.',
  concernCard: 'Concern',
  customerCard: 'Customer',
  aboutCard: 'About',
  threadCard: 'Conversation',
  noMessages: 'No messages yet. Your reply will be the first.',
  customerAuthor: 'Customer',
  staffAuthor: 'Staff',
  reply: 'Reply to the customer',
  replyHint: 'The customer sees this in the app.',
  sendReply: 'Send reply',
  replySent: 'Reply sent',
  replyFailed: 'Could not send the reply.',
  closedNoReply: 'This concern is closed; it takes no more replies.',
  priorityChanged: (label: string) => `Priority set to ${label}`,
  actionFailed: 'Could not change the concern.',
  actions: 'Actions',
  viewRequest: 'Open request',
  noRequest: 'Not linked to a request',
  loggedBy: 'Logged by',
  raisedAt: 'Raised',
  resolvedAt: 'Resolved',
  closedAt: 'Closed',
  confirmCloseTitle: 'Close this concern?',
  confirmCloseText: 'A closed concern is final: it cannot be reopened, replied to or changed.',
  confirmClose: 'Close concern',
} as const;
