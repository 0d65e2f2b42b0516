import { Navigate, Outlet } from 'react-router';
import type { UserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectToken, selectUserType } from '../../app/session/authSlice';
import { guardDecision } from './guardDecision';

export interface RoleGuardProps {
  role: UserType;
}

/** Wraps a role's route group: only that role's signed-in admins see its pages. */
export function RoleGuard({ role }: RoleGuardProps) {
  const token = useAppSelector(selectToken);
  const userType = useAppSelector(selectUserType);
  const decision = guardDecision({ token, userType, requiredRole: role });
  return decision.kind === 'allow' ? <Outlet /> : <Navigate to={decision.to} replace />;
}

export default RoleGuard;
