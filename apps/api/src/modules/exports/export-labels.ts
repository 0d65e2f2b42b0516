import type {
  BannerState,
  CONCERN_CATEGORIES,
  CONCERN_CHANNELS,
  CONCERN_PRIORITIES,
  CONCERN_STATUSES,
  CsvList,
  ID_PROOF_TYPES,
  Language,
  LEAVE_STATUSES,
  LEAVE_TYPES,
  NotificationKind,
  REASON_AUDIENCES,
  REVIEW_STATUSES,
  SERVICE_CATEGORIES,
  SERVICE_STATUSES,
  SOP_STATUSES,
  PaymentMethod,
  PaymentStatus,
  RequestStatus,
  TransactionKind,
  TransactionStatus,
  VehicleType,
  UserType,
  WORKER_SKILLS,
} from '@carcare/contracts';
import { indiaDateTimeOf } from '../../db/calendar';

/**
 * Every column title an export writes, in English (the key, as the export modules name their
 * columns) and in Hindi. A column's `header` must be one of these keys, so a new column without its
 * Hindi title does not type-check.
 */
const HINDI_HEADERS = {
  ID: 'ID',
  Code: 'कोड',
  Name: 'नाम',
  Status: 'स्थिति',
  Phone: 'फ़ोन',
  Email: 'ईमेल',
  Address: 'पता',
  City: 'शहर',
  State: 'राज्य',
  Pincode: 'पिनकोड',
  GSTIN: 'GSTIN',
  Rating: 'रेटिंग',
  Workers: 'कर्मचारी',
  Worker: 'कर्मचारी',
  Workshop: 'वर्कशॉप',
  Society: 'सोसाइटी',
  Societies: 'सोसाइटी',
  Owner: 'मालिक',
  Admin: 'एडमिन',
  'Admin phone': 'एडमिन का फ़ोन',
  Manager: 'मैनेजर',
  'Manager phone': 'मैनेजर का फ़ोन',
  'Contact phone': 'संपर्क फ़ोन',
  Blocks: 'ब्लॉक',
  Flats: 'फ़्लैट',
  'Created at (India time)': 'बनाया गया (भारतीय समय)',
  'Scheduled at (India time)': 'तय समय (भारतीय समय)',
  Customer: 'ग्राहक',
  Vehicle: 'गाड़ी',
  Registration: 'गाड़ी नंबर',
  Service: 'सेवा',
  'Amount (₹)': 'रकम (₹)',
  'Payment status': 'भुगतान की स्थिति',
  Kind: 'प्रकार',
  Method: 'तरीका',
  Request: 'बुकिंग',
  'Gateway reference': 'गेटवे रेफ़रेंस',
  'Refund of': 'किसका रिफ़ंड',
  'Refunded (₹)': 'रिफ़ंड हुआ (₹)',
  Note: 'नोट',
  'Created by': 'किसने दर्ज किया',
  Skills: 'काम',
  'ID proof type': 'पहचान पत्र',
  'ID proof number': 'पहचान पत्र नंबर',
  'Joined on': 'जुड़ने की तारीख',
  From: 'से',
  To: 'तक',
  Days: 'दिन',
  Type: 'प्रकार',
  Reason: 'कारण',
  'Decided by': 'फ़ैसला किसने किया',
  'Decision note': 'फ़ैसले का नोट',
  Comment: 'टिप्पणी',
  Reply: 'जवाब',
  'Replied at (India time)': 'जवाब का समय (भारतीय समय)',
  'Moderation reason': 'छिपाने/प्रकाशित करने का कारण',
  Priority: 'प्राथमिकता',
  Subject: 'विषय',
  Category: 'श्रेणी',
  Channel: 'कैसे आई',
  'When (India time)': 'कब (भारतीय समय)',
  Who: 'किसने',
  Role: 'भूमिका',
  Action: 'काम',
  Entity: 'किस चीज़ में',
  'Entity ID': 'किस चीज़ का ID',
  'Changed fields': 'बदली गई जानकारी',
  Changes: 'बदलाव',
  'IP address': 'IP पता',
  Description: 'विवरण',
  Inclusions: 'शामिल काम',
  'Hatchback price (₹)': 'हैचबैक की कीमत (₹)',
  'Sedan price (₹)': 'सेडान की कीमत (₹)',
  'SUV price (₹)': 'SUV की कीमत (₹)',
  'MUV price (₹)': 'MUV की कीमत (₹)',
  'Bike price (₹)': 'बाइक की कीमत (₹)',
  'Duration (minutes)': 'समय (मिनट)',
  'Requested by': 'किसका अनुरोध',
  Title: 'शीर्षक',
  'Step count': 'चरणों की गिनती',
  Steps: 'चरण',
  'Updated at (India time)': 'अपडेट (भारतीय समय)',
  Order: 'क्रम',
  Audience: 'किसके लिए',
  'Used by (services)': 'किन सेवाओं में (गिनती)',
  Message: 'संदेश',
  'Read at (India time)': 'पढ़ने का समय (भारतीय समय)',
  'Starts (India time)': 'शुरू (भारतीय समय)',
  'Ends (India time)': 'खत्म (भारतीय समय)',
  Link: 'लिंक',
  Image: 'फ़ोटो',
  'Alternative text': 'फ़ोटो का विवरण',
} as const satisfies Record<string, string>;

