import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/test-database';
import { openTestDatabase } from '../../test/test-database';
import { HttpError } from '../http/http-error';
import { auditChange, changedFields } from './audit-trail';
import { auditEvents, cancellationReasons, societies } from './schema';
import { auditedStatus, auditedUpdate, expectVersion, lockRow, updateVersioned } from './versioned-write';

const NOT_FOUND = 'Cancellation reason not found';
const at = new Date('2026-03-02T10:00:00Z');
const later = new Date('2026-03-02T11:00:00Z');
const actor = { id: null, ip: '10.0.0.9' };

/** The error `write` fails with, as the API would answer it. */
async function answerOf(write: () => Promise<unknown>): Promise<{ statusCode: number; code: string; message: string }> {
  try {
    await write();
  } catch (error) {
    if (error instanceof HttpError) return { statusCode: error.statusCode, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('The write did not fail');
}

describe('the versioned write kernel', () => {
  let database: TestDatabase;
  let id: number;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.truncateAll();
    const [row] = await database.db
      .insert(cancellationReasons)
      .values({ text: 'Customer changed plans', audience: 'customer', sortOrder: 10, createdAt: at, updatedAt: at })
      .returning({ id: cancellationReasons.id });
    id = row!.id;
  });

  it('locks the row the caller names, at the version it saw', async () => {
    const row = await database.db.transaction((tx) => lockRow(tx, cancellationReasons, { id, version: 1, notFound: NOT_FOUND }));
    expect(row).toMatchObject({ id, text: 'Customer changed plans', version: 1 });
    const locks = await database.db.transaction(async (tx) => {
      await lockRow(tx, cancellationReasons, { id, notFound: NOT_FOUND });
      // SELECT … FOR UPDATE takes this table-level lock; a plain select takes AccessShareLock.
      return tx.execute(sql`select count(*)::int as n from pg_locks where relation = 'cancellation_reasons'::regclass and mode = 'RowShareLock' and granted`);
    });
    expect(Number((locks as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it('answers 404 with the module’s message for a missing row or one outside the condition', async () => {
    const missing = { statusCode: 404, code: 'NOT_FOUND', message: NOT_FOUND };
    expect(await answerOf(() => database.db.transaction((tx) => lockRow(tx, cancellationReasons, { id: id + 1, version: 1, notFound: NOT_FOUND })))).toEqual(missing);
    expect(await answerOf(() => database.db.transaction((tx) => lockRow(tx, cancellationReasons, { id, where: eq(cancellationReasons.audience, 'admin'), notFound: NOT_FOUND })))).toEqual(missing);
  });

  it('answers 409 STALE_VERSION when the caller saw another version', async () => {
    const stale = await answerOf(() => database.db.transaction((tx) => lockRow(tx, cancellationReasons, { id, version: 2, notFound: NOT_FOUND })));
    expect(stale).toMatchObject({ statusCode: 409, code: 'STALE_VERSION' });
    expect(await answerOf(async () => updateVersioned(database.db, cancellationReasons, { id, version: 7 }, { text: 'Other' }, later))).toEqual(stale);
    expect(() => expectVersion(3, 3)).not.toThrow();
    expect(() => expectVersion(3, undefined)).not.toThrow();
    expect(() => expectVersion(null, null)).not.toThrow();
    expect(() => expectVersion(null, 1)).toThrow(HttpError);
  });

  it('bumps the version and stamps updatedAt with every write, and returns the row written', async () => {
    const first = await updateVersioned(database.db, cancellationReasons, { id, version: 1 }, { text: 'Plans changed' }, later);
    expect(first).toMatchObject({ id, text: 'Plans changed', version: 2, updatedAt: later });
    // Without a version: no check, still one version up.
    const second = await updateVersioned(database.db, cancellationReasons, { id }, { active: false }, later);
    expect(second).toMatchObject({ active: false, version: 3 });
    expect(await answerOf(() => updateVersioned(database.db, cancellationReasons, { id: id + 1 }, { active: true }, later, NOT_FOUND))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: NOT_FOUND,
    });
  });

  it('writes an audited change and its event together, or neither', async () => {
    await database.db.transaction(async (tx) => {
      const current = await lockRow(tx, cancellationReasons, { id, version: 1, notFound: NOT_FOUND });
      await auditedUpdate(tx, cancellationReasons, current, { text: 'Plans changed' }, {
        actor,
        now: later,
        action: 'cancellation_reason.update',
        entity: 'cancellation_reason',
        changes: changedFields({ text: current.text }, { text: 'Plans changed' }),
      });
    });
    const stale = answerOf(() =>
      database.db.transaction((tx) => auditedUpdate(tx, cancellationReasons, { id, version: 1 }, { text: 'Lost' }, { actor, now: later, action: 'cancellation_reason.update', entity: 'cancellation_reason' })),
    );
    expect(await stale).toMatchObject({ code: 'STALE_VERSION' });
    await auditChange(database.db, { actor, now: later, action: 'cancellation_reason.delete', entity: 'cancellation_reason', entityId: 99 });

    const events = await database.db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(events.map(({ actorId, action, entity, entityId, changes, at: when, ip }) => ({ actorId, action, entity, entityId, changes, at: when, ip }))).toEqual([
      { actorId: null, action: 'cancellation_reason.update', entity: 'cancellation_reason', entityId: id, changes: { text: { from: 'Customer changed plans', to: 'Plans changed' } }, at: later, ip: '10.0.0.9' },
      { actorId: null, action: 'cancellation_reason.delete', entity: 'cancellation_reason', entityId: 99, changes: null, at: later, ip: '10.0.0.9' },
    ]);
    const [row] = await database.db.select().from(cancellationReasons).where(eq(cancellationReasons.id, id));
    expect(row).toMatchObject({ text: 'Plans changed', version: 2 });
  });

  it('activates and deactivates with the entity’s own audit action, and writes nothing for the status it has', async () => {
    const [society] = await database.db
      .insert(societies)
      .values({ name: 'Green Acres', addressLine: '1 Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', contactPhone: '+919812345670', createdAt: at, updatedAt: at })
      .returning();
    const change = { actor, now: later, entity: 'society' };
    expect(await database.db.transaction((tx) => auditedStatus(tx, societies, society!, 'active', change))).toBe(false);
    expect(await database.db.transaction((tx) => auditedStatus(tx, societies, society!, 'inactive', change))).toBe(true);
    const events = await database.db.select({ action: auditEvents.action, entityId: auditEvents.entityId, changes: auditEvents.changes }).from(auditEvents);
    expect(events).toEqual([{ action: 'society.deactivate', entityId: society!.id, changes: { status: { from: 'active', to: 'inactive' } } }]);
    const [row] = await database.db.select().from(societies).where(eq(societies.id, society!.id));
    expect(row).toMatchObject({ status: 'inactive', version: 2 });
  });
});
