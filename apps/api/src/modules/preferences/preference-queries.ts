import { and, count, eq } from 'drizzle-orm';
import type { ListView, Preference } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { adminPreferences, admins } from '../../db/schema';

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
 * admin keeps fewer than `limit`. The admin's row is locked first (FOR NO KEY UPDATE: rows that
 * refer to it, notifications and sessions, carry on), so two new keys saved at once are counted one
 * after the other and cannot both take the last place. Answers the stored preference, or null when
 * the limit refused a new key.
 */
export async function storePreference(db: Db, adminId: number, key: string, value: ListView, limit: number, now: Date): Promise<Preference | null> {
  const [updated] = await db
    .update(adminPreferences)
    .set({ value, updatedAt: now })
    .where(and(eq(adminPreferences.adminId, adminId), eq(adminPreferences.key, key)))
    .returning({ value: adminPreferences.value, updatedAt: adminPreferences.updatedAt });
  if (updated) return toPreference(key, updated);
  return db.transaction(async (tx) => {
    await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId)).for('no key update');
    const [{ kept } = { kept: 0 }] = await tx.select({ kept: count() }).from(adminPreferences).where(eq(adminPreferences.adminId, adminId));
    const [existing] = await tx.select({ key: adminPreferences.key }).from(adminPreferences).where(and(eq(adminPreferences.adminId, adminId), eq(adminPreferences.key, key)));
    if (!existing && kept >= limit) return null;
    const [stored] = await tx
      .insert(adminPreferences)
      .values({ adminId, key, value, updatedAt: now })
      // Saved meanwhile by another tab of the same admin: replace it.
      .onConflictDoUpdate({ target: [adminPreferences.adminId, adminPreferences.key], set: { value, updatedAt: now } })
      .returning({ value: adminPreferences.value, updatedAt: adminPreferences.updatedAt });
    return toPreference(key, stored);
  });
}

/** Forgets the key; true if the admin had it. */
export async function deletePreference(db: Db, adminId: number, key: string): Promise<boolean> {
  const deleted = await db
    .delete(adminPreferences)
    .where(and(eq(adminPreferences.adminId, adminId), eq(adminPreferences.key, key)))
    .returning({ key: adminPreferences.key });
  return deleted.length > 0;
}
