import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { homeForUserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectToken, selectUserType } from '../../app/session/authSlice';

/** For "/": a signed-in admin opening the sign-in page is sent to their own home. */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const token = useAppSelector(selectToken);
  const userType = useAppSelector(selectUserType);
  if (token) return <Navigate to={homeForUserType(userType)} replace />;
  return children ?? <Outlet />;
}

export default PublicOnly;
