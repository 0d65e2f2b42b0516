import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_COLUMN_KEYS, type CsvColumnKey, type CsvList } from '@carcare/contracts';
import type { KeysetSource } from './keyset';
import { keysetPages } from './keyset';

export const CSV_PAGE_SIZE = 500;

export interface CsvColumn<T, K extends string = string> {
  /** What the `columns` parameter calls it (CSV_COLUMN_KEYS); several columns may share a key. */
  key: K;
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * A list's CSV columns, each under one of its keys in CSV_COLUMN_KEYS; a key without a column fails
 * at start-up, so `columns` never names something the export cannot write.
 */
export function defineCsvColumns<L extends CsvList, T>(list: L, columns: CsvColumn<T, CsvColumnKey<L>>[]): CsvColumn<T, CsvColumnKey<L>>[] {
  const missing = CSV_COLUMN_KEYS[list].filter((key) => !columns.some((column) => column.key === key));
  if (missing.length > 0) throw new Error(`CSV of ${list}: no column for ${missing.join(', ')}`);
  return columns;
}

/** The columns the caller asked for, in its order (absent: all of them). */
export function pickCsvColumns<T, K extends string>(columns: readonly CsvColumn<T, K>[], keys: readonly K[] | undefined): CsvColumn<T, K>[] {
  if (keys === undefined) return [...columns];
  return keys.flatMap((key) => columns.filter((column) => column.key === key));
}

/** A spreadsheet must not run a cell as a formula: text starting with = + - @ (or tab/CR) gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Streams a CSV: the header, then the list CSV_PAGE_SIZE rows at a time, each page read by keyset
 * after the last row written (see keyset.ts) and written as it comes. Neither the rows nor their
 * ids are ever all in memory, no page scans what earlier pages read, and no transaction stays open
 * for the download. The stream reads one page ahead of what the client has taken, no more. The
 * first page is read before anything is sent, so a sort or filter the database refuses answers
 * its 400 rather than cutting a download short.
 */
export async function sendCsv<T extends { id: number }>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<T>[],
  source: KeysetSource<T>,
  pageSize: number = CSV_PAGE_SIZE,
): Promise<FastifyReply> {
  const pages = keysetPages(source, pageSize);
  const first = await pages.next();
  const linesOf = (rows: T[]) => rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(columns.map((column) => column.header));
    if (first.done) return;
    yield linesOf(first.value);
    for await (const rows of pages) yield linesOf(rows);
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines(), { highWaterMark: 1 }));
}

/** `workers-2026-01-15.csv` */
export function csvFilename(resource: string, today: string): string {
  return `${resource}-${today}.csv`;
}