/** A column title, as the export modules write it (in English). */
export type ExportHeader = keyof typeof HINDI_HEADERS;

/**
 * The words an export writes instead of internal codes, one table per enum, keyed by code, with
 * its column titles and sheet names. The console has its own copies for its screens; exports are
 * written by the server, so they read these, in the exporting admin's language.
 */
export interface ExportLabels {
  headers: Readonly<Record<ExportHeader, string>>;
  /** The XLSX sheet's name (at most 31 characters, no `[]:*?/\`). */
  sheets: Readonly<Record<CsvList, string>>;
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
  leaveType: Readonly<Record<(typeof LEAVE_TYPES)[number], string>>;
  leaveStatus: Readonly<Record<(typeof LEAVE_STATUSES)[number], string>>;
  reviewStatus: Readonly<Record<(typeof REVIEW_STATUSES)[number], string>>;
  concernStatus: Readonly<Record<(typeof CONCERN_STATUSES)[number], string>>;
  concernPriority: Readonly<Record<(typeof CONCERN_PRIORITIES)[number], string>>;
  concernCategory: Readonly<Record<(typeof CONCERN_CATEGORIES)[number], string>>;
  concernChannel: Readonly<Record<(typeof CONCERN_CHANNELS)[number], string>>;
  serviceStatus: Readonly<Record<(typeof SERVICE_STATUSES)[number], string>>;
  serviceCategory: Readonly<Record<(typeof SERVICE_CATEGORIES)[number], string>>;
  sopStatus: Readonly<Record<(typeof SOP_STATUSES)[number], string>>;
  reasonAudience: Readonly<Record<(typeof REASON_AUDIENCES)[number], string>>;
  /** A reason in use or set aside, in the reasons screen's words (in Hindi not a worker's or workshop's). */
  reasonStatus: Readonly<Record<'active' | 'inactive', string>>;
  /** A workshop's service offered to its customers or withdrawn, in the offerings screen's words. */
  offeringStatus: Readonly<Record<'offered' | 'withdrawn', string>>;
  /** An inclusion services can list or set aside, in the inclusions screen's words. */
  inclusionStatus: Readonly<Record<'active' | 'inactive', string>>;
  notificationKind: Readonly<Record<NotificationKind, string>>;
  /** A notification read or not, in the notifications page's words. */
  notificationRead: Readonly<Record<'read' | 'unread', string>>;
  /** Why a banner is or is not shown now, in the banners page's words. */
  bannerState: Readonly<Record<BannerState, string>>;
  role: Readonly<Record<UserType, string>>;
  /** Who made a change no admin made (the audit log's actor). */
  system: string;
}

