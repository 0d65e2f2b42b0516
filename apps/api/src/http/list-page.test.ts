import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workers } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { CountStrategy } from './list-page';
import { countLargeList, listPage } from './list-page';

/** A count strategy that answers `total` (an estimate when asked to) and records how often it was asked. */
function countingStrategy(total: number, estimated: boolean) {
  const asked = { estimate: 0, count: 0 };
  const strategy: CountStrategy = {
    kind: 'estimate',
    estimate: async () => {
      asked.estimate++;
      return estimated ? total : null;
    },
    count: async () => {
      asked.count++;
      return total;
    },
  };
  return { asked, strategy };
}

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));

describe('listPage', () => {
  it('answers the exact total of a short page read by number without counting', async () => {
    const { asked, strategy } = countingStrategy(999_999, true);
    const page = await listPage({ page: 3, page_size: 25 }, async () => rowsOf(7), strategy);
    expect(page).toEqual({ data: rowsOf(7), page: 3, page_size: 25, total: 57 });
    expect(asked).toEqual({ estimate: 0, count: 0 });
    const empty = await listPage({ page: 1, page_size: 25 }, async () => [], strategy);
    expect(empty.total).toBe(0);
    expect(asked).toEqual({ estimate: 0, count: 0 });
  });

  it('counts when the page is full, empty past page 1, or read by cursor (its offset is unknown)', async () => {
    const full = countingStrategy(400_000, true);
    expect(await listPage({ page: 1, page_size: 25 }, async () => rowsOf(25), full.strategy)).toMatchObject({ total: 400_000, total_is_estimate: true });
    expect(full.asked).toEqual({ estimate: 1, count: 0 });

    const beyond = countingStrategy(30, false);
    expect(await listPage({ page: 9, page_size: 25 }, async () => [], beyond.strategy)).toMatchObject({ data: [], total: 30 });
    expect(beyond.asked).toEqual({ estimate: 1, count: 1 });

    const byCursor = countingStrategy(60, false);
    const page = await listPage({ page: 3, page_size: 25, cursor: 'c' }, async () => ({ data: rowsOf(10), prev_cursor: 'p' }), byCursor.strategy);
    expect(page).toEqual({ data: rowsOf(10), page: 3, page_size: 25, total: 60, prev_cursor: 'p' });
    expect(byCursor.asked).toEqual({ estimate: 1, count: 1 });
  });
});

describe('countLargeList', () => {
  /** A database that plans every query at `planRows` rows and counts the statements it is sent. */
  function planningDb(planRows: number) {
    const sent = { statements: 0 };
    const db = {
      execute: async () => {
        sent.statements++;
        return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': planRows } }] }] };
      },
    } as unknown as Executor;
    return { db, sent };
  }

  it('reuses the planner estimate of the same condition instead of planning on every page', async () => {
    const { db, sent } = planningDb(250_000);
    const ofWorkshop = (id: number) => countLargeList(db, workers, eq(workers.workshopId, id));
    const first = ofWorkshop(1);
    expect(first.kind === 'estimate' && (await first.estimate())).toBe(250_000);
    const again = ofWorkshop(1);
    expect(again.kind === 'estimate' && (await again.estimate())).toBe(250_000);
    expect(sent.statements).toBe(1);
    // Another condition (another filter or scope) is planned on its own.
    const other = ofWorkshop(2);
    expect(other.kind === 'estimate' && (await other.estimate())).toBe(250_000);
    expect(sent.statements).toBe(2);
    // Another database does not share the first one's estimates.
    const elsewhere = planningDb(250_000);
    const there = countLargeList(elsewhere.db, workers, eq(workers.workshopId, 1));
    expect(there.kind === 'estimate' && (await there.estimate())).toBe(250_000);
    expect(elsewhere.sent.statements).toBe(1);
  });
});
