import { Box, Button, LinearProgress, Paper, Snackbar, Stack, Typography } from '@mui/material';
import { useTexts } from '../../../i18n/useTexts';
import { bulkJobCatalogue } from './bulkJobTexts';
import { isJobRunning, type FollowedBulkJob } from './useBulkJob';

export interface BulkJobPanelProps {
  followed: FollowedBulkJob | null;
  onCancel: () => void;
}

/**
 * A small panel at the bottom of the screen while a bulk job runs, as an export's: the rows
 * processed against the total, a bar, the done and refused counts so far, and Cancel. It does not
 * block the page; when the job ends, the results dialog takes over.
 */
export function BulkJobPanel({ followed, onCancel }: BulkJobPanelProps) {
  const t = useTexts(bulkJobCatalogue);
  const job = followed?.job;
  const percent = job && job.total > 0 ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 0;
  return (
    <Snackbar open={followed !== null && isJobRunning(followed.job)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} sx={{ left: { xs: 8, sm: 'auto' }, right: { xs: 8, sm: 24 } }}>
      <Paper elevation={6} role="region" aria-label={t('panelLabel')} sx={{ p: 2, width: { xs: '100%', sm: 380 }, borderRadius: 3 }}>
        {job && (
          <Stack spacing={1.25}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('title')}
            </Typography>
            <LinearProgress aria-label={t('progressLabel')} variant={job.processed > 0 ? 'determinate' : 'indeterminate'} value={percent} sx={{ height: 8, borderRadius: 4 }} />
            <Box role="status" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="body2">{job.processed > 0 ? t('processed', { processed: job.processed, total: job.total }) : t('starting')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('counts', { done: job.done, refused: job.refused })}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" variant="outlined" onClick={onCancel} disabled={followed.cancelling}>
                {followed.cancelling ? t('cancelling') : t('cancel')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </Snackbar>
  );
}
