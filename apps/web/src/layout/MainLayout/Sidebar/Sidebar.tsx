import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { MenuItem } from '@carcare/contracts';
import { config } from '../../../config';
import { whenIdle } from '../../../app/whenIdle';
import { trackCodeLoad } from '../../../app/lazyPage';
import { MenuList } from './MenuList';

export const SIDEBAR_ID = 'console-sidebar';

// MUI's Drawer brings its modal, focus trap and transitions even when it is
// persistent: only the phone's overlay needs them, and only once it is first opened.
const loadTemporarySidebar = () => import('./TemporarySidebar');
const TemporarySidebar = lazy(loadTemporarySidebar);

export interface SidebarProps {
  menu: readonly MenuItem[];
  open: boolean;
  /** Below md the drawer is temporary (an overlay); at md and above it is persistent (spec §9). */
  temporary: boolean;
  /** Whether the overlay has been opened yet: it is drawn from then on (its code loads when the page is idle). */
  temporaryMounted: boolean;
  onClose: () => void;
}

export function Sidebar({ menu, open, temporary, temporaryMounted, onClose }: SidebarProps) {
  useEffect(() => (temporary ? whenIdle(() => void trackCodeLoad(loadTemporarySidebar()).catch(() => undefined)) : undefined), [temporary]);
  const items = (
    <Box sx={{ px: 2, pt: temporary ? 1 : 0, pb: 3 }}>
      <MenuList items={menu} />
    </Box>
  );
  return (
    <Box
      component="aside"
      sx={{
        flexShrink: 0,
        displayPrint: 'none',
        width: temporary || !open ? 0 : config.drawerWidth,
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      {temporary ? (
        temporaryMounted && (
          <Suspense fallback={null}>
            <TemporarySidebar id={SIDEBAR_ID} open={open} onClose={onClose}>
              {items}
            </TemporarySidebar>
          </Suspense>
        )
      ) : (
        // The persistent drawer as MUI draws it: a fixed panel below the top bar that slides out
        // to the left, and is hidden (out of the tab order) once it has.
        <Paper
          id={SIDEBAR_ID}
          square
          elevation={0}
          sx={(theme) => ({
            position: 'fixed',
            left: 0,
            top: config.headerHeight,
            height: `calc(100% - ${config.headerHeight}px)`,
            width: config.drawerWidth,
            overflowY: 'auto',
            zIndex: theme.zIndex.drawer,
            bgcolor: 'background.paper',
            outline: 0,
            transform: open ? 'none' : 'translateX(-100%)',
            visibility: open ? 'visible' : 'hidden',
            transition: open
              ? theme.transitions.create('transform', { duration: theme.transitions.duration.enteringScreen, easing: theme.transitions.easing.easeOut })
              : `${theme.transitions.create('transform', { duration: theme.transitions.duration.leavingScreen, easing: theme.transitions.easing.sharp })}, visibility 0s linear ${theme.transitions.duration.leavingScreen}ms`,
          })}
        >
          {items}
        </Paper>
      )}
    </Box>
  );
}

export default Sidebar;
