import { homeForUserType, isUserType, UNAUTHORIZED_PATH, SIGN_IN_PATH, type UserType } from '@carcare/contracts';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  token: string | null | undefined;
  userType: string | null | undefined;
  requiredRole: UserType;
}

/** The access guard of spec §4 as a pure table: no token, unknown role, foreign prefix, allowed. */
export function guardDecision({ token, userType, requiredRole }: GuardInput): GuardDecision {
  if (!token) return { kind: 'redirect', to: SIGN_IN_PATH };
  if (!isUserType(userType)) return { kind: 'redirect', to: UNAUTHORIZED_PATH };
  if (userType !== requiredRole) return { kind: 'redirect', to: homeForUserType(userType) };
  return { kind: 'allow' };
}
