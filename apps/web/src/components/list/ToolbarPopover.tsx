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

// Hangs from the button's bottom right corner, so it opens leftwards from a toolbar's right end.
const BELOW_RIGHT = { anchorOrigin: { vertical: 'bottom', horizontal: 'right' }, transformOrigin: { vertical: 'top', horizontal: 'right' } } as const;

/** A dialog hanging under a list toolbar's button (columns, saved views), right-aligned with it. */
export function ToolbarPopover({ anchor, onClose, titleId, paperSx, children }: ToolbarPopoverProps) {
  return (
    <Popover
      {...BELOW_RIGHT}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { maxWidth: 'calc(100vw - 32px)', ...paperSx } } as object }}
    >
      {children}
    </Popover>
  );
}
