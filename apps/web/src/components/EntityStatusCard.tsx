import { Button } from '@mui/material';
import type { RecordStatus } from '@carcare/contracts';
import { StatusCard } from './StatusCard';
import { useStatusChange } from './useStatusChange';
import type { StatusTexts } from './statusTexts';

export type { StatusTexts } from './statusTexts';

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
