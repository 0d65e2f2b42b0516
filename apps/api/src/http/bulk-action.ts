import type { BulkItem, BulkNoun, BulkResponse, BulkResult } from '@carcare/contracts';
import { BULK_MAX_ITEMS } from '@carcare/contracts';
import { conflict, HttpError, invalidField } from './http-error';

/** What a bulk body names: the ticked rows, or every row of a filter with the count the caller saw. */
export interface BulkSelection<F, I extends BulkItem> {
  items?: readonly I[];
  filter?: F;
  expected_count?: number;
}

export interface BulkRun<F, I extends BulkItem> {
  noun: BulkNoun;
  /**
   * The rows the filter matches in the caller's scope, in id order, at their current versions:
   * at most `limit` of them (the runner asks for one more than the bound to tell "too many").
   */
  matching: (filter: F, limit: number) => Promise<I[]>;
  /** The single action on one row, in its own transaction, with its scope, version check and audit event. */
  apply: (item: I) => Promise<void>;
}

/**
 * Runs one action over many rows, the way every bulk endpoint does:
 * - by filter, the rows matching now are read first; more than BULK_MAX_ITEMS answers 400 asking
 *   to narrow the filter, another count than the caller saw answers 409 (the list changed);
 * - each row then goes through the single action on its own, so one refusal leaves the others as
 *   they are. An expected refusal (a 4xx the single action answers: NOT_FOUND out of scope,
 *   STALE_VERSION, INVALID_TRANSITION…) becomes that row's result; anything else fails the call.
 * The bound keeps the call's time bounded; rows run one after another so a bulk call holds one
 * pooled connection, as a single action does.
 */
export async function runBulkAction<F, I extends BulkItem>(selection: BulkSelection<F, I>, run: BulkRun<F, I>): Promise<BulkResponse> {
  const items = selection.filter === undefined ? (selection.items ?? []) : await matchingItems(selection.filter, selection.expected_count, run);
  const results: BulkResult[] = [];
  for (const item of items) {
    try {
      await run.apply(item);
      results.push({ id: item.id, outcome: 'done' });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      results.push({ id: item.id, outcome: 'refused', code: error.code, message: error.message });
    }
  }
  const done = results.filter((result) => result.outcome === 'done').length;
  return { results, done, refused: results.length - done };
}

async function matchingItems<F, I extends BulkItem>(filter: F, expectedCount: number | undefined, run: BulkRun<F, I>): Promise<I[]> {
  const { noun } = run;
  const items = await run.matching(filter, BULK_MAX_ITEMS + 1);
  if (items.length > BULK_MAX_ITEMS) {
    throw invalidField('filter', `More than ${BULK_MAX_ITEMS} ${noun.many} match; narrow the filter to ${BULK_MAX_ITEMS} or fewer`);
  }
  if (items.length !== expectedCount) {
    throw conflict('CONFLICT', `The list has changed: ${items.length} ${noun.many} match now, not ${expectedCount}. Check the list and try again.`);
  }
  return items;
}

/** The part of a bulk route's description every bulk route shares. */
export function bulkRouteDescription(noun: BulkNoun, refusals: string): string {
  return (
    `Each ${noun.one} goes through the single action in its own transaction and gets its own result: done, or refused with the code and message the single action answers (${refusals}). ` +
    `At most ${BULK_MAX_ITEMS} ${noun.many} per call: a filter matching more answers 400 asking to narrow it; a filter matching another count than \`expected_count\` answers 409 CONFLICT (the list changed). ` +
    `A ${noun.one} chosen by filter is acted on at the version it has when the call reads it.`
  );
}
