import { IconButton, Tooltip } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';

export interface MoveButtonsProps {
  /** What is moved, in the buttons' names ("Move up: Rain wash"). */
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  size?: 'small' | 'medium';
}

const LABELS = { up: 'Move up', down: 'Move down' } as const;

/** Move up / Move down for a row of an ordered list (banners, reasons); the ends disable their own way. */
export function MoveButtons({ name, first, last, busy, onMove, size }: MoveButtonsProps) {
  return (['up', 'down'] as const).map((direction) => (
    <Tooltip key={direction} title={LABELS[direction]}>
      <span>
        <IconButton size={size} aria-label={`${LABELS[direction]}: ${name}`} disabled={busy || (direction === 'up' ? first : last)} onClick={() => onMove(direction)}>
          {direction === 'up' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  ));
}
