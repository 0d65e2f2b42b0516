import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const CSV_PAGE_SIZE = 500;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
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

export interface CsvSource<T extends { id: number }> {
  /** Every matching id in the list's order: a small snapshot fixed when the export starts. */
  ids(): Promise<number[]>;
  /** The rows of some ids (any order). */
  rowsFor(ids: number[]): Promise<T[]>;
}

/**
 * Streams a CSV: the header, then rows fetched CSV_PAGE_SIZE ids at a time and written as they
 * come. Paging over an id snapshot (not OFFSET) keeps every page an index lookup, whatever the
 * sort, and rows never repeat or go missing when others write during a long download.
 */
export function sendCsv<T extends { id: number }>(reply: FastifyReply, filename: string, columns: readonly CsvColumn<T>[], source: CsvSource<T>): FastifyReply {
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(columns.map((column) => column.header));
    const ids = await source.ids();
    for (let start = 0; start < ids.length; start += CSV_PAGE_SIZE) {
      const chunk = ids.slice(start, start + CSV_PAGE_SIZE);
      const byId = new Map((await source.rowsFor(chunk)).map((row) => [row.id, row]));
      // Rows deleted since the snapshot are skipped.
      const rows = chunk.flatMap((id) => byId.get(id) ?? []);
      if (rows.length > 0) yield rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines()));
}

/** `workers-2026-01-15.csv` */
export function csvFilename(resource: string, today: string): string {
  return `${resource}-${today}.csv`;
}
