import { Suspense, useId, useState } from 'react';
import { Button, Typography } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazyNamed } from '../../app/lazyPage';
import { useTexts } from '../../i18n/useTexts';
import { useOpenedOnce } from '../useOpenedOnce';
import { listCatalogue } from './listTexts';
import { ToolbarPopover } from './ToolbarPopover';
import type { ListViewController } from './useListView';

// The chooser's checkboxes, radios and move buttons load with its first opening: a list shows without them.
const ListColumnsChooser = lazyNamed(() => import('./ListColumnsChooser'), 'ListColumnsChooser');

/**
 * The column chooser of a list: show or hide each column, move it up or down, pick the row density,
 * or go back to the list's defaults. Every change is saved for the signed-in admin at once.
 */
export function ListColumnsButton<R extends GridValidRowModel>({ view }: { view: ListViewController<R> }) {
  const t = useTexts(listCatalogue);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const opened = useOpenedOnce(anchor !== null);

  return (
    <>
      <Button variant="outlined" startIcon={<ViewColumnIcon />} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        {t('columns.button')}
      </Button>
      <ToolbarPopover anchor={anchor} onClose={() => setAnchor(null)} titleId={titleId} paperSx={{ p: 2, width: 360 }}>
        <Suspense fallback={<Typography id={titleId} variant="subtitle1" component="h2">{t('columns.title')}</Typography>}>
          {opened ? <ListColumnsChooser view={view} titleId={titleId} /> : null}
        </Suspense>
      </ToolbarPopover>
    </>
  );
}
