import type { Admin, Language, UserType } from '@carcare/contracts';
import type { AdminRow } from '../../db/schema';

/** The admin object of the API, the same shape wherever it appears (DESIGN §2). */
export function toAdminDto(row: AdminRow): Admin {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    user_type: row.userType as UserType,
    workshop_id: row.workshopId,
    society_id: row.societyId,
    status: row.status as Admin['status'],
    avatar_url: row.avatarUrl,
    last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    language: row.language as Language,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
