import type { Admin } from '@carcare/contracts';
import type { AuthState } from '../session/authSlice';
import { fixture } from './fixture';

/** Test fixture: an admin of the given role. */
export const testAdmin = fixture<Admin>({
  id: 7,
  name: 'Asha Rao',
  phone: '9000000002',
  email: 'asha@example.com',
  user_type: 'workshop_admin',
  workshop_id: 1,
  society_id: null,
  status: 'active',
  avatar_url: null,
  last_login_at: '2026-11-20T10:00:00.000Z',
  language: 'en',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 3,
});

/** The fields of a super admin, who belongs to no workshop. */
export const SUPER_ADMIN: Partial<Admin> = { user_type: 'super_admin', workshop_id: null };

/** The auth state of a signed-in test admin. */
export function signedInAs(overrides: Partial<Admin> = {}): AuthState {
  return { currentUser: testAdmin(overrides), token: 'access', r_token: 'refresh', error: null, loading: false };
}

/** The fields of the first workshop's admin (testAdmin's default). */
export const WORKSHOP_ADMIN: Partial<Admin> = { user_type: 'workshop_admin', workshop_id: 1 };
