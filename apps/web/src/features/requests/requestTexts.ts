import type { PaymentMethod, PaymentStatus, RequestAction, RequestEvent, RequestStatus, VehicleType } from '@carcare/contracts';
import { capitalised, countedText } from '../../components/format/entityFormat';

export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  assigned: 'Assigned',
  in_progress: 'In progress',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  cash: 'Cash',
  wallet: 'Wallet',
};

export const VEHICLE_TYPE_LABELS: Readonly<Record<VehicleType, string>> = {
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  suv: 'SUV',
  muv: 'MUV',
  bike: 'Bike',
};

/** The button, and the snackbar once done, of each status change. */
export const REQUEST_ACTION_TEXTS: Readonly<Record<RequestAction, { button: string; done: string }>> = {
  accept: { button: 'Accept', done: 'Request accepted' },
  reject: { button: 'Reject', done: 'Request rejected' },
  assign: { button: 'Assign worker', done: 'Worker assigned' },
  start: { button: 'Start', done: 'Work started' },
  complete: { button: 'Complete', done: 'Request completed' },
  cancel: { button: 'Cancel request', done: 'Request cancelled' },
};

/** What a timeline entry says happened. */
export function eventTitle(event: Pick<RequestEvent, 'action' | 'from_status'>): string {
  switch (event.action) {
    case 'create':
      return 'Request created';
    case 'accept':
      return 'Accepted';
    case 'reject':
      return 'Rejected';
    case 'assign':
      return event.from_status === 'assigned' ? 'Worker reassigned' : 'Worker assigned';
    case 'start':
      return 'Work started';
    case 'complete':
      return 'Completed';
    case 'cancel':
      return 'Cancelled';
  }
}

