import type { CsvColumnKey, CsvList, ExportFormat, Language, Permission } from '@carcare/contracts';
import { CSV_COLUMN_KEYS, csvColumnsParamSchema } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/transaction';
import type { AccessScope } from '../scope/access-scope';
import type { KeysetPosition, KeysetSource } from '../../http/keyset';
import { keysetPages } from '../../http/keyset';
import type { CountStrategy } from '../../http/list-page';
import { countLargeList } from '../../http/list-page';
import type { ExportHeader, ExportLabels } from './export-labels';
import { XlsxStreamWriter } from './xlsx-writer';

export const EXPORT_PAGE_SIZE = 500;

export type ExportCell = string | number | null | undefined;

export interface ExportColumn<T, K extends string = string> {
  /** What the `columns` parameter calls it (CSV_COLUMN_KEYS); several columns may share a key. */
  key: K;
  /** Its title in English; the labels give it in the export's language. */
  header: ExportHeader;
  /** The cell: words for codes and India time for instants come from `labels` and `indiaDateTime`. */
  value: (row: T, labels: ExportLabels) => ExportCell;
}

/**
 * A list's columns, each under one of its keys in CSV_COLUMN_KEYS; a key without a column fails at
 * start-up, so `columns` never names something the export cannot write.
 */
export function defineExportColumns<L extends CsvList, T>(list: L, columns: ExportColumn<T, CsvColumnKey<L>>[]): ExportColumn<T, CsvColumnKey<L>>[] {
  const missing = CSV_COLUMN_KEYS[list].filter((key) => !columns.some((column) => column.key === key));
  if (missing.length > 0) throw new Error(`Export of ${list}: no column for ${missing.join(', ')}`);
  return columns;
}

/** The columns the caller asked for, in its order (absent: all of them). */
export function pickExportColumns<T, K extends string>(columns: readonly ExportColumn<T, K>[], keys: readonly K[] | undefined): ExportColumn<T, K>[] {
  if (keys === undefined) return [...columns];
  return keys.flatMap((key) => columns.filter((column) => column.key === key));
}

/** One export of a list, ready to run: its rows' source, columns and how to count them. */
export interface PreparedExport<T extends { id: number } = { id: number }> {
  columns: readonly ExportColumn<T>[];
  source: KeysetSource<T>;
  counting: CountStrategy;
}

/** How a list's export reads its rows: one condition, and the queries that read under it. */
export interface KeysetListRead<T extends { id: number }, W> {
  /** The list's scope and filters as one condition (undefined for a list without any). */
  where: W;
  /** At most `limit` positions after `after`, in the list's order (see KeysetSource). */
  positions(where: W, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]>;
  /** The rows of some ids; `where` for a list whose rows show something of the condition. */
  rowsFor(ids: number[], where: W): Promise<T[]>;
  /** How a download ticket counts the list: exact, or a large list's estimate (countLargeList). */
  counting(where: W): CountStrategy;
}

/**
 * A list's export read by keyset, with the caller's columns. The condition is built once and
 * handed to the walk and to the count alike, so the total a ticket announces counts the rows the
 * file holds.
 */
export function keysetListExport<T extends { id: number }, K extends string, W>(
  columns: readonly ExportColumn<T, K>[],
  requestedColumns: readonly K[] | undefined,
  read: KeysetListRead<T, W>,
): PreparedExport<T> {
  const { where } = read;
  return {
    columns: pickExportColumns(columns, requestedColumns),
    source: {
      positions: (after, limit) => read.positions(where, after, limit),
      rowsFor: (ids) => read.rowsFor(ids, where),
    },
    counting: read.counting(where),
  };
}

/**
 * What a list contributes to exports: its name (also the file's), who may export it, the query its
 * export takes (the list's filters and sort plus `columns`), and how a caller's query becomes rows.
 * The same definition serves `GET /api/v1/<list>.csv|.xlsx` and the download tickets.
 */
export interface ListExport<Q = unknown> {
  list: CsvList;
  /** The XLSX sheet's name (at most 31 characters, no `[]:*?/\`). */
  sheet: Readonly<Record<Language, string>>;
  permission: Permission;
  /** The words of the OpenAPI summary: "the filtered request list". */
  what: string;
  query: z.ZodType<Q>;
  /** `today` is India's date, for lists whose rows depend on it (a worker on leave today); `caller` for lists of the caller's own rows. */
  prepare(scope: AccessScope, query: Q, today: string, caller: ExportCaller): PreparedExport<{ id: number }>;
}

/** Who exports, and when: a list of one admin's own rows (notifications) is read by this. */
export interface ExportCaller {
  adminId: number;
  now: Date;
}

/** Declares a list's export with its query's type checked against `prepare`. */
export function defineListExport<S extends z.ZodType, T extends { id: number }>(definition: {
  list: CsvList;
  sheet: Readonly<Record<Language, string>>;
  permission: Permission;
  what: string;
  query: S;
  prepare(scope: AccessScope, query: z.output<S>, today: string, caller: ExportCaller): PreparedExport<T>;
}): ListExport<z.output<S>> {
  return definition as unknown as ListExport<z.output<S>>;
}

/** A paged list's own reads that its export walks: positions in its order, rows by id, the count. */
export interface ExportedListReads<T> {
  positions(db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]>;
  byIds(db: Executor, ids: number[]): Promise<T[]>;
  /** Its exact count; or, for a large list, its table, whose count is estimated first (countLargeList). */
  count: ((db: Executor, where: SQL | undefined) => Promise<number>) | PgTable;
}

/** What a paged list's export says of itself: its sheet, who may export it, and its summary's words. */
type ExportTitle = Pick<ListExport, 'sheet' | 'permission' | 'what'>;

