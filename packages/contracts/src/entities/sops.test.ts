import { describe, expect, it } from 'vitest';
import { nextSopStatus, SOP_ACTIONS, SOP_STATUSES } from '../plain/sops';
import { createSopBodySchema, sopListQuerySchema, updateSopBodySchema } from './sops';

describe('nextSopStatus (DESIGN §4: draft → published → archived; a draft may be archived directly)', () => {
  it('answers the next status for every legal pair and null for every other one', () => {
    const table = Object.fromEntries(SOP_STATUSES.map((status) => [status, Object.fromEntries(SOP_ACTIONS.map((action) => [action, nextSopStatus(status, action)]))]));
    expect(table).toEqual({
      draft: { publish: 'published', archive: 'archived' },
      published: { publish: null, archive: 'archived' },
      archived: { publish: null, archive: null },
    });
  });
});

describe('SOP bodies', () => {
  const body = { title: '  Foam wash  ', service_id: 3, steps: [' Rinse ', 'Foam', 'Dry'] };
  const issuesOf = (input: unknown) => createSopBodySchema.safeParse(input).error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('trim the title and every step and keep the steps in order', () => {
    expect(createSopBodySchema.parse(body)).toEqual({ title: 'Foam wash', service_id: 3, steps: ['Rinse', 'Foam', 'Dry'] });
  });

  it('take no service as null, and a missing service_id as null', () => {
    expect(createSopBodySchema.parse({ ...body, service_id: null }).service_id).toBeNull();
    expect(createSopBodySchema.parse({ title: 'General', steps: ['One'] }).service_id).toBeNull();
    expect(issuesOf({ ...body, service_id: 0 })).toEqual([['service_id', 'Choose a service']]);
    expect(issuesOf({ ...body, service_id: '3' })).toEqual([['service_id', 'Choose a service']]);
  });

  it('need a title of at most 120 characters', () => {
    expect(issuesOf({ ...body, title: '   ' })).toEqual([['title', 'Title is required']]);
    expect(issuesOf({ ...body, title: undefined })).toEqual([['title', 'Title is required']]);
    expect(issuesOf({ ...body, title: 'x'.repeat(121) })).toEqual([['title', 'Title must be at most 120 characters']]);
    expect(createSopBodySchema.safeParse({ ...body, title: 'x'.repeat(120) }).success).toBe(true);
  });

  it('name each empty or too long step by its number, on its own path', () => {
    expect(issuesOf({ ...body, steps: ['Rinse', '  ', 'Dry', 'y'.repeat(301)] })).toEqual([
      ['steps.1', 'Step 2 is empty'],
      ['steps.3', 'Step 4 must be at most 300 characters'],
    ]);
    expect(createSopBodySchema.safeParse({ ...body, steps: ['y'.repeat(300)] }).success).toBe(true);
  });

  it('need 1 to 50 steps', () => {
    expect(issuesOf({ ...body, steps: [] })).toEqual([['steps', 'Add at least one step']]);
    expect(issuesOf({ ...body, steps: undefined })).toEqual([['steps', 'Add at least one step']]);
    expect(issuesOf({ ...body, steps: Array.from({ length: 51 }, (_, i) => `Step ${i}`) })).toEqual([['steps', 'An SOP can have at most 50 steps']]);
    expect(createSopBodySchema.safeParse({ ...body, steps: Array.from({ length: 50 }, (_, i) => `Step ${i}`) }).success).toBe(true);
    expect(issuesOf({ ...body, steps: ['Rinse', 4] })).toEqual([['steps.1', 'Each step must be text']]);
  });

  it('need the version to edit', () => {
    expect(updateSopBodySchema.safeParse(body).error!.issues.map((issue) => issue.path.join('.'))).toEqual(['version']);
    expect(updateSopBodySchema.parse({ ...body, version: 2 }).version).toBe(2);
  });
});

describe('SOP list query', () => {
  it('takes status and service_id filters from the query string', () => {
    expect(sopListQuerySchema.parse({ status: 'published', service_id: '4', q: ' wash ' })).toMatchObject({ status: 'published', service_id: 4, q: 'wash', page: 1 });
    expect(sopListQuerySchema.safeParse({ status: 'live' }).success).toBe(false);
  });
});