export const REQUEST_TEXTS = {
  // List
  searchLabel: 'Search code, phone or registration',
  gridLabel: 'Service requests',
  status: 'Status',
  from: 'From',
  to: 'To',
  service: 'Service',
  society: 'Society',
  workshop: 'Workshop',
  worker: 'Worker',
  any: 'Any',
  allWorkshops: 'All workshops',
  newRequest: 'New request',
  code: 'Code',
  scheduled: 'Scheduled',
  customer: 'Customer',
  vehicle: 'Vehicle',
  amount: 'Amount',
  payment: 'Payment',
  rangeInvalid: 'The "To" date cannot be before "From"',
  none: 'No service requests yet.',
  empty: 'No requests match these filters.',
  clearFilters: 'Clear filters',
  listFailed: 'Could not load the service requests.',
  retry: 'Retry',
  total: (count: number, isEstimate?: boolean) => capitalised(countedText(count, isEstimate, 'request', 'requests')),
  workerFilter: 'Only one worker\u2019s requests',
  // Phone booking
  dialogTitle: 'New phone booking',
  customerName: 'Customer name',
  customerPhone: 'Customer phone',
  phoneHelp: '10 digits, without +91',
  vehicleType: 'Vehicle type',
  vehicleMake: 'Make',
  vehicleModel: 'Model',
  registration: 'Registration number',
  registrationHelp: 'e.g. HR26DK8337',
  chooseWorkshopFirst: 'Choose a workshop first',
  chooseWorkshop: 'Choose a workshop',
  chooseVehicleType: 'Choose the vehicle type',
  noServices: 'This workshop offers no services yet',
  noSociety: 'None (address only)',
  societyOptional: 'Society (optional)',
  address: 'Address',
  addressHelp: 'Flat and block in the society, or the full address',
  scheduledAt: 'Date and time',
  save: 'Record booking',
  cancel: 'Cancel',
  created: (code: string) => `Booking ${code} recorded`,
  // Details
  notFound: 'This request does not exist or is not yours to see.',
  detailsFailed: 'Could not load the request.',
  loading: 'Loading request',
  customerCard: 'Customer',
  vehicleCard: 'Vehicle',
  serviceCard: 'Service and price',
  locationCard: 'Society and address',
  scheduleCard: 'Schedule',
  workerCard: 'Worker',
  paymentsCard: 'Payments',
  cancellationCard: 'Cancellation',
  timelineCard: 'Timeline',
  printReceipt: 'Print receipt',
  receiptTitle: 'Receipt',
  receiptPrinted: 'Printed',
  receiptPayments: 'Payments and refunds',
  receiptPaid: 'Paid',
  receiptRefunded: 'Refunded',
  receiptNet: 'Net received',
  receiptNote: 'Amounts in Indian rupees. Only completed payments and refunds count towards the totals.',
  name: 'Name',
  phone: 'Phone',
  type: 'Type',
  makeModel: 'Make and model',
  price: 'Price',
  paymentStatus: 'Payment status',
  scheduledFor: 'Scheduled for',
  createdAt: 'Booked on',
  notAssigned: 'Not assigned yet',
  noSocietyShort: 'No society',
  noPayments: 'No payments yet',
  method: 'Method',
  kind: 'Kind',
  when: 'When',
  reason: 'Reason',
  note: 'Note',
  noTimeline: 'No status changes yet',
  byPrefix: 'by',
  system: 'System',
  actionFailed: 'Could not update the request.',
  // Dialogs
  keep: 'Keep',
  rejectTitle: 'Reject this request?',
  rejectText: 'The customer is told it was rejected. Say why; the note is kept on the timeline.',
  rejectNote: 'Reason for rejecting',
  rejectConfirm: 'Reject',
  assignTitle: 'Assign a worker',
  reassignTitle: 'Reassign worker',
  reassign: 'Reassign worker',
  assignText: 'Workers of this workshop who are active and not on leave that day.',
  assignSelect: 'Worker',
  noWorkerFree: 'No worker is free that day',
  assignConfirm: 'Assign',
  workersFailed: 'Could not load the workers.',
  completeTitle: 'Complete this request?',
  completeText: 'Mark the work as done.',
  recordCash: 'Record cash payment',
  cashAmount: 'Cash received (₹)',
  cashHelp: 'In rupees, e.g. 1499 or 1499.50',
  cashInvalid: 'Enter an amount in rupees, e.g. 1499 or 1499.50',
  completeConfirm: 'Complete',
  earlyStartTitle: 'Start before the scheduled day?',
  earlyStartText: (when: string) => `This request is scheduled for ${when}. Start it now?`,
  earlyStartConfirm: 'Start now',
  earlyCompleteText: (when: string) => `This request is scheduled for ${when}. Complete it now?`,
  cancelTitle: 'Cancel this request?',
  cancelText: 'The customer is told it was cancelled.',
  cancelReason: 'Cancellation reason',
  noReasons: 'No active cancellation reasons. Add one under Cancellation Reason first.',
  reasonsFailed: 'Could not load the cancellation reasons.',
  cancelNote: 'Note (optional)',
  cancelConfirm: 'Cancel request',
} as const;

const count = (n: number) => n.toLocaleString('en-IN');

/** Assign many requests to one worker (the bar's shared words are in components/bulk). */
export const BULK_REQUEST_TEXTS = {
  nouns: {
    region: 'Selected requests',
    refusedList: 'Refused requests',
    allDone: 'Every request was assigned.',
    unknownRow: (id: number) => `Request #${id}`,
  },
  assign: 'Assign worker',
  title: (n: number) => `Assign ${count(n)} ${n === 1 ? 'request' : 'requests'} to a worker?`,
  text: (allMatching: boolean) =>
    `Only accepted or assigned requests can be assigned, to an active worker of their workshop who is not on leave that day. Each ${allMatching ? 'request matching the list’s filter' : 'selected request'} is assigned on its own; those that cannot be are listed afterwards with the reason.`,
  worker: 'Worker',
  chooseWorker: 'Choose a worker',
  workersFailed: 'Could not load the workers.',
  confirm: (n: number) => `Assign ${count(n)}`,
};
