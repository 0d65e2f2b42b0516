import { Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import { ROLE_HOME, isUserType, menuForUserType } from '@carcare/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { config } from '../../config';
import { PageLoader } from '../../components/PageLoader';
import { selectUserType } from '../../app/session/authSlice';
import { useAdminLanguage } from '../../features/auth/public';
import { topLevelPathsFor } from '../../app/consoleRoutes';
import { setMenu } from '../../app/customization/customizationSlice';
import { Header } from './Header/Header';
import { PageHeader } from './PageHeader/PageHeader';
import { SIDEBAR_ID, Sidebar } from './Sidebar/Sidebar';
import { SkipToContent } from './SkipToContent';
import { KeyboardShortcuts } from './KeyboardShortcuts/KeyboardShortcuts';
import { useEndFirstFrame } from '../../app/firstFrame';
import { useLiveStream } from '../../api/live/useLiveStream';

const MAIN_ID = 'main-content';

/** The console frame of a role group: top bar, side menu, page header and the page in <main>. */
export function MainLayout() {
  // The frame drawn before this code arrived (build/firstFrame.ts) goes as this one is put on screen.
  useEndFirstFrame();
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const userType = useAppSelector(selectUserType);
  useAdminLanguage();
  useLiveStream();
  const opened = useAppSelector((state) => state.customization.opened);
  const temporary = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const role = isUserType(userType) ? userType : 'super_admin';
  const menu = useMemo(() => (isUserType(userType) ? menuForUserType(userType) : []), [userType]);
  const topLevelPaths = useMemo(() => topLevelPathsFor(role), [role]);

  // On a phone the drawer is an overlay that starts closed and closes after every navigation, whatever
  // customization.opened says (it may have been left open on a desktop). Never opening it on the first
  // render matters: a modal drawer that opens and closes at once leaves the page aria-hidden.
  const [mobileOpen, setMobileOpen] = useState(false);
  // The overlay is drawn from its first opening on (layout/MainLayout/Sidebar/Sidebar.tsx).
  const [mobileOpened, setMobileOpened] = useState(false);
  const [mobilePath, setMobilePath] = useState(pathname);
  if (mobilePath !== pathname) {
    setMobilePath(pathname);
    setMobileOpen(false);
  }
  const drawerOpen = temporary ? mobileOpen : opened;
  const setDrawer = (open: boolean) => {
    if (temporary) setMobileOpen(open);
    if (temporary && open) setMobileOpened(true);
    dispatch(setMenu(open));
  };

  return (
    <KeyboardShortcuts dashboard={`${ROLE_HOME[role]}/dashboard/default`}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.paper' }}>
        <SkipToContent targetId={MAIN_ID} />
        <Header home={ROLE_HOME[role]} drawerOpen={drawerOpen} drawerId={temporary && !mobileOpened ? undefined : SIDEBAR_ID} onToggleDrawer={() => setDrawer(!drawerOpen)} />
        <Sidebar menu={menu} open={drawerOpen} temporary={temporary} temporaryMounted={mobileOpened} onClose={() => setDrawer(false)} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            outline: 'none',
            flexGrow: 1,
            minWidth: 0,
            mt: `${config.headerHeight}px`,
            minHeight: `calc(100vh - ${config.headerHeight}px)`,
            bgcolor: 'background.default',
            borderRadius: `${config.borderRadius}px ${config.borderRadius}px 0 0`,
            mr: { md: 2.5 },
            ml: { md: drawerOpen ? 0 : 2.5 },
            p: { xs: 2, sm: 2.5 },
            // On paper the page stands alone: no frame around it, no room kept for the top bar.
            '@media print': { m: 0, p: 0, minHeight: 0, borderRadius: 0, bgcolor: '#fff' },
          }}
        >
          <PageHeader userType={role} menu={menu} topLevelPaths={topLevelPaths} />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </KeyboardShortcuts>
  );
}

export default MainLayout;
