import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { MenuItem } from '@carcare/contracts';
import { config } from '../../../config';
import { MenuList } from './MenuList';

export const SIDEBAR_ID = 'console-sidebar';

export interface SidebarProps {
  menu: readonly MenuItem[];
  open: boolean;
  /** Below md the drawer is temporary (an overlay); at md and above it is persistent (spec §9). */
  temporary: boolean;
  onClose: () => void;
}

export function Sidebar({ menu, open, temporary, onClose }: SidebarProps) {
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
      <Drawer
        id={SIDEBAR_ID}
        variant={temporary ? 'temporary' : 'persistent'}
        anchor="left"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            // The temporary drawer is a modal dialog, which needs a name.
            'aria-label': temporary ? 'Menu' : undefined,
            sx: {
              width: config.drawerWidth,
              borderRight: 'none',
              bgcolor: 'background.paper',
              // Below the top bar in both modes, so the menu button stays reachable to close it.
              top: config.headerHeight,
              height: `calc(100% - ${config.headerHeight}px)`,
            },
          },
        }}
      >
        <Box sx={{ px: 2, pt: temporary ? 1 : 0, pb: 3 }}>
          <MenuList items={menu} />
        </Box>
      </Drawer>
    </Box>
  );
}

export default Sidebar;
