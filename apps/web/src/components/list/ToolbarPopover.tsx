import type { ReactNode } from 'react';
import { Popover } from '@mui/material';
import type { SystemStyleObject, Theme } from '@mui/system';

export interface ToolbarPopoverProps {
  /** The toolbar button it opened from, or null while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The id of its heading, which names the dialog. */
  titleId: string;
  /** Its width and padding; it never grows wider than the screen. */
  paperSx: SystemStyleObject<Theme>;
  children: ReactNode;
}

/** A dialog hanging under a list toolbar's button (columns, saved views), right-aligned with it. */
export function ToolbarPopover({ anchor, onClose, titleId, paperSx, children }: ToolbarPopoverProps) {
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { maxWidth: 'calc(100vw - 32px)', ...paperSx } } as object }}
    >
      {children}
    </Popover>
  );
}
