import { Alert } from '@mui/material';
import { useTexts } from '../../../i18n/useTexts';
import { bulkJobCatalogue } from './bulkJobTexts';

/** Said in a bulk action's confirmation when "all matching" is more than one call takes: it runs as a job. */
export function BulkJobNote({ count, show }: { count: number; show: boolean }) {
  const t = useTexts(bulkJobCatalogue);
  if (!show) return null;
  return (
    <Alert severity="info" sx={{ my: 1.5 }}>
      {t('note', { count })}
    </Alert>
  );
}
