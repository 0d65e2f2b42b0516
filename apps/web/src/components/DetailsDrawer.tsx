import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';
import { LabelledValue } from './DetailList';

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

export interface DetailsDrawerFieldProps {
  label: string;
  /** The width of the label column. */
  labelWidth: number;
  /** The vertical padding of the row, in theme spacing. */
  py: number;
  children: ReactNode;
}

/** One label and value of a details drawer's description list (`<Box component="dl">`). */
export function DetailsDrawerField({ label, labelWidth, py, children }: DetailsDrawerFieldProps) {
  return (
    <LabelledValue label={label} sx={{ display: 'grid', gridTemplateColumns: `${labelWidth}px 1fr`, gap: 1, py }} labelVariant="body2" valueVariant="body2" valueSx={{ overflowWrap: 'anywhere' }}>
      {children}
    </LabelledValue>
  );
}
