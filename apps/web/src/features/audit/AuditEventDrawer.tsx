import { Box, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { AuditEvent } from '@carcare/contracts';
import { DetailsDrawer } from '../../components/DetailsDrawer';
import { drawerField } from '../../components/drawerField';
import { formatDateTime } from '../../components/format/dates';
import { actionVerb, actorText, humanize } from './auditFormat';
import { AuditChanges } from './AuditChanges';
import { useTexts } from '../../i18n/useTexts';
import { auditCatalogue } from './auditTexts';

const TITLE_ID = 'audit-event-title';
const DRAWER_WIDTH = 480;

const Field = drawerField(110, 0.5);

/** One recorded change: who, what, when, and each changed field as from → to. */
export function AuditEventDrawer({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  const t = useTexts(auditCatalogue);
  return (
    <DetailsDrawer open={event !== null} onClose={onClose} titleId={TITLE_ID} width={DRAWER_WIDTH}>
      {event ? (
        <Box sx={{ p: 2.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id={TITLE_ID} variant="h3" component="h2" sx={{ fontSize: '1.15rem' }}>
              {`${humanize(event.entity)} · ${actionVerb(t, event.action)}`}
            </Typography>
            <IconButton aria-label={t('close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box component="dl" sx={{ m: 0, mb: 2 }}>
            <Field label={t('at')}>{formatDateTime(event.at)}</Field>
            <Field label={t('actor')}>{actorText(t, event.actor)}</Field>
            <Field label={t('action')}>{event.action}</Field>
            <Field label={t('entity')}>{event.entity_id !== null ? `${humanize(event.entity)} #${event.entity_id}` : humanize(event.entity)}</Field>
            <Field label={t('ip')}>{event.ip ?? '—'}</Field>
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('changedFields')}
          </Typography>
          <AuditChanges changes={event.changes} />
        </Box>
      ) : null}
    </DetailsDrawer>
  );
}
