import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { config } from '../../../config';

/**
 * The menu as an overlay below md (spec §9): a modal drawer, which a wide screen never loads
 * (Sidebar draws its persistent panel without the Drawer and its modal).
 */
export function TemporarySidebar({ id, open, onClose, children }: { id: string; open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          // A modal dialog, which needs a name.
          'aria-label': 'Menu',
          sx: {
            width: config.drawerWidth,
            borderRight: 'none',
            bgcolor: 'background.paper',
            // Below the top bar, so the menu button stays reachable to close it.
            top: config.headerHeight,
            height: `calc(100% - ${config.headerHeight}px)`,
          },
        },
      }}
    >
      {children}
    </Drawer>
  );
}

export default TemporarySidebar;
