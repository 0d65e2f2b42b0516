import { TableCell, TableRow, Typography } from '@mui/material';
import { auditFieldChanges, type AuditEvent } from '@carcare/contracts';
import { PlainTable } from '../../components/PlainTable';
import { useTexts } from '../../i18n/useTexts';
import { formatAuditValue, humanize } from './auditFormat';
import { auditCatalogue } from './auditTexts';

/** An event's changed fields as field, from, to (a creation has no "from"); the audit drawer and a record's History show it alike. */
export function AuditChanges({ changes }: { changes: AuditEvent['changes'] }) {
  const t = useTexts(auditCatalogue);
  const fields = auditFieldChanges(changes);
  if (fields.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('noChanges')}
      </Typography>
    );
  }
  return (
    <PlainTable label={t('changedFields')} head={[t('field'), t('before'), t('after')]}>
      {fields.map((change) => (
        <TableRow key={change.field}>
          <TableCell component="th" scope="row" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
            {humanize(change.field)}
          </TableCell>
          <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{'from' in change ? formatAuditValue(t, change.from) : '—'}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatAuditValue(t, change.to)}</TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}
