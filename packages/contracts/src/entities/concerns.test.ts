import { describe, expect, it } from 'vitest';
import {
  allowedConcernActions,
  CONCERN_ACTIONS,
  CONCERN_STATUSES,
  concernCode,
  concernIsFinal,
  invalidConcernTransitionMessage,
  nextConcernStatus,
} from '../plain/concerns';
import { concernListQuerySchema, createConcernBodySchema, replyConcernBodySchema } from './concerns';

describe('nextConcernStatus (DESIGN §4: open → in_progress → resolved → closed; resolved → open)', () => {
  it('gives the next status for every state × action, null where the machine has no arrow', () => {
    const table = Object.fromEntries(CONCERN_STATUSES.map((status) => [status, Object.fromEntries(CONCERN_ACTIONS.map((action) => [action, nextConcernStatus(status, action)]))]));
    expect(table).toEqual({
      open: { start: 'in_progress', resolve: null, close: null, reopen: null },
      in_progress: { start: null, resolve: 'resolved', close: null, reopen: null },
      resolved: { start: null, resolve: null, close: 'closed', reopen: 'open' },
      closed: { start: null, resolve: null, close: null, reopen: null },
    });
  });

  it('offers exactly the allowed actions of each state; closed is final', () => {
    expect(allowedConcernActions('open')).toEqual(['start']);
    expect(allowedConcernActions('in_progress')).toEqual(['resolve']);
    expect(allowedConcernActions('resolved')).toEqual(['close', 'reopen']);
    expect(allowedConcernActions('closed')).toEqual([]);
    expect(CONCERN_STATUSES.filter(concernIsFinal)).toEqual(['closed']);
  });

  it('explains an illegal action in words', () => {
    expect(invalidConcernTransitionMessage('closed', 'resolve')).toBe('This concern is closed; only in progress concerns can be resolved');
    expect(invalidConcernTransitionMessage('open', 'reopen')).toBe('This concern is open; only resolved concerns can be reopened');
  });

  it('derives the code from the id', () => {
    expect(concernCode(42)).toBe('UC-000042');
  });
});

describe('concern bodies', () => {
  const phoneConcern = { customer_name: 'Aditi Sharma', customer_phone: '9812345678', category: 'damage', subject: 'Scratch', description: 'Scratch on the bumper' };

  it('default the priority to medium and accept a request code in several spellings', () => {
    expect(createConcernBodySchema.parse(phoneConcern).priority).toBe('medium');
    for (const code of ['SR-000123', 'sr-123', '123', ' SR123 ']) expect(createConcernBodySchema.safeParse({ ...phoneConcern, request_code: code }).success).toBe(true);
    expect(createConcernBodySchema.parse({ ...phoneConcern, request_code: '' }).request_code).toBeUndefined();
  });

  it('name the field that is wrong', () => {
    const paths = (body: object) => createConcernBodySchema.safeParse(body).error?.issues.map((issue) => issue.path[0]);
    expect(paths({ ...phoneConcern, customer_phone: '98123' })).toEqual(['customer_phone']);
    expect(paths({ ...phoneConcern, subject: '  ' })).toEqual(['subject']);
    expect(paths({ ...phoneConcern, category: 'weather' })).toEqual(['category']);
    expect(paths({ ...phoneConcern, priority: 'whenever' })).toEqual(['priority']);
    expect(paths({ ...phoneConcern, request_code: 'RQ-12' })).toEqual(['request_code']);
    expect(paths({ customer_phone: '9812345678' })).toEqual(['customer_name', 'category', 'subject', 'description']);
  });

  it('require a reply of 1 to 2000 characters', () => {
    expect(replyConcernBodySchema.safeParse({ version: 1, body: ' ' }).error?.issues[0]).toMatchObject({ path: ['body'], message: 'Reply is required' });
    expect(replyConcernBodySchema.safeParse({ version: 1, body: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('accept only known filters in the list query', () => {
    expect(concernListQuerySchema.parse({ status: 'open', priority: 'urgent', category: 'payment', from: '2026-01-01' })).toMatchObject({ status: 'open', priority: 'urgent', category: 'payment' });
    expect(concernListQuerySchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(concernListQuerySchema.safeParse({ from: '01/01/2026' }).success).toBe(false);
  });
});
