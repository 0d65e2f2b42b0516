import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitleForUserType } from '@carcare/contracts';
import { useAppSelector } from '../app/hooks';
import { isConsolePath } from '../app/rolePaths';
import { loadConsoleRoutes } from '../app/consoleParts';
import { selectUserType } from '../app/session/authSlice';

/**
 * Keeps the browser title on the page's title (app/consoleRoutes documentTitleFor). Console pages
 * take theirs from the console's route table, which loads with the console, not the sign-in page.
 */
export function DocumentTitle() {
  const userType = useAppSelector(selectUserType);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isConsolePath(pathname)) {
      document.title = pageTitleForUserType(userType);
      return;
    }
    let current = true;
    loadConsoleRoutes().then(
      ({ documentTitleFor }) => {
        if (current) document.title = documentTitleFor(userType, pathname);
      },
      // The page itself fails to load too, and its error page says so.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userType, pathname]);
  return null;
}

export default DocumentTitle;
