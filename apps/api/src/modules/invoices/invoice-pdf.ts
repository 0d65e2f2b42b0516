import type { InvoiceKind, Language } from '@carcare/contracts';
import { amountInWords, gstStateOf, sameState } from '@carcare/contracts';
import { COLUMNS, CONTENT, INK, indiaDate, MARGIN, MUTED, PAGE, pdfAmount, RULE, SHADE, startA4Document } from '../../pdf/a4-document';
import type { InvoicePdfData } from './invoice-pdf-data';

interface Words {
  title: Record<InvoiceKind, string>;
  number: Record<InvoiceKind, string>;
  date: string;
  original: string;
  originalDate: string;
  reverseCharge: string;
  no: string;
  state: string;
  stateCode: string;
  gstin: string;
  unregistered: string;
  billedTo: string;
  placeOfSupply: string;
  request: string;
  vehicle: string;
  description: string;
  sac: string;
  taxableValue: string;
  value: string;
  rate: string;
  amount: string;
  total: string;
  totalCredit: string;
  inWords: string;
  billOfSupply: string;
  creditNote: string;
  footer: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    title: { tax_invoice: 'TAX INVOICE', bill_of_supply: 'BILL OF SUPPLY', credit_note: 'CREDIT NOTE' },
    number: { tax_invoice: 'Invoice no.', bill_of_supply: 'Bill no.', credit_note: 'Credit note no.' },
    date: 'Date',
    original: 'Original invoice',
    originalDate: 'Original invoice date',
    reverseCharge: 'Reverse charge',
    no: 'No',
    state: 'State',
    stateCode: 'State code',
    gstin: 'GSTIN',
    unregistered: 'Not registered under GST',
    billedTo: 'Billed to',
    placeOfSupply: 'Place of supply',
    request: 'Service request',
    vehicle: 'Vehicle',
    description: 'Description of service',
    sac: 'SAC',
    taxableValue: 'Taxable value',
    value: 'Value',
    rate: 'Rate',
    amount: 'Amount',
    total: 'Total',
    totalCredit: 'Total credit',
    inWords: 'Amount in words',
    billOfSupply: 'The supplier is not registered under GST and charges no GST on this supply.',
    creditNote: 'Issued for a refund against the original invoice named above; the tax is reduced accordingly.',
    footer: 'This is a computer-generated document; no signature is required.',
  },
  hi: {
    title: { tax_invoice: 'कर बीजक', bill_of_supply: 'आपूर्ति का बिल', credit_note: 'क्रेडिट नोट' },
    number: { tax_invoice: 'बीजक संख्या', bill_of_supply: 'बिल संख्या', credit_note: 'क्रेडिट नोट संख्या' },
    date: 'दिनांक',
    original: 'मूल बीजक',
    originalDate: 'मूल बीजक का दिनांक',
    reverseCharge: 'रिवर्स चार्ज',
    no: 'नहीं',
    state: 'राज्य',
    stateCode: 'राज्य कोड',
    gstin: 'जीएसटीआईएन',
    unregistered: 'जीएसटी के अंतर्गत पंजीकृत नहीं',
    billedTo: 'प्राप्तकर्ता',
    placeOfSupply: 'आपूर्ति का स्थान',
    request: 'सेवा अनुरोध',
    vehicle: 'वाहन',
    description: 'सेवा का विवरण',
    sac: 'एसएसी',
    taxableValue: 'कर योग्य मूल्य',
    value: 'मूल्य',
    rate: 'दर',
    amount: 'राशि',
    total: 'कुल राशि',
    totalCredit: 'कुल क्रेडिट',
    inWords: 'राशि शब्दों में',
    billOfSupply: 'आपूर्तिकर्ता जीएसटी के अंतर्गत पंजीकृत नहीं है और इस आपूर्ति पर जीएसटी नहीं लेता है।',
    creditNote: 'ऊपर लिखे मूल बीजक के विरुद्ध धनवापसी के लिए जारी; कर उसी अनुपात में घटाया गया है।',
    footer: 'यह कंप्यूटर द्वारा बनाया गया दस्तावेज़ है; इस पर हस्ताक्षर की आवश्यकता नहीं है।',
  },
};

/** A state with its GST code, in the document's language: "Haryana (06)", "हरियाणा (06)". */
function stateWithCode(state: string, language: Language): string {
  const known = gstStateOf(state);
  if (!known) return state;
  return `${language === 'hi' ? known.hi : known.name} (${known.code})`;
}

/** A tax rate as printed: 9%, 2.5%. */
function percent(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;
}

/** The file name a document downloads as: its number with "/" as "-". */
export function invoicePdfFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

interface Column {
  title: string;
  /** A heading over two columns (CGST over its rate and amount). */
  group?: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: string;
}

/**
 * An A4 GST document (a tax invoice, a bill of supply or a credit note) in English or Hindi, laid
 * out from the figures the document row holds: nothing is computed again here, so the PDF always
 * says what the ledger says.
 */
