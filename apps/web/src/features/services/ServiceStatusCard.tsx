import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import type { Service } from '@carcare/contracts';
import { StatusCard } from '../../components/StatusCard';
import { allowedServiceActions } from './serviceActions';
import { ServiceDecisionDialog, type PendingDecision } from './ServiceDecisionDialog';
import { SERVICE_ACTION_TEXTS, SERVICE_TEXTS as T } from './serviceTexts';

/** A catalogue service's status, who asked for it, and the changes its state machine allows from here. */
export function ServiceStatusCard({ service, onStale }: { service: Service; onStale: (message: string) => void }) {
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const actions = allowedServiceActions(service.status);

  return (
    <StatusCard
      label={T.status}
      status={service.status}
      note={service.requested_by_workshop ? T.requestedBy(service.requested_by_workshop.name) : undefined}
      actions={
        actions.length
          ? actions.map((action) => (
              <Button
                key={action}
                variant={action === 'approve' || action === 'activate' ? 'contained' : 'outlined'}
                color={SERVICE_ACTION_TEXTS[action].destructive ? 'error' : 'primary'}
                onClick={() => setPending({ service, action })}
              >
                {SERVICE_ACTION_TEXTS[action].button}
              </Button>
            ))
          : undefined
      }
      dialog={<ServiceDecisionDialog pending={pending} onClose={() => setPending(null)} onStale={onStale} />}
    >
      {service.decision_note ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
          {T.decisionNote}: {service.decision_note}
        </Typography>
      ) : null}
    </StatusCard>
  );
}
