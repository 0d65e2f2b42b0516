import { Button } from '@mui/material';
import type { RecordStatus } from '@carcare/contracts';
import { StatusCard } from './StatusCard';
import { useStatusChange, type StatusChangeOptions } from './useStatusChange';
import type { StatusTexts } from './statusTexts';

export type { StatusTexts } from './statusTexts';

/** The status change's busy flag and calls, with the record's status and every text of the card. */
export interface EntityStatusCardProps extends Pick<StatusChangeOptions, 'busy' | 'onChange' | 'onStale'> {
  status: RecordStatus;
  texts: StatusTexts;
}

/** A record's status with the button that deactivates or reactivates it behind a confirmation. */
export function EntityStatusCard({ status, texts: T, busy, onChange, onStale }: EntityStatusCardProps) {
  const active = status === 'active';
  const change = useStatusChange({ active, texts: T, busy, onChange, onStale });

  return (
    <StatusCard
      label={T.statusLabel}
      status={status}
      note={active ? T.statusActive : T.statusInactive}
      actions={
        <Button variant="outlined" color={active ? 'error' : 'primary'} onClick={change.ask}>
          {active ? T.deactivate : T.reactivate}
        </Button>
      }
      dialog={change.dialog}
    />
  );
}
