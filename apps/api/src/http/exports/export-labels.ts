import type {
  ID_PROOF_TYPES,
  PaymentMethod,
  PaymentStatus,
  RequestStatus,
  TransactionKind,
  TransactionStatus,
  VehicleType,
  WORKER_SKILLS,
} from '@carcare/contracts';

/**
 * The words an export writes instead of internal codes, one table per enum, keyed by code. The
 * console has its own copies for its screens; exports are written by the server, so they read
 * these. A Hindi catalogue is one more `ExportLabels` under `hi` in EXPORT_LABELS.
 */
export interface ExportLabels {
  requestStatus: Readonly<Record<RequestStatus, string>>;
  paymentStatus: Readonly<Record<PaymentStatus, string>>;
  paymentMethod: Readonly<Record<PaymentMethod, string>>;
  vehicleType: Readonly<Record<VehicleType, string>>;
  transactionKind: Readonly<Record<TransactionKind, string>>;
  transactionStatus: Readonly<Record<TransactionStatus, string>>;
  workerSkill: Readonly<Record<(typeof WORKER_SKILLS)[number], string>>;
  idProofType: Readonly<Record<(typeof ID_PROOF_TYPES)[number], string>>;
  workerStatus: Readonly<Record<'active' | 'on_leave' | 'inactive', string>>;
  recordStatus: Readonly<Record<'active' | 'inactive', string>>;
}

const ENGLISH: ExportLabels = {
  requestStatus: {
    pending: 'Pending',
    accepted: 'Accepted',
    assigned: 'Assigned',
    in_progress: 'In progress',
    completed: 'Completed',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  paymentStatus: { unpaid: 'Unpaid', paid: 'Paid', partially_refunded: 'Partly refunded', refunded: 'Refunded' },
  paymentMethod: { upi: 'UPI', card: 'Card', netbanking: 'Net banking', cash: 'Cash', wallet: 'Wallet' },
  vehicleType: { hatchback: 'Hatchback', sedan: 'Sedan', suv: 'SUV', muv: 'MUV', bike: 'Bike' },
  transactionKind: { payment: 'Payment', refund: 'Refund', payout: 'Payout' },
  transactionStatus: { pending: 'Pending', success: 'Successful', failed: 'Failed' },
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
  recordStatus: { active: 'Active', inactive: 'Inactive' },
};

export const EXPORT_LANGUAGES = ['en'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

export const EXPORT_LABELS: Readonly<Record<ExportLanguage, ExportLabels>> = { en: ENGLISH };

/** A code's label, or the code itself for a value the table does not know (never an empty cell). */
export function labelOf<K extends string>(table: Readonly<Record<K, string>>, code: string | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  return (table as Readonly<Record<string, string>>)[code] ?? code;
}

const INDIA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as India time, `2026-01-15 17:30` (Asia/Kolkata, the business's clock; what a
 * spreadsheet reads as a date and time). Null stays empty.
 */
export function indiaDateTime(instant: string | Date | null | undefined): string | null {
  if (instant === null || instant === undefined) return null;
  const parts = Object.fromEntries(INDIA_TIME.formatToParts(typeof instant === 'string' ? new Date(instant) : instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
