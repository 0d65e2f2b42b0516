import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { StatusChip } from './StatusChip';

export interface StatusCardProps {
  /** "Status" */
  label: string;
  /** The record's status, shown as its chip. */
  status: string;
  /** A word beside the chip on what the status means here. */
  note?: ReactNode;
  /** Lines above the status (what the record is). */
  before?: ReactNode;
  /** Lines under the status (who asked, a decision note, a hint). */
  children?: ReactNode;
  /** The buttons of the changes allowed from here: right of the text on a wide screen, under it on a phone. */
  actions?: ReactNode;
  /** The confirmation those buttons open. */
  dialog?: ReactNode;
}

/** A record's status and the state changes it allows, at the top of its edit page. */
export function StatusCard({ label, status, note, before, children, actions, dialog }: StatusCardProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Stack spacing={0.75} sx={{ flexGrow: 1, minWidth: 0 }}>
            {before}
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
              <StatusChip status={status} />
              {note ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {note}
                </Typography>
              ) : null}
            </Stack>
            {children}
          </Stack>
          {actions ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
      {dialog}
    </Card>
  );
}
