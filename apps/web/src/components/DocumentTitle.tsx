import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitleFor } from '../app/consoleRoutes';
import { useAppSelector } from '../app/hooks';
import { selectUserType } from '../features/auth/authSlice';

/** Keeps the browser title on the page's title (app/consoleRoutes documentTitleFor). */
export function DocumentTitle() {
  const userType = useAppSelector(selectUserType);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(userType, pathname);
  }, [userType, pathname]);
  return null;
}

export default DocumentTitle;
