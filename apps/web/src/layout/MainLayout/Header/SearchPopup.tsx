import { Suspense, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import CloseIcon from '@mui/icons-material/Close';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue } from '../layoutTexts';

/**
 * The phone's search popup (SearchSection): loaded when its button is first pressed or the `/`
 * shortcut opens it, not with every page. `field` is the search field, `standIn` its look-alike
 * while the field's own code loads.
 */
export function SearchPopup({ anchor, onClose, field, standIn }: { anchor: HTMLElement | null; onClose: () => void; field: ReactNode; standIn: ReactNode }) {
  const t = useTexts(layoutCatalogue);
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={{ top: 76, left: 0 }}
      slotProps={{ paper: { sx: { width: 'calc(100vw - 16px)', mx: 1, boxShadow: 3 } } }}
    >
      <Paper role="dialog" aria-label={t('search')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, p: 2 }}>
        <Suspense fallback={standIn}>{field}</Suspense>
        <IconButton aria-label={t('closeSearch')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </Popover>
  );
}

export default SearchPopup;
