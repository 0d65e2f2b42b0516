import { describe, expect, it } from 'vitest';
import { EXPORT_LABELS } from '../modules/exports/export-labels';
import type { ExportColumn, ExportRun } from '../modules/exports/list-export';
import { csvLine, runExport, UTF8_BOM } from '../modules/exports/list-export';
import type { KeysetPosition, KeysetSource } from './keyset';
import { keysetPages } from './keyset';

interface Row {
  id: number;
  score: number;
}

/**
 * A list in memory, sorted by score then id (descending: both reversed), served the way the
 * database serves it: positions after a position, then rows by id. It records every call.
 */
function memorySource(table: Row[], descending: boolean) {
  const calls: { limit: number; rows: number }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const compare = (a: { score: number; id: number }, b: { score: number; id: number }) => (descending ? -1 : 1) * (a.score - b.score || a.id - b.id);
  const track = async <T>(work: () => T): Promise<T> => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    return work();
  };
  const source: KeysetSource<Row> = {
    positions: (after: KeysetPosition | null, limit: number) =>
      track(() => {
        const sorted = [...table].sort(compare);
        const rest = after ? sorted.filter((row) => compare(row, { score: Number(after.key), id: after.id }) > 0) : sorted;
        const page = rest.slice(0, limit);
        calls.push({ limit, rows: page.length });
        return page.map((row) => ({ id: row.id, key: String(row.score) }));
      }),
    rowsFor: (ids: number[]) => track(() => table.filter((row) => ids.includes(row.id)).reverse()),
  };
  return { source, calls, maxInFlight: () => maxInFlight };
}

/** 23 rows in runs of equal scores (ids not in score order). */
function tableWithTies(): Row[] {
  return Array.from({ length: 23 }, (_, index) => ({ id: index + 1, score: (index * 7) % 4 }));
}

async function collect(pages: AsyncGenerator<Row[]>): Promise<Row[][]> {
  const result: Row[][] = [];
  for await (const page of pages) result.push(page);
  return result;
}

describe('keysetPages', () => {
  it.each([false, true])('gives every row once, in order, across page boundaries inside runs of ties (descending: %s)', async (descending) => {
    const table = tableWithTies();
    const { source, calls, maxInFlight } = memorySource(table, descending);
    const pages = await collect(keysetPages(source, 4));
    const expected = [...table].sort((a, b) => (descending ? -1 : 1) * (a.score - b.score || a.id - b.id));
    expect(pages.flat()).toEqual(expected);
    expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 4, 4, 3]);
    // Never asked for more than one page, nor for two at once; the short last page ends the walk.
    expect(calls.every((call) => call.limit === 4)).toBe(true);
    expect(calls).toHaveLength(6);
    expect(maxInFlight()).toBe(1);
  });

  it('asks for the next page only when the previous one has been taken', async () => {
    const { source, calls } = memorySource(tableWithTies(), false);
    const pages = keysetPages(source, 5);
    expect(calls).toHaveLength(0);
    await pages.next();
    expect(calls).toHaveLength(1);
    await pages.next();
    expect(calls).toHaveLength(2);
    await pages.return(undefined);
    expect(calls).toHaveLength(2);
  });

  it('skips rows deleted between a page’s positions and its rows, and goes on after them', async () => {
    const table = tableWithTies();
    const { source } = memorySource(table, false);
    const positions = source.positions.bind(source);
    // Every page loses its last row between the two reads: the walk still continues from it.
    const vanishing: KeysetSource<Row> = {
      positions: async (after, limit) => {
        const page = await positions(after, limit);
        const last = page[page.length - 1];
        if (last && page.length === limit) table.splice(table.findIndex((row) => row.id === last.id), 1);
        return page;
      },
      rowsFor: (ids) => source.rowsFor(ids),
    };
    const before = [...table].sort((a, b) => a.score - b.score || a.id - b.id);
    const walked = (await collect(keysetPages(vanishing, 4))).flat();
    expect(walked).toEqual(before.filter((row) => table.includes(row)));
    expect(walked.length).toBe(before.length - 5);
  });

  it('ends at once on an empty list', async () => {
    const { source, calls } = memorySource([], false);
    expect(await collect(keysetPages(source, 4))).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

async function drain(run: ExportRun): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of run.chunks) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('runExport', () => {
  const columns: ExportColumn<Row>[] = [
    { key: 'id', header: 'ID', value: (row: Row) => row.id },
    { key: 'score', header: 'Rating', value: (row: Row) => row.score },
  ];

  it('streams the BOM, the header and the rows of every page, as the same bytes whatever the page size', async () => {
    const table = tableWithTies();
    const bodies: string[] = [];
    for (const pageSize of [1, 4, 500]) {
      const { source, calls } = memorySource(table, true);
      const run = await runExport({ columns, source, counting: { kind: 'exact', count: async () => table.length } }, 'csv', EXPORT_LABELS.en, 'requests', undefined, pageSize);
      bodies.push(await drain(run));
      expect(run.outcome()).toBe('done');
      expect(calls.every((call) => call.limit === pageSize)).toBe(true);
    }
    const sorted = [...table].sort((a, b) => b.score - a.score || b.id - a.id);
    expect(bodies[0]).toBe(UTF8_BOM + csvLine(['ID', 'Rating']) + sorted.map((row) => csvLine([row.id, row.score])).join(''));
    expect(new Set(bodies).size).toBe(1);
  });

  it('stops reading the list when progress answers false, and when the reader goes away', async () => {
    const table = tableWithTies();
    const stopped = memorySource(table, true);
    const seen: number[] = [];
    const run = await runExport({ columns, source: stopped.source, counting: { kind: 'exact', count: async () => 0 } }, 'csv', EXPORT_LABELS.en, 'requests', (rows) => {
      seen.push(rows);
      return rows < 8;
    }, 4);
    const body = await drain(run);
    expect(run.outcome()).toBe('stopped');
    expect(seen).toEqual([4, 8]);
    expect(body.trim().split('\r\n')).toHaveLength(1 + 8);
    // The first page was read up front, the second after the first was taken: no third read.
    expect(stopped.calls).toHaveLength(2);

    const abandoned = memorySource(table, true);
    const left = await runExport({ columns, source: abandoned.source, counting: { kind: 'exact', count: async () => 0 } }, 'csv', EXPORT_LABELS.en, 'requests', undefined, 4);
    await left.chunks.next();
    await left.chunks.return(undefined);
    expect(left.outcome()).toBe('cut');
    expect(abandoned.calls).toHaveLength(1);
  });
});