export function renderInvoicePdf(data: InvoicePdfData, language: Language): Promise<Buffer> {
  const words = WORDS[language];
  const { doc, write, heightOf, title, rule, pairs, finish } = startA4Document(language, {
    // The title is the number alone, so it stays plain text in the file whatever the language.
    Title: data.number,
    Subject: words.title[data.kind],
    Author: data.workshopName,
    CreationDate: data.issuedAt,
  });

  const taxed = data.kind !== 'bill_of_supply';
  const interState = data.igstPaise > 0 || (data.cgstPaise === 0 && data.sgstPaise === 0 && !sameState(data.placeOfSupply, data.workshopState));

  let y = title(words.title[data.kind]);

  // The supplier on the left, the document's own particulars on the right.
  const { leftWidth, rightX, rightWidth } = COLUMNS;
  let left = y;
  left += write(data.workshopName, MARGIN, left, { size: 13, bold: true, width: leftWidth }) + 2;
  left += write(data.workshopAddress, MARGIN, left, { width: leftWidth, color: INK }) + 4;
  const supplierState = gstStateOf(data.workshopState);
  const supplierRows: [string, string][] = [
    [words.state, language === 'hi' && supplierState ? supplierState.hi : (supplierState?.name ?? data.workshopState)],
    ...(supplierState ? [[words.stateCode, supplierState.code] as [string, string]] : []),
    [words.gstin, data.workshopGstin ?? words.unregistered],
  ];
  left = pairs(supplierRows, MARGIN, left, 70, leftWidth);

  const particulars: [string, string][] = [
    [words.number[data.kind], data.number],
    [words.date, indiaDate(data.issuedAt)],
  ];
  if (data.refersTo) particulars.push([words.original, data.refersTo.number], [words.originalDate, indiaDate(data.refersTo.issuedAt)]);
  if (taxed) particulars.push([words.reverseCharge, words.no]);
  const right = pairs(particulars, rightX, y, 100, rightWidth);

  y = Math.max(left, right) + 6;
  rule(y);
  y += 10;

  // The recipient and where the supply is.
  const billedTop = y;
  let billed = billedTop;
  billed += write(words.billedTo, MARGIN, billed, { color: MUTED, size: 8 }) + 1;
  billed += write(data.customerName, MARGIN, billed, { size: 11, bold: true, width: leftWidth }) + 3;
  billed = pairs(
    [
      [words.request, data.requestCode],
      [words.vehicle, [data.registrationNumber, data.vehicle].filter(Boolean).join(' · ')],
    ],
    MARGIN,
    billed,
    70,
    leftWidth,
  );
  const supplyEnd = pairs([[words.placeOfSupply, stateWithCode(data.placeOfSupply, language)]], rightX, billedTop + 10, 100, rightWidth);
  y = Math.max(billed, supplyEnd) + 8;

  // The line table.
  const halfRate = percent(data.gstRate / 2);
  const columns: Column[] = [{ title: '#', width: 18, align: 'center', value: '1' }];
  if (!taxed) {
    columns.push(
      { title: words.description, width: 287, align: 'left', value: data.serviceName },
      { title: words.sac, width: 60, align: 'center', value: data.sac },
      { title: words.value, width: 75, align: 'right', value: pdfAmount(data.taxablePaise) },
      { title: words.total, width: 75, align: 'right', value: pdfAmount(data.totalPaise) },
    );
  } else if (interState) {
    columns.push(
      { title: words.description, width: 170, align: 'left', value: data.serviceName },
      { title: words.sac, width: 50, align: 'center', value: data.sac },
      { title: words.taxableValue, width: 75, align: 'right', value: pdfAmount(data.taxablePaise) },
      { title: words.rate, group: 'IGST', width: 42, align: 'right', value: percent(data.gstRate) },
      { title: words.amount, group: 'IGST', width: 72, align: 'right', value: pdfAmount(data.igstPaise) },
      { title: words.total, width: 88, align: 'right', value: pdfAmount(data.totalPaise) },
    );
  } else {
    columns.push(
      { title: words.description, width: 120, align: 'left', value: data.serviceName },
      { title: words.sac, width: 44, align: 'center', value: data.sac },
      { title: words.taxableValue, width: 70, align: 'right', value: pdfAmount(data.taxablePaise) },
      { title: words.rate, group: 'CGST', width: 32, align: 'right', value: halfRate },
      { title: words.amount, group: 'CGST', width: 58, align: 'right', value: pdfAmount(data.cgstPaise) },
      { title: words.rate, group: 'SGST', width: 32, align: 'right', value: halfRate },
      { title: words.amount, group: 'SGST', width: 58, align: 'right', value: pdfAmount(data.sgstPaise) },
      { title: words.total, width: 81, align: 'right', value: pdfAmount(data.totalPaise) },
    );
  }
  const pad = 4;
  const xs: number[] = [];
  columns.reduce((x, column) => (xs.push(x), x + column.width), MARGIN);
  const grouped = columns.some((column) => column.group);
  const headTop = y;
  const rowHeight = language === 'hi' ? 16 : 14;
  const headHeight = grouped ? 2 * rowHeight : Math.max(rowHeight, ...columns.map((c) => heightOf(c.title, c.width - 2 * pad, { size: 8, bold: true }) + 6));
  doc.rect(MARGIN, headTop, CONTENT, headHeight).fillColor(SHADE).fill();
  columns.forEach((column, i) => {
    const x = xs[i]!;
    if (column.group) {
      // The group's name once, over its rate and amount.
      if (columns[i - 1]?.group !== column.group) {
        const span = column.width + columns[i + 1]!.width;
        write(column.group, x + pad, headTop + 3, { size: 8, bold: true, width: span - 2 * pad, align: 'center' });
        doc.moveTo(x, headTop + rowHeight).lineTo(x + span, headTop + rowHeight).lineWidth(0.4).strokeColor(RULE).stroke();
      }
      write(column.title, x + pad, headTop + rowHeight + 3, { size: 8, bold: true, width: column.width - 2 * pad, align: column.align });
    } else {
      const top = grouped ? headTop + (headHeight - doc.heightOfString(column.title, { width: column.width - 2 * pad })) / 2 : headTop + 3;
      write(column.title, x + pad, top, { size: 8, bold: true, width: column.width - 2 * pad, align: column.align });
    }
  });
  const bodyTop = headTop + headHeight;
  const descriptionIndex = 1;
  const descriptionWidth = columns[descriptionIndex]!.width - 2 * pad;
  const descriptionHeight = write(columns[descriptionIndex]!.value, xs[descriptionIndex]! + pad, bodyTop + 5, { width: descriptionWidth });
  const bodyHeight = Math.max(descriptionHeight + 10, 22);
  columns.forEach((column, i) => {
    if (i !== descriptionIndex) write(column.value, xs[i]! + pad, bodyTop + 5, { width: column.width - 2 * pad, align: column.align });
  });
  const tableBottom = bodyTop + bodyHeight;
  // The grid: the outline, each column's edge, the header's foot.
  doc.rect(MARGIN, headTop, CONTENT, tableBottom - headTop).lineWidth(0.6).strokeColor(RULE).stroke();
  columns.forEach((column, i) => {
    if (i === 0) return;
    const x = xs[i]!;
    // Inside a group only the lower header row is split.
    const top = column.group && columns[i - 1]?.group === column.group ? headTop + rowHeight : headTop;
    doc.moveTo(x, top).lineTo(x, tableBottom).lineWidth(0.4).strokeColor(RULE).stroke();
  });
  doc.moveTo(MARGIN, bodyTop).lineTo(PAGE.width - MARGIN, bodyTop).lineWidth(0.6).strokeColor(RULE).stroke();
  y = tableBottom + 10;

  // The totals, right-aligned under the amount columns.
  const totalsX = MARGIN + CONTENT - 230;
  const totals: [string, string][] = [[taxed ? words.taxableValue : words.value, pdfAmount(data.taxablePaise)]];
  if (taxed && interState) totals.push([`IGST @ ${percent(data.gstRate)}`, pdfAmount(data.igstPaise)]);
  if (taxed && !interState) totals.push([`CGST @ ${halfRate}`, pdfAmount(data.cgstPaise)], [`SGST @ ${halfRate}`, pdfAmount(data.sgstPaise)]);
  let totalsY = y;
  for (const [label, value] of totals) {
    write(label, totalsX, totalsY, { color: MUTED, width: 130 });
    totalsY += write(value, totalsX + 130, totalsY, { width: 100, align: 'right' }) + 3;
  }
  doc.moveTo(totalsX, totalsY).lineTo(PAGE.width - MARGIN, totalsY).lineWidth(0.8).strokeColor(INK).stroke();
  totalsY += 5;
  write(data.kind === 'credit_note' ? words.totalCredit : words.total, totalsX, totalsY, { bold: true, size: 11, width: 130 });
  totalsY += write(pdfAmount(data.totalPaise), totalsX + 110, totalsY, { bold: true, size: 11, width: 120, align: 'right' }) + 4;

  // The total in words, on the left beside the totals.
  let wordsY = y;
  wordsY += write(words.inWords, MARGIN, wordsY, { color: MUTED, size: 8 }) + 1;
  wordsY += write(amountInWords(data.totalPaise, language), MARGIN, wordsY, { bold: true, width: CONTENT - 250 }) + 4;
  y = Math.max(wordsY, totalsY) + 12;

  const statement = data.kind === 'bill_of_supply' ? words.billOfSupply : data.kind === 'credit_note' ? words.creditNote : null;
  if (statement) {
    const height = heightOf(statement, CONTENT - 16);
    doc.rect(MARGIN, y, CONTENT, height + 12).fillColor(SHADE).fill();
    write(statement, MARGIN + 8, y + 6, { width: CONTENT - 16 });
  }

  // The footer, at the foot of the page.
  const footerY = PAGE.height - 52;
  rule(footerY);
  write(words.footer, MARGIN, footerY + 8, { size: 8, color: MUTED, width: CONTENT, align: 'center' });

  return finish();
}