type PagedQuery<S extends z.ZodType> = Omit<z.output<S>, 'page' | 'page_size' | 'cursor'>;

/**
 * The export of a list paged by offset and counted exactly: its filters and sort are the list's
 * query without the page, its condition the list's, and its rows read by the list's own reads,
 * so the file holds what the pages show.
 */
export function pagedListExport<L extends CsvList, S extends z.ZodType<{ page: number; page_size: number }>, T extends { id: number }>(
  db: Executor,
  list: L,
  columns: readonly ExportColumn<T, CsvColumnKey<L>>[],
  title: ExportTitle,
  read: {
    query: S;
    /** For a list paged by cursor too: its `cursor`, like its page, is no filter. */
    cursor?: true;
    where: (scope: AccessScope, query: PagedQuery<S>, today: string) => SQL | undefined;
    reads: ExportedListReads<T>;
  },
): ListExport<PagedQuery<S> & { columns?: CsvColumnKey<L>[] }> {
  const { reads } = read;
  // Every paged list's query schema is an object with `page` and `page_size`; only the type is lost here.
  const paging = read.cursor ? { page: true, page_size: true, cursor: true } : { page: true, page_size: true };
  const query = (read.query as unknown as z.ZodObject).omit(paging as never).extend({ columns: csvColumnsParamSchema(list) });
  const { count } = reads;
  return defineListExport({
    list,
    ...title,
    query: query as unknown as z.ZodType<PagedQuery<S> & { columns?: CsvColumnKey<L>[] }>,
    prepare: (scope, q, today) =>
      keysetListExport(columns, q.columns, {
        where: read.where(scope, q, today),
        positions: (where, after, limit) => reads.positions(db, where, (q as { sort?: string }).sort, after, limit),
        rowsFor: (ids) => reads.byIds(db, ids),
        counting: (where) => (typeof count === 'function' ? { kind: 'exact', count: () => count(db, where) } : countLargeList(db, count, where)),
      }),
  });
}

/** `workers-2026-01-15.csv` */
export function exportFileName(list: string, today: string, format: ExportFormat): string {
  return `${list}-${today}.${format}`;
}

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A spreadsheet must not run a cell as a formula: text starting with = + - @ (or tab/CR) gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly ExportCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a CSV as UTF-8 (₹, Devanagari) only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** How a format turns the header and pages of rows into bytes. */
interface FileEncoder {
  start(headers: readonly string[]): Buffer;
  rows(rows: readonly (readonly ExportCell[])[]): Buffer;
  end(): Buffer;
}

function encoderFor(format: ExportFormat, sheetName: string): FileEncoder {
  if (format === 'xlsx') return new XlsxStreamWriter(sheetName);
  return {
    start: (headers) => Buffer.from(UTF8_BOM + csvLine(headers), 'utf8'),
    rows: (rows) => Buffer.from(rows.map(csvLine).join(''), 'utf8'),
    end: () => Buffer.alloc(0),
  };
}

/** Told after every page written: the rows and bytes so far. Answers false to stop the export there. */
export type ExportProgress = (rowsWritten: number, bytesWritten: number) => Promise<boolean> | boolean;

export interface ExportRun {
  /** The file's bytes, a page at a time; ending it early (client gone) stops reading the database. */
  chunks: AsyncGenerator<Buffer>;
  /** How it ended: done, stopped by `progress`, or cut short (the client went away, or an error). */
  outcome(): 'done' | 'stopped' | 'cut';
  /** The rows and bytes sent so far. */
  written(): { rows: number; bytes: number };
}

/**
 * Runs an export: the header, then the list EXPORT_PAGE_SIZE rows at a time, each page read by
 * keyset after the last row written (see keyset.ts) and encoded as it comes. Neither the rows nor
 * their ids are ever all in memory, no page scans what earlier pages read, and no transaction or
 * cursor stays open between pages, so a download cut short holds nothing in the database. The
 * first page is read before this returns, so a sort or filter the database refuses answers its
 * 400 rather than cutting a download short.
 */
export async function runExport<T extends { id: number }>(
  prepared: PreparedExport<T>,
  format: ExportFormat,
  labels: ExportLabels,
  sheet: string,
  progress?: ExportProgress,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<ExportRun> {
  const { columns, source } = prepared;
  const pages = keysetPages(source, pageSize);
  const first = await pages.next();
  const encoder = encoderFor(format, sheet);
  const cellsOf = (rows: T[]) => rows.map((row) => columns.map((column) => column.value(row, labels)));
  let outcome: 'done' | 'stopped' | 'cut' = 'cut';
  let rowsWritten = 0;
  let bytesWritten = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    try {
      const head = encoder.start(columns.map((column) => labels.headers[column.header]));
      bytesWritten += head.length;
      yield head;
      let page = first;
      while (!page.done) {
        const bytes = encoder.rows(cellsOf(page.value));
        rowsWritten += page.value.length;
        bytesWritten += bytes.length;
        yield bytes;
        if (progress && !(await progress(rowsWritten, bytesWritten))) {
          outcome = 'stopped';
          return;
        }
        // Lets the event loop take other requests between pages: an embedded database answers
        // within microtasks, and a socket that keeps up never waits, so without this pause a long
        // export would starve every other request (its own progress and cancel included).
        await new Promise<void>((resolve) => setImmediate(resolve));
        page = await pages.next();
      }
      const tail = encoder.end();
      bytesWritten += tail.length;
      if (tail.length > 0) yield tail;
      outcome = 'done';
      if (progress) await progress(rowsWritten, bytesWritten);
    } finally {
      // Closes the keyset walk whatever ended this (the client gone, a cancel, an error).
      await pages.return(undefined);
    }
  }
  return { chunks: chunks(), outcome: () => outcome, written: () => ({ rows: rowsWritten, bytes: bytesWritten }) };
}
