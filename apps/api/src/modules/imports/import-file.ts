import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_OPTIONAL_COLUMNS, type ImportList } from '@carcare/contracts';
import { readSheet } from 'read-excel-file/node';
import { HttpError, invalidField } from '../../http/http-error';

/** One data row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export interface ImportRow {
  row: number;
  cells: Readonly<Record<string, string>>;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const fileProblem = (message: string, code: Parameters<typeof invalidField>[2], params?: Parameters<typeof invalidField>[3]) => invalidField('file', message, code, params);
export const importFileTooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', `The file is too large: at most ${IMPORT_MAX_BYTES} bytes`);

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF ends a record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

async function sheetRecords(bytes: Buffer): Promise<string[][]> {
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) {
    try {
      const data = await readSheet(bytes);
      return data.map((row) => row.map(cellText));
    } catch {
      throw fileProblem('Choose a CSV or XLSX file', 'unsupported_file');
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  // A binary file (an image, an old .xls) is not text: NULs never appear in a CSV.
  if (text.includes('\u0000')) throw fileProblem('Choose a CSV or XLSX file', 'unsupported_file');
  return parseCsv(text);
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * The rows of an uploaded CSV or XLSX (its first sheet), checked as a file: a header naming only
 * the list's columns and all its required ones, at least one row and at most IMPORT_MAX_ROWS.
 * Blank lines are skipped; each row keeps its number in the file.
 */
export async function readImportFile(list: ImportList, bytes: Buffer): Promise<ImportRow[]> {
  if (bytes.length > IMPORT_MAX_BYTES) throw importFileTooLarge();
  if (bytes.length === 0) throw fileProblem('The file has no header row', 'no_header');
  const records = await sheetRecords(bytes);
  const headerAt = records.findIndex((record) => !isBlank(record));
  if (headerAt < 0) throw fileProblem('The file has no header row', 'no_header');
  const header = records[headerAt]!.map((name) => name.trim().toLowerCase());
  const expected: readonly string[] = IMPORT_COLUMNS[list];
  const unknown = header.filter((name) => name !== '' && !expected.includes(name));
  if (unknown.length > 0) {
    throw fileProblem(`Unknown columns: ${unknown.join(', ')}. The import takes: ${expected.join(', ')}`, 'unknown_columns', { columns: unknown.join(', '), expected: expected.join(', ') });
  }
  const missing = expected.filter((name) => !header.includes(name) && !IMPORT_OPTIONAL_COLUMNS[list].includes(name));
  if (missing.length > 0) throw fileProblem(`Missing columns: ${missing.join(', ')}`, 'missing_columns', { columns: missing.join(', ') });
  const rows: ImportRow[] = [];
  for (let index = headerAt + 1; index < records.length; index += 1) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    if (rows.length === IMPORT_MAX_ROWS) throw fileProblem(`The file has more than ${IMPORT_MAX_ROWS} rows; split it into smaller files`, 'too_many_rows', { max: IMPORT_MAX_ROWS });
    const cells: Record<string, string> = {};
    header.forEach((name, column) => {
      if (name !== '') cells[name] = (record[column] ?? '').trim();
    });
    rows.push({ row: index + 1, cells });
  }
  if (rows.length === 0) throw fileProblem('The file has a header and no rows', 'no_rows');
  return rows;
}
