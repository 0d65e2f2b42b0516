import { useState, type MouseEvent } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { RESCHEDULABLE_STATUSES, type ServiceRequest } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';

/** Whether a row's menu has anything to offer: a job not yet started can move. */
function hasRowActions(row: Pick<ServiceRequest, 'status'>): boolean {
  return (RESCHEDULABLE_STATUSES as readonly string[]).includes(row.status);
}

/**
 * A row's "⋮" menu (Reschedule). Its clicks stop at the menu: the row (or the phone's card) opens
 * the request on a click, and React passes a portal's clicks up to the row too.
 */
export function RequestRowMenu({ row, onReschedule }: { row: ServiceRequest; onReschedule: (row: ServiceRequest) => void }) {
  const t = useTexts(requestCatalogue);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!hasRowActions(row)) return null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('rowMenu', { code: row.code })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        // The grid moves its focus on a key press in a cell; the menu button keeps Enter and Space.
        onKeyDown={(event) => event.stopPropagation()}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={stop}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onReschedule(row);
          }}
        >
          {t('action.reschedule.button')}
        </MenuItem>
      </Menu>
    </>
  );
}
