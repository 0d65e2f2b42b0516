import { and, eq, sql } from 'drizzle-orm';
import type { ListView, Preference } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { adminPreferences } from '../../db/schema';

function toPreference(key: string, row: { value: unknown; updatedAt: Date } | undefined): Preference {
  return { key, value: row ? (row.value as ListView) : null, updated_at: row ? row.updatedAt.toISOString() : null };
}

export async function findPreference(db: Db, adminId: number, key: string): Promise<Preference> {
  const [row] = await db
    .select({ value: adminPreferences.value, updatedAt: adminPreferences.updatedAt })
    .from(adminPreferences)
    .where(and(eq(adminPreferences.adminId, adminId), eq(adminPreferences.key, key)));
  return toPreference(key, row);
}

/**
 * Stores the value under the key: an existing key is replaced; a new one is added only while the
 * admin keeps fewer than `limit` (one statement, so two new keys at once cannot both pass a count).
 * Answers the stored preference, or null when the limit refused a new key.
 */
export async function storePreference(db: Db, adminId: number, key: string, value: ListView, limit: number, now: Date): Promise<Preference | null> {
  const json = JSON.stringify(value);
  const [updated] = await db
    .update(adminPreferences)
    .set({ value, updatedAt: now })
    .where(and(eq(adminPreferences.adminId, adminId), eq(adminPreferences.key, key)))
    .returning({ value: adminPreferences.value, updatedAt: adminPreferences.updatedAt });
  if (updated) return toPreference(key, updated);
  const inserted = (await db.execute(sql`
    insert into admin_preferences (admin_id, key, value, updated_at)
    select ${adminId}, ${key}, ${json}::jsonb, ${now.toISOString()}::timestamptz
    where (select count(*) from admin_preferences where admin_id = ${adminId}) < ${limit}
    on conflict (admin_id, key) do update set value = excluded.value, updated_at = excluded.updated_at
    returning value, updated_at
  `)) as unknown as { rows: { value: unknown; updated_at: Date | string }[] };
  const row = inserted.rows[0];
  return row ? toPreference(key, { value: row.value, updatedAt: new Date(row.updated_at) }) : null;
}

/** Forgets the key; true if the admin had it. */
export async function deletePreference(db: Db, adminId: number, key: string): Promise<boolean> {
  const deleted = await db
    .delete(adminPreferences)
    .where(and(eq(adminPreferences.adminId, adminId), eq(adminPreferences.key, key)))
    .returning({ key: adminPreferences.key });
  return deleted.length > 0;
}
