import type { Language, UserType } from '@carcare/contracts';
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
  Number: 'नंबर',
  'Issued at (India time)': 'जारी होने का समय (भारतीय समय)',
  'Place of supply': 'सप्लाई का स्थान',
  SAC: 'SAC',
  'GST rate (%)': 'GST दर (%)',
  'Taxable value (₹)': 'कर योग्य मूल्य (₹)',
  'CGST (₹)': 'CGST (₹)',
  'SGST (₹)': 'SGST (₹)',
  'IGST (₹)': 'IGST (₹)',
  'Total (₹)': 'कुल (₹)',
  'Refers to': 'मूल दस्तावेज़',
} as const satisfies Record<string, string>;

/** A column title, as the export modules write it (in English). */
export type ExportHeader = keyof typeof HINDI_HEADERS;

/**
 * The words every export shares: column titles, and the codes more than one list writes. A list's
 * own codes and its sheet's name live with its export in its module (ExportWords). The console has
 * its own copies for its screens; exports are written by the server, so they read these, in the
 * exporting admin's language.
 */
export interface ExportLabels {
  /** The export's language: a module's own words (ExportWords) are read in it. */
  language: Language;
  headers: Readonly<Record<ExportHeader, string>>;
  recordStatus: Readonly<Record<'active' | 'inactive', string>>;
  role: Readonly<Record<UserType, string>>;
  /** Who made a change no admin made (the audit log's actor). */
  system: string;
}

const ENGLISH: ExportLabels = {
  language: 'en',
  headers: Object.fromEntries(Object.keys(HINDI_HEADERS).map((header) => [header, header])) as Record<ExportHeader, string>,
  recordStatus: { active: 'Active', inactive: 'Inactive' },
  role: { super_admin: 'Super Admin', workshop_admin: 'Workshop Admin', society_manager: 'Society Manager' },
  system: 'System',
};

/** The same words as the console's Hindi screens use (the web app's i18n/hi.json catalogues). */
const HINDI: ExportLabels = {
  language: 'hi',
  headers: HINDI_HEADERS,
  recordStatus: { active: 'सक्रिय', inactive: 'निष्क्रिय' },
  role: { super_admin: 'सुपर एडमिन', workshop_admin: 'वर्कशॉप एडमिन', society_manager: 'सोसाइटी मैनेजर' },
  system: 'सिस्टम',
};

/** A module's own words for its export (its codes' labels), in each language of the console. */
export type ExportWords<W> = Readonly<Record<Language, W>>;

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
