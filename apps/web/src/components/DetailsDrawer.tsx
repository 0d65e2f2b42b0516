import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';

export interface DetailsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The id of the drawer's title, which names it. */
  titleId: string;
  /** Its width from sm up; full width on phones. */
  width: number;
  children: ReactNode;
}

/** A right-hand drawer with the details of one row of a list, named by its title. */
export function DetailsDrawer({ open, onClose, titleId, width, children }: DetailsDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the console's app bar (drawer + 1), so the title and Close stay visible; below the
      // modal layer, so a dialog opened from the drawer (Refund) and its backdrop cover it.
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: width } } } }}
    >
      {children}
    </Drawer>
  );
}
