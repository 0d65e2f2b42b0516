import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { BulkRow } from './bulkSelection';
import type { BulkController } from './useBulkSelection';
import { useTexts } from '../../i18n/useTexts';
import { bulkCatalogue, type BulkNounTexts } from './bulkTexts';

export interface BulkResultsDialogProps<R extends BulkRow, F> {
  bulk: BulkController<R, F>;
  texts: BulkNounTexts;
  /** How a refused row is named in the list ("Anil Tanwar, 1 Jun – 2 Jun"). */
  rowLabel: (row: R) => string;
}

/** What a bulk call did: "N done · M refused", each refused row with the reason, and "Select the refused ones". */
export function BulkResultsDialog<R extends BulkRow, F>({ bulk, texts, rowLabel }: BulkResultsDialogProps<R, F>) {
  const t = useTexts(bulkCatalogue);
  const titleId = useId();
  const { outcome } = bulk;
  const refused = outcome?.response.results.filter((result) => result.outcome === 'refused') ?? [];
  return (
    <Dialog open={outcome !== null} onClose={bulk.closeOutcome} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{outcome ? t('resultTitle', { done: outcome.response.done, refused: outcome.response.refused }) : ''}</DialogTitle>
      <DialogContent>
        {refused.length === 0 ? (
          <Typography>{texts.allDone}</Typography>
        ) : (
          <List dense aria-label={texts.refusedList}>
            {refused.map((result) => {
              const row = outcome?.rows.get(result.id);
              return (
                <ListItem key={result.id} disableGutters>
                  <ListItemText primary={row ? rowLabel(row) : texts.unknownRow(result.id)} secondary={result.message} />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {refused.length > 0 ? <Button onClick={bulk.selectRefused}>{t('selectRefused')}</Button> : null}
        <Button variant="contained" onClick={bulk.closeOutcome}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
