import type { Language, PaymentMethod, Settlement, SettlementLine, SettlementStatus, TransactionKind } from '@carcare/contracts';
import { SIGN_IN_TEXTS } from '@carcare/contracts';
import { eq } from 'drizzle-orm';
import { indiaDateTimeOf } from '../../db/calendar';
import { workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { COLUMNS, CONTENT, indiaDate, INK, MARGIN, MUTED, PAGE, pdfAmount, RULE, SHADE, startA4Document } from '../../pdf/a4-document';
import { supplierAddress } from '../invoices/invoice-service';
import type { AccessScope } from '../scope/access-scope';
import { findSettlement, selectSettlementLines, settlementLinesWhere } from './settlement-queries';

/** What a statement's PDF prints: the statement, the workshop it pays and every line it counts. */
export interface SettlementPdfData {
  statement: Settlement;
  workshop: { name: string; address: string; gstin: string | null };
  lines: SettlementLine[];
}

/** A statement in the caller's scope with what its PDF prints, or null (another workshop's is not found). */
export async function findSettlementPdfData(db: Executor, scope: AccessScope, id: number): Promise<SettlementPdfData | null> {
  const statement = await findSettlement(db, scope, id);
  if (!statement) return null;
  const [workshop] = await db
    .select({ name: workshops.name, addressLine: workshops.addressLine, city: workshops.city, state: workshops.state, pincode: workshops.pincode, gstin: workshops.gstin })
    .from(workshops)
    .where(eq(workshops.id, statement.workshop.id))
    .limit(1);
  if (!workshop) return null;
  const lines = await selectSettlementLines(db, settlementLinesWhere(statement.id), undefined, statement.line_count + 1, 0);
  return { statement, workshop: { name: workshop.name, address: supplierAddress(workshop), gstin: workshop.gstin }, lines };
}

/** The name a statement's files download under: its workshop's code and its Monday, `settlement-W001-2026-01-05.csv`. */
export function statementFileName(statement: Pick<Settlement, 'workshop' | 'week_start'>, extension: 'csv' | 'pdf'): string {
  return `settlement-W${String(statement.workshop.id).padStart(3, '0')}-${statement.week_start}.${extension}`;
}

interface Words {
  title: string;
  issuedBy: string;
  payee: string;
  gstin: string;
  unregistered: string;
  statementNo: string;
  week: string;
  status: string;
  statuses: Record<SettlementStatus, string>;
  utr: string;
  paidOn: string;
  figures: string;
  online: string;
  cash: string;
  refunds: string;
  commission: string;
  cashHeld: string;
  carriedIn: string;
  carriedFrom: (week: string) => string;
  payable: string;
  owed: string;
  owes: (amount: string) => string;
  carriedNote: string;
  owedNote: string;
  lines: string;
  noLines: string;
  transaction: string;
  date: string;
  kind: string;
  kinds: Record<TransactionKind, string>;
  method: string;
  methods: Record<PaymentMethod, string>;
  request: string;
  amount: string;
  footer: string;
  page: (page: number, pages: number) => string;
}

// The figures' labels are the statement page's own (apps/web settlements texts), so the PDF and the page read alike.
const WORDS: Record<Language, Words> = {
  en: {
    title: 'WEEKLY SETTLEMENT STATEMENT',
    issuedBy: 'Issued by',
    payee: 'Payee',
    gstin: 'GSTIN',
    unregistered: 'Not registered under GST',
    statementNo: 'Statement no.',
    week: 'Week (Monday–Sunday, India time)',
    status: 'Status',
    statuses: { open: 'Open', paid: 'Paid', carried: 'Carried' },
    utr: 'UTR',
    paidOn: 'Paid on',
    figures: 'Figures',
    online: 'Online payments',
    cash: 'Cash payments',
    refunds: 'Refunds',
    commission: 'Commission',
    cashHeld: 'Cash held by the workshop',
    carriedIn: 'Carried in',
    carriedFrom: (week) => `Carried from the week of ${week}`,
    payable: 'Payable to the workshop',
    owed: 'Owed by the workshop',
    owes: (amount) => `owes ${amount}`,
    carriedNote: 'Its figure was carried into the next statement.',
    owedNote: 'Nothing to pay: the workshop owes this, carried into the next statement.',
    lines: 'Payments and refunds counted',
    noLines: 'No payments or refunds in this week.',
    transaction: 'Transaction',
    date: 'Date (IST)',
    kind: 'Kind',
    kinds: { payment: 'Payment', refund: 'Refund', payout: 'Payout' },
    method: 'Method',
    methods: { upi: 'UPI', card: 'Card', netbanking: 'Net banking', cash: 'Cash', wallet: 'Wallet' },
    request: 'Request',
    amount: 'Amount',
    footer: 'This is a computer-generated statement; no signature is required.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  hi: {
    title: 'साप्ताहिक सेटलमेंट स्टेटमेंट',
    issuedBy: 'जारीकर्ता',
    payee: 'प्राप्तकर्ता',
    gstin: 'जीएसटीआईएन',
    unregistered: 'जीएसटी के अंतर्गत पंजीकृत नहीं',
    statementNo: 'स्टेटमेंट संख्या',
    week: 'हफ़्ता (सोमवार–रविवार, भारतीय समय)',
    status: 'स्थिति',
    statuses: { open: 'खुला', paid: 'भुगतान हो गया', carried: 'आगे ले जाया गया' },
    utr: 'UTR',
    paidOn: 'भुगतान की तारीख',
    figures: 'हिसाब',
    online: 'ऑनलाइन भुगतान',
    cash: 'नकद भुगतान',
    refunds: 'रिफ़ंड',
    commission: 'कमीशन',
    cashHeld: 'वर्कशॉप के पास रखा नकद',
    carriedIn: 'पिछला बकाया',
    carriedFrom: (week) => `${week} के हफ़्ते से लाया गया`,
    payable: 'वर्कशॉप को देय',
    owed: 'वर्कशॉप पर बकाया',
    owes: (amount) => `${amount} बकाया`,
    carriedNote: 'इसकी रकम अगले स्टेटमेंट में ले जाई गई।',
    owedNote: 'देने को कुछ नहीं: यह रकम वर्कशॉप पर बकाया है, अगले स्टेटमेंट में जाएगी।',
    lines: 'गिने गए भुगतान और रिफ़ंड',
    noLines: 'इस हफ़्ते कोई भुगतान या रिफ़ंड नहीं।',
    transaction: 'लेन-देन',
    date: 'तारीख (IST)',
    kind: 'प्रकार',
    kinds: { payment: 'भुगतान', refund: 'रिफ़ंड', payout: 'पेआउट' },
    method: 'तरीका',
    methods: { upi: 'UPI', card: 'कार्ड', netbanking: 'नेट बैंकिंग', cash: 'नकद', wallet: 'वॉलेट' },
    request: 'बुकिंग',
    amount: 'रकम',
    footer: 'यह कंप्यूटर द्वारा बनाया गया स्टेटमेंट है; इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    page: (page, pages) => `पृष्ठ ${page} / ${pages}`,
  },
};

/** An India date as printed: 2026-01-05 → 05/01/2026. */
function printedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** An instant's India date and minute as printed: 05/01/2026 17:30. */
function printedDateTime(at: string): string {
  const [date, time] = indiaDateTimeOf(new Date(at)).split(' ');
  return `${printedDate(date!)} ${time}`;
}

/** A figure with the sign it takes in the sum, as the statement page shows it: "+ ₹1,000.00", "− ₹50.00". */
function signed(paise: number, sign: '+' | '−'): string {
  return paise === 0 ? pdfAmount(0) : `${sign} ${pdfAmount(paise)}`;
}

/** What the workshop owes and refunds, in the red the statement page uses for them. */
const OWED = '#b3261e';
const ZEBRA = '#f7f8fa';

/** Where the page's content must stop: above the footer. */
const FOOTER_Y = PAGE.height - 52;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: SettlementLine) => string;
}

