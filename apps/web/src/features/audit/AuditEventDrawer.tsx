import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { auditFieldChanges, type AuditEvent } from '@carcare/contracts';
import { DetailsDrawer, DetailsDrawerField } from '../../components/DetailsDrawer';
import { formatDateTime } from '../../components/format/dates';
import { actionVerb, actorText, formatAuditValue, humanize } from './auditFormat';
import { AUDIT_TEXTS as T } from './auditTexts';

const TITLE_ID = 'audit-event-title';
const DRAWER_WIDTH = 480;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailsDrawerField label={label} labelWidth={110} py={0.5}>
      {children}
    </DetailsDrawerField>
  );
}

/** One recorded change: who, what, when, and each changed field as from → to. */
export function AuditEventDrawer({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  const changes = event ? auditFieldChanges(event.changes) : [];
  return (
    <DetailsDrawer open={event !== null} onClose={onClose} titleId={TITLE_ID} width={DRAWER_WIDTH}>
      {event ? (
        <Box sx={{ p: 2.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id={TITLE_ID} variant="h3" component="h2" sx={{ fontSize: '1.15rem' }}>
              {`${humanize(event.entity)} · ${actionVerb(event.action)}`}
            </Typography>
            <IconButton aria-label={T.close} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box component="dl" sx={{ m: 0, mb: 2 }}>
            <Field label={T.at}>{formatDateTime(event.at)}</Field>
            <Field label={T.actor}>{actorText(event.actor)}</Field>
            <Field label={T.action}>{event.action}</Field>
            <Field label={T.entity}>{event.entity_id !== null ? `${humanize(event.entity)} #${event.entity_id}` : humanize(event.entity)}</Field>
            <Field label={T.ip}>{event.ip ?? '—'}</Field>
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {T.changedFields}
          </Typography>
          {changes.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {T.noChanges}
            </Typography>
          ) : (
            <Table size="small" aria-label={T.changedFields}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.field}</TableCell>
                  <TableCell>{T.before}</TableCell>
                  <TableCell>{T.after}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                      {humanize(change.field)}
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{'from' in change ? formatAuditValue(change.from) : '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatAuditValue(change.to)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      ) : null}
    </DetailsDrawer>
  );
}
