import { IconButton, Tooltip } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTexts } from '../i18n/useTexts';
import { componentCatalogue } from './componentTexts';

export interface MoveButtonsProps {
  /** What is moved, in the buttons' names ("Move up: Rain wash"). */
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  size?: 'small' | 'medium';
}

/** Move up / Move down for a row of an ordered list (banners, reasons); the ends disable their own way. */
export function MoveButtons({ name, first, last, busy, onMove, size }: MoveButtonsProps) {
  const t = useTexts(componentCatalogue);
  return (['up', 'down'] as const).map((direction) => (
    <Tooltip key={direction} title={direction === 'up' ? t('moveUp') : t('moveDown')}>
      <span>
        <IconButton size={size} aria-label={direction === 'up' ? t('moveUpNamed', { name }) : t('moveDownNamed', { name })} disabled={busy || (direction === 'up' ? first : last)} onClick={() => onMove(direction)}>
          {direction === 'up' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  ));
}
