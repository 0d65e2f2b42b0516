import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { RecordStatus } from '@carcare/contracts';
import { StatusChip } from './StatusChip';
import { useStatusChange } from './useStatusChange';

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
  const active = status === 'active';
  const change = useStatusChange({ active, texts: T, busy, onChange, onStale });

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
          <Button variant="outlined" color={active ? 'error' : 'primary'} onClick={change.ask} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            {active ? T.deactivate : T.reactivate}
          </Button>
        </Stack>
      </CardContent>
      {change.dialog}
    </Card>
  );
}
