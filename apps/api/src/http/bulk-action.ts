import type { BulkItem, BulkJob, BulkList, BulkNoun, BulkResponse, BulkResult } from '@carcare/contracts';
import { BULK_JOB_MAX_ITEMS, BULK_MAX_ITEMS } from '@carcare/contracts';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock';
import { conflict, HttpError, invalidField } from './http-error';

/** What a bulk body names: the ticked rows, or every row of a filter with the count the caller saw. */
export interface BulkSelection<F, I extends BulkItem> {
  items?: readonly I[];
  filter?: F;
  expected_count?: number;
}

export interface BulkRun<F, I extends BulkItem> {
  noun: BulkNoun;
  /** The list and its action, as a job records them. */
  list: BulkList;
  action: string;
  /**
   * The rows the filter matches in the caller's scope, in id order, at their current versions:
   * at most `limit` of them (the runner asks for one more than the bound to tell "too many").
   */
  matching: (filter: F, limit: number) => Promise<I[]>;
  /** The single action on one row at `now`, in its own transaction, with its scope, version check and audit event. */
  apply: (item: I, now: Date) => Promise<void>;
  /** The same action as a job names it, so any process can rebuild it and carry the job on. */
  job: BulkJobAction;
}

/**
 * A bulk action as a job records it: the handler its module defined under this name, the action's
 * own parameters and the caller's address for the audit trail; all of it JSON.
 */
export interface BulkJobAction {
  handler: string;
  params: unknown;
  ip: string | null;
}

/** One job's work: the rows read when it was asked for, and the action to apply to each. */
export interface BulkJobWork<I extends BulkItem> extends BulkJobAction {
  adminId: number;
  list: BulkList;
  action: string;
  items: readonly I[];
}

/** What works a job through in the background (the bulk-jobs module's runner): records it and answers it, running. */
export interface BulkJobStarter {
  start<I extends BulkItem>(work: BulkJobWork<I>): Promise<BulkJob>;
}

/** Who asks, and what a bulk call by filter above BULK_MAX_ITEMS needs to become a job. */
export interface BulkCaller {
  adminId: number;
  clock: Clock;
  jobs: BulkJobStarter;
  /** The call's reply: a job answers 202. */
  reply: FastifyReply;
}

/**
 * Runs one action over many rows, the way every bulk endpoint does:
 * - by filter, the rows matching now are read first; another count than the caller saw answers 409
 *   (the list changed); more than BULK_JOB_MAX_ITEMS answers 400 asking to narrow the filter;
 * - up to BULK_MAX_ITEMS rows are acted on in the call, which answers each row's result (200);
 * - more (by filter) become a job: the call answers 202 with it at once, and the rows are worked
 *   through in the background a batch at a time (BulkJobRunner), each the same way;
 * - each row goes through the single action on its own, so one refusal leaves the others as they
 *   are. An expected refusal (a 4xx the single action answers: NOT_FOUND out of scope,
 *   STALE_VERSION, INVALID_TRANSITION…) becomes that row's result; anything else fails the call.
 * Rows run one after another so a bulk call holds one pooled connection, as a single action does.
 */
export async function runBulkAction<F, I extends BulkItem>(selection: BulkSelection<F, I>, run: BulkRun<F, I>, caller: BulkCaller): Promise<BulkResponse | BulkJob> {
  const items = selection.filter === undefined ? (selection.items ?? []) : await matchingItems(selection.filter, selection.expected_count, run);
  if (items.length > BULK_MAX_ITEMS) {
    const job = await caller.jobs.start({ adminId: caller.adminId, list: run.list, action: run.action, items, ...run.job });
    caller.reply.code(202);
    return job;
  }
  const results: BulkResult[] = [];
  for (const item of items) {
    try {
      await run.apply(item, caller.clock.now());
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
  const items = await run.matching(filter, BULK_JOB_MAX_ITEMS + 1);
  if (items.length > BULK_JOB_MAX_ITEMS) {
    throw invalidField('filter', `More than ${BULK_JOB_MAX_ITEMS.toLocaleString('en-IN')} ${noun.many} match; narrow the filter to ${BULK_JOB_MAX_ITEMS.toLocaleString('en-IN')} or fewer`, 'too_many_match', { max: BULK_JOB_MAX_ITEMS });
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
    `At most ${BULK_MAX_ITEMS} ${noun.many} are listed by id. A filter matching up to ${BULK_MAX_ITEMS} answers 200 with every result; up to ${BULK_JOB_MAX_ITEMS} answers 202 with a bulk job the server works through in batches (follow it with GET /api/v1/bulk-jobs/{id}, its refused rows with GET /api/v1/bulk-jobs/{id}/refused, stop it with POST /api/v1/bulk-jobs/{id}/cancel); more answers 400 asking to narrow it. A filter matching another count than \`expected_count\` answers 409 CONFLICT (the list changed). ` +
    `A ${noun.one} chosen by filter is acted on at the version it has when the call reads it.`
  );
}
