import { useEffect } from 'react';
import { pageTitleForUserType } from '@carcare/contracts';
import { useAppSelector } from '../app/hooks';
import { selectUserType } from '../features/auth/authSlice';

/** Spec §1: the browser title follows the signed-in role. */
export function DocumentTitle() {
  const userType = useAppSelector(selectUserType);
  useEffect(() => {
    document.title = pageTitleForUserType(userType);
  }, [userType]);
  return null;
}

export default DocumentTitle;
