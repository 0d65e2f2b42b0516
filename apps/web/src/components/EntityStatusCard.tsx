import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { RecordStatus } from '@carcare/contracts';
import { apiErrorOf } from '../api/baseApi';
import { ConfirmDialog } from './ConfirmDialog';
import { StatusChip } from './StatusChip';

export interface StatusTexts {
  statusLabel: string;
  statusActive: string;
  statusInactive: string;
  deactivate: string;
  reactivate: string;
  deactivateTitle: string;
  deactivateText: string;
  reactivateTitle: string;
  reactivateText: string;
  deactivated: string;
  reactivated: string;
}

export interface EntityStatusCardProps {
  status: RecordStatus;
  texts: StatusTexts;
  busy: boolean;
  /** Sends the change; resolves to the error of a failed call, or undefined. */
  onChange: (active: boolean) => Promise<unknown>;
  /** A 409 (stale copy): the page offers a reload. */
  onStale: (message: string) => void;
}

/** A record's status with the button that deactivates or reactivates it behind a confirmation. */
export function EntityStatusCard({ status, texts: T, busy, onChange, onStale }: EntityStatusCardProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const active = status === 'active';

  const confirm = async () => {
    const error = await onChange(!active);
    setAsking(false);
    if (!error) {
      enqueueSnackbar(active ? T.deactivated : T.reactivated, { variant: 'success' });
      return;
    }
    const apiError = apiErrorOf(error);
    if (apiError?.status === 409) onStale(apiError.data.message);
    else enqueueSnackbar(apiError?.data.message ?? 'Something went wrong. Try again.', { variant: 'error' });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{T.statusLabel}</Typography>
            <StatusChip status={status} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {active ? T.statusActive : T.statusInactive}
            </Typography>
          </Stack>
          <Button variant="outlined" color={active ? 'error' : 'primary'} onClick={() => setAsking(true)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            {active ? T.deactivate : T.reactivate}
          </Button>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={asking}
        title={active ? T.deactivateTitle : T.reactivateTitle}
        text={active ? T.deactivateText : T.reactivateText}
        confirmLabel={active ? T.deactivate : T.reactivate}
        destructive={active}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
