import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A streaming XLSX writer: the workbook is a zip whose one worksheet is written and deflated a
 * page of rows at a time, so memory stays flat however many rows. Each piece of the sheet is
 * deflated on its own and ended with a full flush (no final block, dictionary reset), which makes
 * the pieces one valid deflate stream once a final empty block closes it. The entries carry their
 * CRC and sizes in a data descriptor after the data, as zip allows for streamed entries, and again
 * in the central directory at the end. Cells are inline strings or numbers, so there is no shared
 * string table to keep in memory. Sizes are 32-bit: a sheet stops at 4 GB uncompressed (about
 * 10 million rows of our widest list), which `SheetTooLargeError` reports rather than a broken file.
 */
export type XlsxCell = string | number | null | undefined;

export class SheetTooLargeError extends Error {}

const UINT32_LIMIT = 0xffffffff;
/** Bit 11: names are UTF-8. Bit 3 (streamed entries only): sizes and CRC follow the data. */
const WHOLE_FLAGS = 0x0800;
const STREAMED_FLAGS = 0x0808;
const DEFLATE = 8;
/** 1980-01-01 00:00 in DOS time: the entries carry no meaningful date. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

interface EntryRecord {
  name: Buffer;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const STATIC_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${XML_HEADER}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEADER}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    // Style 1 is the header row's bold font.
    `${XML_HEADER}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
  ],
];

/** Characters XML 1.0 cannot hold at all (control characters other than tab, LF, CR). */
// eslint-disable-next-line no-control-regex -- matching these characters is the point: they are dropped
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Column letters by index (0 → A, 26 → AA), made once per column rather than once per cell. */
const COLUMN_LETTERS: string[] = [];

/** A column's letters in a cell address (A1 style): A–Z, then AA, AB… */
export function columnLetters(index: number): string {
  let letters = COLUMN_LETTERS[index];
  if (letters === undefined) {
    letters = '';
    for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
    COLUMN_LETTERS[index] = letters;
  }
  return letters;
}

// Each row and cell carries its address (r="3", r="B3"): optional in the format, but readers that
// place cells by address (read-excel-file, which the spreadsheet import uses) read nothing without it.
// `attributes` is the cell's address and style, ` r="B3" s="1"`, its row part shared by the row's cells.
function cellXml(value: XlsxCell, attributes: string): string {
  if (value === null || value === undefined || value === '') return `<c${attributes}/>`;
  if (typeof value === 'number' && Number.isFinite(value)) return `<c${attributes}><v>${value}</v></c>`;
  // xml:space keeps leading and trailing spaces; a formula is never written, so text stays text.
  return `<c t="inlineStr"${attributes}><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

/** One row of the sheet, `row` counted from 1 as a spreadsheet shows it; the header row is bold. */
export function sheetRowXml(cells: readonly XlsxCell[], row: number, header = false): string {
  const rowEnd = header ? `${row}" s="1"` : `${row}"`;
  return `<row r="${row}">${cells.map((cell, column) => cellXml(cell, ` r="${columnLetters(column)}${rowEnd}`)).join('')}</row>`;
}

/** Writes a workbook of one sheet: `start`, then `rows` for each page, then `end`; each returns the bytes to send. */
export class XlsxStreamWriter {
  private offset = 0;
  private readonly entries: EntryRecord[] = [];
  private sheet: { name: Buffer; offset: number; crc: number; size: number; compressedSize: number } | null = null;
  /** The number of the last row written (the header is row 1). */
  private lastRow = 0;

  constructor(private readonly sheetName: string) {}

  start(headers: readonly string[]): Buffer {
    const pieces = STATIC_PARTS.map(([name, text]) => this.wholeEntry(name, Buffer.from(text, 'utf8')));
    pieces.push(this.wholeEntry('xl/workbook.xml', Buffer.from(
      `${XML_HEADER}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(this.sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'utf8',
    )));
    const name = Buffer.from('xl/worksheets/sheet1.xml', 'utf8');
    this.lastRow = 1;
    this.sheet = { name, offset: this.offset, crc: 0, size: 0, compressedSize: 0 };
    pieces.push(this.track(localHeader(name, STREAMED_FLAGS, 0, 0, 0)));
    pieces.push(this.sheetPiece(
      `${XML_HEADER}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${sheetRowXml(headers, this.lastRow, true)}`,
    ));
    return Buffer.concat(pieces);
  }

  rows(rows: readonly (readonly XlsxCell[])[]): Buffer {
    const first = this.lastRow + 1;
    this.lastRow += rows.length;
    return this.sheetPiece(rows.map((row, index) => sheetRowXml(row, first + index)).join(''));
  }

  end(): Buffer {
    const sheet = this.sheet!;
    const pieces = [this.sheetPiece('</sheetData></worksheet>')];
    // The final empty block closes the deflate stream the flushed pieces began.
    pieces.push(this.compressed(deflateRawSync(Buffer.alloc(0))));
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(sheet.crc, 4);
    descriptor.writeUInt32LE(sheet.compressedSize, 8);
    descriptor.writeUInt32LE(sheet.size, 12);
    pieces.push(this.track(descriptor));
    this.entries.push({ name: sheet.name, flags: STREAMED_FLAGS, crc: sheet.crc, compressedSize: sheet.compressedSize, size: sheet.size, offset: sheet.offset });
    pieces.push(this.centralDirectory());
    return Buffer.concat(pieces);
  }

  private sheetPiece(xml: string): Buffer {
    const sheet = this.sheet!;
    const raw = Buffer.from(xml, 'utf8');
    sheet.crc = crc32(raw, sheet.crc);
    sheet.size += raw.length;
    if (sheet.size > UINT32_LIMIT) throw new SheetTooLargeError('The sheet passed 4 GB; export fewer rows or use CSV');
    return this.compressed(deflateRawSync(raw, { finishFlush: constants.Z_FULL_FLUSH }));
  }

  private compressed(bytes: Buffer): Buffer {
    this.sheet!.compressedSize += bytes.length;
    return this.track(bytes);
  }

  /** A small entry known whole: sizes and CRC up front, in the local header. */
  private wholeEntry(name: string, raw: Buffer): Buffer {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = deflateRawSync(raw);
    const crc = crc32(raw);
    this.entries.push({ name: nameBytes, flags: WHOLE_FLAGS, crc, compressedSize: data.length, size: raw.length, offset: this.offset });
    return this.track(Buffer.concat([localHeader(nameBytes, WHOLE_FLAGS, crc, data.length, raw.length), data]));
  }

  private centralDirectory(): Buffer {
    const start = this.offset;
    const records = this.entries.map((entry) => {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4); // made by: zip 2.0
      record.writeUInt16LE(20, 6); // needed: zip 2.0
      record.writeUInt16LE(entry.flags, 8);
      record.writeUInt16LE(DEFLATE, 10);
      record.writeUInt16LE(DOS_TIME, 12);
      record.writeUInt16LE(DOS_DATE, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.compressedSize, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      return Buffer.concat([record, entry.name]);
    });
    const directory = Buffer.concat(records);
    if (start > UINT32_LIMIT) throw new SheetTooLargeError('The workbook passed 4 GB; export fewer rows or use CSV');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    return this.track(Buffer.concat([directory, end]));
  }

  private track(bytes: Buffer): Buffer {
    this.offset += bytes.length;
    return bytes;
  }
}

function localHeader(name: Buffer, flags: number, crc: number, compressedSize: number, size: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(compressedSize, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}
