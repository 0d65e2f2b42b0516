import { Alert, Box, Button, LinearProgress, Paper, Snackbar, Stack, Typography } from '@mui/material';
import type { ListExportState } from './useListExport';
import { useTexts } from '../../i18n/useTexts';
import { byteSize, exportRows, exportTitle } from './exportTexts';
import { listCatalogue } from './listTexts';

export interface ExportProgressPanelProps {
  state: ListExportState | null;
  onCancel: () => void;
  onClose: () => void;
}

/**
 * A small panel at the bottom of the screen while an export runs: rows and bytes against the list's
 * total ("about" when the server estimated it), a bar, and Cancel; then how it ended, with Close.
 * It does not block the page: the list stays usable while the browser saves the file.
 */
export function ExportProgressPanel({ state, onCancel, onClose }: ExportProgressPanelProps) {
  const t = useTexts(listCatalogue);
  const job = state?.job ?? null;
  const running = state?.phase === 'starting' || state?.phase === 'running' || state?.phase === 'cancelling';
  const total = job ? job.total : null;
  const percent = job && total ? Math.min(100, Math.round((job.rows_written / total) * 100)) : 0;
  const ended = state && !running;
  // Ended before its first byte (cancelled at once, or a ticket the browser never opened): there is no file to speak of.
  const nothingWritten = !job || job.bytes_written === 0;

  return (
    <Snackbar open={state !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} sx={{ left: { xs: 8, sm: 'auto' }, right: { xs: 8, sm: 24 } }}>
      <Paper elevation={6} role="region" aria-label={t('export.panelLabel')} sx={{ p: 2, width: { xs: '100%', sm: 380 }, borderRadius: 3 }}>
        {state && (
          <Stack spacing={1.25}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {exportTitle(t, state.format, running)}
            </Typography>
            {running && (
              <>
                <LinearProgress
                  aria-label={t('export.progressLabel')}
                  variant={job && total ? 'determinate' : 'indeterminate'}
                  value={percent}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Box role="status" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                  <Typography variant="body2">{job ? exportRows(t, job.rows_written, total, job.total_is_estimate) : t('export.starting')}</Typography>
                  {job && (
                    <Typography variant="body2" color="text.secondary">
                      {byteSize(job.bytes_written)}
                    </Typography>
                  )}
                </Box>
              </>
            )}
            {ended && state.phase === 'done' && job && <Alert severity="success">{t('export.done', { rows: job.rows_written, size: byteSize(job.bytes_written) })}</Alert>}
            {ended && state.phase === 'cancelled' && <Alert severity="info">{nothingWritten ? t('export.cancelledBeforeStart') : t('export.cancelled', { rows: job?.rows_written ?? 0 })}</Alert>}
            {ended && state.phase === 'failed' && (
              <Alert severity="error">{state.error ? t('export.failed', { message: state.error }) : nothingWritten ? t('export.notStarted') : t('export.stoppedUnexpectedly')}</Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              {running ? (
                <Button color="inherit" variant="outlined" onClick={onCancel} disabled={state.phase !== 'running'}>
                  {state.phase === 'cancelling' ? t('export.cancelling') : t('export.cancel')}
                </Button>
              ) : (
                <Button variant="outlined" onClick={onClose}>
                  {t('export.close')}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Paper>
    </Snackbar>
  );
}