/**
 * A weekly statement as an A4 PDF in English or Hindi: who pays whom, the week and its status, the
 * figures as the statement page shows them (the sum the server stored, never computed again), then
 * every line it counts, the table running on over as many pages as it needs with its header again
 * on each.
 */
export function renderSettlementPdf({ statement, workshop, lines }: SettlementPdfData, language: Language): Promise<Buffer> {
  const words = WORDS[language];
  const { doc, write, heightOf, title, rule, pairs, finish } = startA4Document(
    language,
    {
      Title: statementFileName(statement, 'pdf').replace(/\.pdf$/, ''),
      Subject: words.title,
      Author: SIGN_IN_TEXTS.productName,
      CreationDate: new Date(statement.created_at),
    },
    { bufferPages: true },
  );

  let y = title(words.title);

  // The payee on the left with who issues the statement above it; the statement's particulars on the right.
  const { leftWidth, rightX, rightWidth } = COLUMNS;
  let left = y;
  left += write(words.issuedBy, MARGIN, left, { color: MUTED, size: 8, width: leftWidth }) + 1;
  left += write(SIGN_IN_TEXTS.productName, MARGIN, left, { bold: true, width: leftWidth }) + 8;
  left += write(words.payee, MARGIN, left, { color: MUTED, size: 8, width: leftWidth }) + 1;
  left += write(workshop.name, MARGIN, left, { size: 13, bold: true, width: leftWidth }) + 2;
  left += write(workshop.address, MARGIN, left, { width: leftWidth }) + 4;
  left = pairs([[words.gstin, workshop.gstin ?? words.unregistered]], MARGIN, left, 70, leftWidth);

  const particulars: [string, string][] = [
    [words.statementNo, String(statement.id)],
    [words.week, `${printedDate(statement.week_start)} – ${printedDate(statement.week_end)}`],
    [words.status, words.statuses[statement.status]],
  ];
  if (statement.status === 'paid' && statement.utr && statement.paid_at) particulars.push([words.utr, statement.utr], [words.paidOn, indiaDate(new Date(statement.paid_at))]);
  const right = pairs(particulars, rightX, y, 110, rightWidth);

  y = Math.max(left, right) + 6;
  rule(y);
  y += 12;

  // The figures, the page's rows and signs, the payable below a rule.
  const figuresWidth = 320;
  const valueX = MARGIN + figuresWidth - 120;
  y += write(words.figures, MARGIN, y, { size: 11, bold: true, width: figuresWidth }) + 4;
  const carried = statement.carried_in_paise;
  const figures: [string, string, string][] = [
    [words.online, signed(statement.online_payments_paise, '+'), INK],
    [words.cash, signed(statement.cash_payments_paise, '+'), INK],
    [words.refunds, signed(statement.refunds_paise, '−'), INK],
    [words.commission, signed(statement.commission_paise, '−'), INK],
    [words.cashHeld, signed(statement.cash_held_paise, '−'), INK],
    [statement.carried_from ? `${words.carriedIn} · ${words.carriedFrom(printedDate(statement.carried_from.week_start))}` : words.carriedIn, signed(-carried, '−'), carried < 0 ? OWED : INK],
  ];
  for (const [label, value, color] of figures) {
    const labelHeight = write(label, MARGIN, y, { width: valueX - MARGIN - 8 });
    write(value, valueX, y, { width: 120, align: 'right', color });
    y += Math.max(labelHeight, 12) + 4;
  }
  doc.moveTo(MARGIN, y).lineTo(MARGIN + figuresWidth, y).lineWidth(0.8).strokeColor(INK).stroke();
  y += 6;
  const owed = statement.payable_paise < 0;
  const payableHeight = write(owed ? words.owed : words.payable, MARGIN, y, { size: 11, bold: true, width: valueX - MARGIN - 8 });
  write(owed ? words.owes(pdfAmount(-statement.payable_paise)) : pdfAmount(statement.payable_paise), valueX - 40, y, { size: 11, bold: true, width: 160, align: 'right', color: owed ? OWED : INK });
  y += payableHeight + 8;

  const note = statement.status === 'carried' ? words.carriedNote : statement.status === 'open' && owed ? words.owedNote : null;
  if (note) {
    const height = heightOf(note, CONTENT - 16);
    doc.rect(MARGIN, y, CONTENT, height + 12).fillColor(SHADE).fill();
    write(note, MARGIN + 8, y + 6, { width: CONTENT - 16 });
    y += height + 12;
  }
  y += 14;

  // The lines: a row each, the header again at the top of every page the table runs onto.
  y += write(`${words.lines} (${lines.length})`, MARGIN, y, { size: 11, bold: true, width: CONTENT }) + 4;
  const columns: Column[] = [
    { title: words.transaction, width: 70, align: 'left', value: (line) => line.code },
    { title: words.date, width: 82, align: 'left', value: (line) => printedDateTime(line.created_at) },
    { title: words.kind, width: 58, align: 'left', value: (line) => words.kinds[line.kind] },
    { title: words.method, width: 68, align: 'left', value: (line) => words.methods[line.method] },
    { title: words.request, width: 87, align: 'left', value: (line) => line.request?.code ?? '—' },
    { title: words.amount, width: 75, align: 'right', value: (line) => pdfAmount(line.kind === 'refund' ? -line.amount_paise : line.amount_paise) },
    { title: words.commission, width: CONTENT - 440, align: 'right', value: (line) => pdfAmount(line.commission_paise) },
  ];
  const pad = 4;
  const xs: number[] = [];
  columns.reduce((x, column) => (xs.push(x), x + column.width), MARGIN);
  // Devanagari's matras reach above and below the Latin line: Hindi rows are taller.
  const rowHeight = language === 'hi' ? 17 : 15;
  const headHeight = Math.max(rowHeight, ...columns.map((column) => heightOf(column.title, column.width - 2 * pad, { size: 8, bold: true }) + 6));
  const header = () => {
    doc.rect(MARGIN, y, CONTENT, headHeight).fillColor(SHADE).fill();
    columns.forEach((column, i) => write(column.title, xs[i]! + pad, y + 3, { size: 8, bold: true, width: column.width - 2 * pad, align: column.align }));
    y += headHeight;
  };

  if (lines.length === 0) {
    write(words.noLines, MARGIN, y, { color: MUTED, width: CONTENT });
  } else {
    // Room for the header and one row at least, else the table starts on the next page.
    if (y + headHeight + rowHeight > FOOTER_Y - 8) {
      doc.addPage();
      y = MARGIN;
    }
    header();
    lines.forEach((line, index) => {
      if (y + rowHeight > FOOTER_Y - 8) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      if (index % 2 === 1) doc.rect(MARGIN, y, CONTENT, rowHeight).fillColor(ZEBRA).fill();
      columns.forEach((column, i) => {
        const refund = line.kind === 'refund' && i === 5;
        write(column.value(line), xs[i]! + pad, y + (language === 'hi' ? 4 : 3), { size: 8, width: column.width - 2 * pad, align: column.align, color: refund ? OWED : INK });
      });
      y += rowHeight;
      doc.moveTo(MARGIN, y).lineTo(PAGE.width - MARGIN, y).lineWidth(0.3).strokeColor(RULE).stroke();
    });
  }

  // The footer and the page's number, on every page once the table has made them all.
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    rule(FOOTER_Y);
    write(words.footer, MARGIN, FOOTER_Y + 8, { size: 8, color: MUTED, width: CONTENT - 90 });
    write(words.page(page - start + 1, count), PAGE.width - MARGIN - 90, FOOTER_Y + 8, { size: 8, color: MUTED, width: 90, align: 'right' });
  }
  return finish();
}
