import { useId } from 'react';
import type { BulkResult } from '@carcare/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTexts } from '../../i18n/useTexts';
import { BulkJobPanel } from './job/BulkJobPanel';
import { bulkJobCatalogue } from './job/bulkJobTexts';
import type { BulkRow } from './bulkSelection';
import type { BulkController } from './useBulkSelection';
import { bulkCatalogue, type BulkNounTexts } from './bulkTexts';

export interface BulkResultsDialogProps<R extends BulkRow, F> {
  bulk: BulkController<R, F>;
  texts: BulkNounTexts;
  /** How a refused row is named in the list ("Anil Tanwar, 1 Jun – 2 Jun"). */
  rowLabel: (row: R) => string;
  /** A list's own words for a refusal (its code's text in Hindi); the server's message where it has none. */
  refusalText?: (result: BulkResult) => string | undefined;
}

/**
 * What a bulk call did: "N done · M refused", each refused row with the reason, and "Select the
 * refused ones". While an action runs as a job, its progress panel; at its end, the same dialog,
 * saying too when the job was cancelled or stopped midway.
 */
export function BulkResultsDialog<R extends BulkRow, F>({ bulk, texts, rowLabel, refusalText }: BulkResultsDialogProps<R, F>) {
  const t = useTexts(bulkCatalogue);
  const jobText = useTexts(bulkJobCatalogue);
  const titleId = useId();
  const { outcome } = bulk;
  const refused = outcome?.response.results.filter((result) => result.outcome === 'refused') ?? [];
  const job = outcome?.job;
  return (
    <>
    <BulkJobPanel followed={bulk.job} onCancel={() => void bulk.cancelJob()} />
    <Dialog open={outcome !== null} onClose={bulk.closeOutcome} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{outcome ? t('resultTitle', { done: outcome.response.done, refused: outcome.response.refused }) : ''}</DialogTitle>
      <DialogContent>
        {job?.status === 'cancelled' ? <Alert severity="info" sx={{ mb: 1 }}>{jobText('cancelled', { processed: job.processed, total: job.total })}</Alert> : null}
        {job?.status === 'failed' ? <Alert severity="error" sx={{ mb: 1 }}>{jobText('failed', { processed: job.processed, total: job.total, error: job.error ?? '' })}</Alert> : null}
        {job && refused.length < job.refused ? <Typography variant="body2">{jobText('refusedShown', { shown: refused.length, refused: job.refused })}</Typography> : null}
        {refused.length === 0 ? (
          // A job cancelled or stopped midway left rows undone: "every row was changed" would not be true.
          <Typography>{job && job.status !== 'done' ? jobText('noneRefused') : texts.allDone}</Typography>
        ) : (
          <List dense aria-label={texts.refusedList}>
            {refused.map((result) => {
              const row = outcome?.rows.get(result.id);
              return (
                <ListItem key={result.id} disableGutters>
                  <ListItemText primary={row ? rowLabel(row) : texts.unknownRow(result.id)} secondary={refusalText?.(result) ?? result.message} />
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
    </>
  );
}
