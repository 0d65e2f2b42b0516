import { Dialog, DialogActions, DialogContent, DialogTitle, Button, useMediaQuery, useTheme } from '@mui/material';
import { useTexts } from '../../i18n/useTexts';
import { auditCatalogue } from './auditTexts';
import { RecordHistory } from './RecordHistory';

const TITLE_ID = 'record-history-title';

/** A record's History in a dialog, for records shown as rows rather than on a page of their own (banners, leaves). */
export function RecordHistoryDialog({ record, name, onClose }: { record: string | null; name: string; onClose: () => void }) {
  const t = useTexts(auditCatalogue);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={record !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} scroll="paper" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>{t('historyOf', { name })}</DialogTitle>
      <DialogContent dividers>{record ? <RecordHistory record={record} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