const ENGLISH: ExportLabels = {
  headers: Object.fromEntries(Object.keys(HINDI_HEADERS).map((header) => [header, header])) as Record<ExportHeader, string>,
  sheets: { requests: 'Requests', transactions: 'Transactions', workers: 'Workers', workshops: 'Workshops', societies: 'Societies', leaves: 'Leaves', reviews: 'Reviews', concerns: 'User concerns', 'audit-events': 'Audit log', services: 'Services', sops: 'SOPs', 'cancellation-reasons': 'Cancellation reasons', 'workshop-services': 'Services offered', 'service-inclusions': 'Service inclusions', notifications: 'Notifications', banners: 'Banners' },
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
  leaveType: { sick: 'Sick', casual: 'Casual', emergency: 'Emergency', other: 'Other' },
  leaveStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  reviewStatus: { published: 'Published', hidden: 'Hidden' },
  concernStatus: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
  concernPriority: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
  concernCategory: {
    service_quality: 'Service quality',
    payment: 'Payment',
    worker_behaviour: 'Worker behaviour',
    booking: 'Booking',
    damage: 'Damage',
    app: 'App',
    other: 'Other',
  },
  concernChannel: { app: 'App', phone: 'Phone' },
  serviceStatus: { pending_approval: 'Pending approval', active: 'Active', rejected: 'Rejected', inactive: 'Inactive' },
  serviceCategory: { wash: 'Wash', detailing: 'Detailing', maintenance: 'Maintenance', repair: 'Repair', inspection: 'Inspection' },
  sopStatus: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  reasonAudience: { customer: 'Customer', workshop: 'Workshop', admin: 'Admin' },
  reasonStatus: { active: 'Active', inactive: 'Inactive' },
  offeringStatus: { offered: 'Offered', withdrawn: 'Withdrawn' },
  inclusionStatus: { active: 'Active', inactive: 'Inactive' },
  notificationKind: { request_created: 'New request', request_cancelled: 'Request cancelled', concern_created: 'New concern', leave_recorded: 'Leave recorded', service_requested: 'Service requested' },
  notificationRead: { read: 'Read', unread: 'Unread' },
  bannerState: { live: 'Live', scheduled: 'Scheduled', expired: 'Ended', inactive: 'Off', needs_image: 'Needs an image' },
  role: { super_admin: 'Super Admin', workshop_admin: 'Workshop Admin', society_manager: 'Society Manager' },
  system: 'System',
};

/** The same words as the console's Hindi screens use (the web app's i18n/hi.json catalogues). */
const HINDI: ExportLabels = {
  headers: HINDI_HEADERS,
  sheets: { requests: 'बुकिंग', transactions: 'लेन-देन', workers: 'कर्मचारी', workshops: 'वर्कशॉप', societies: 'सोसाइटी', leaves: 'छुट्टियाँ', reviews: 'रिव्यू', concerns: 'शिकायतें', 'audit-events': 'ऑडिट लॉग', services: 'सेवाएँ', sops: 'SOP', 'cancellation-reasons': 'रद्द करने के कारण', 'workshop-services': 'उपलब्ध सेवाएँ', 'service-inclusions': 'शामिल काम', notifications: 'सूचनाएँ', banners: 'बैनर' },
  requestStatus: {
    pending: 'पेंडिंग',
    accepted: 'मंज़ूर',
    assigned: 'कर्मचारी तय',
    in_progress: 'काम चालू',
    completed: 'पूरा',
    rejected: 'नामंज़ूर',
    cancelled: 'रद्द',
  },
  paymentStatus: { unpaid: 'भुगतान बाकी', paid: 'भुगतान हो गया', partially_refunded: 'कुछ रिफ़ंड हुआ', refunded: 'रिफ़ंड हो गया' },
  paymentMethod: { upi: 'UPI', card: 'कार्ड', netbanking: 'नेट बैंकिंग', cash: 'नकद', wallet: 'वॉलेट' },
  vehicleType: { hatchback: 'हैचबैक', sedan: 'सेडान', suv: 'SUV', muv: 'MUV', bike: 'बाइक' },
  transactionKind: { payment: 'भुगतान', refund: 'रिफ़ंड', payout: 'पेआउट' },
  transactionStatus: { pending: 'पेंडिंग', success: 'सफल', failed: 'असफल' },
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
  recordStatus: { active: 'सक्रिय', inactive: 'निष्क्रिय' },
  leaveType: { sick: 'बीमारी', casual: 'आकस्मिक', emergency: 'इमरजेंसी', other: 'अन्य' },
  leaveStatus: { pending: 'पेंडिंग', approved: 'मंज़ूर', rejected: 'नामंज़ूर', cancelled: 'रद्द' },
  reviewStatus: { published: 'प्रकाशित', hidden: 'छिपा हुआ' },
  concernStatus: { open: 'खुली', in_progress: 'काम जारी', resolved: 'हल हो गई', closed: 'बंद' },
  concernPriority: { low: 'कम', medium: 'सामान्य', high: 'ज़्यादा', urgent: 'तुरंत' },
  concernCategory: {
    service_quality: 'सेवा की क्वालिटी',
    payment: 'भुगतान',
    worker_behaviour: 'कर्मचारी का व्यवहार',
    booking: 'बुकिंग',
    damage: 'गाड़ी को नुकसान',
    app: 'ऐप',
    other: 'अन्य',
  },
  concernChannel: { app: 'ऐप', phone: 'फ़ोन' },
  serviceStatus: { pending_approval: 'मंज़ूरी बाकी', active: 'चालू', rejected: 'नामंज़ूर', inactive: 'बंद' },
  serviceCategory: { wash: 'धुलाई', detailing: 'डिटेलिंग', maintenance: 'मेंटेनेंस', repair: 'मरम्मत', inspection: 'जाँच' },
  sopStatus: { draft: 'ड्राफ़्ट', published: 'प्रकाशित', archived: 'संग्रह में' },
  reasonAudience: { customer: 'ग्राहक', workshop: 'वर्कशॉप', admin: 'एडमिन' },
  reasonStatus: { active: 'चालू', inactive: 'बंद' },
  offeringStatus: { offered: 'उपलब्ध', withdrawn: 'वापस ली गई' },
  inclusionStatus: { active: 'चालू', inactive: 'बंद' },
  notificationKind: { request_created: 'नई बुकिंग', request_cancelled: 'बुकिंग रद्द', concern_created: 'नई शिकायत', leave_recorded: 'छुट्टी दर्ज', service_requested: 'नई सेवा का अनुरोध' },
  notificationRead: { read: 'पढ़ी गई', unread: 'बिना पढ़ी' },
  bannerState: { live: 'लाइव', scheduled: 'आगे के लिए तय', expired: 'खत्म', inactive: 'बंद', needs_image: 'फ़ोटो चाहिए' },
  role: { super_admin: 'सुपर एडमिन', workshop_admin: 'वर्कशॉप एडमिन', society_manager: 'सोसाइटी मैनेजर' },
  system: 'सिस्टम',
};

/** An export's words in each language of the console: the exporting admin's decides. */
export const EXPORT_LABELS: Readonly<Record<Language, ExportLabels>> = { en: ENGLISH, hi: HINDI };

/** A code's label, or the code itself for a value the table does not know (never an empty cell). */
export function labelOf<K extends string>(table: Readonly<Record<K, string>>, code: string | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  return (table as Readonly<Record<string, string>>)[code] ?? code;
}

/**
 * An instant as India time, `2026-01-15 17:30` (Asia/Kolkata, the business's clock; what a
 * spreadsheet reads as a date and time). Null stays empty.
 */
export function indiaDateTime(instant: string | Date | null | undefined): string | null {
  if (instant === null || instant === undefined) return null;
  return indiaDateTimeOf(typeof instant === 'string' ? new Date(instant) : instant);
}
