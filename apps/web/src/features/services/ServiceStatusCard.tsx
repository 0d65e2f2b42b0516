import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import type { Service } from '@carcare/contracts';
import { StatusCard } from '../../components/StatusCard';
import { allowedServiceActions } from './serviceActions';
import { ServiceDecisionDialog, type PendingDecision } from './ServiceDecisionDialog';
import { useTexts } from '../../i18n/useTexts';
import { SERVICE_ACTION_RULES, serviceCatalogue } from './serviceTexts';

/** A catalogue service's status, who asked for it, and the changes its state machine allows from here. */
export function ServiceStatusCard({ service, onStale }: { service: Service; onStale: (message: string) => void }) {
  const t = useTexts(serviceCatalogue);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const actions = allowedServiceActions(service.status);

  return (
    <StatusCard
      label={t('status')}
      status={service.status}
      note={service.requested_by_workshop ? t('requestedBy', { workshop: service.requested_by_workshop.name }) : undefined}
      actions={
        actions.length
          ? actions.map((action) => (
              <Button
                key={action}
                variant={action === 'approve' || action === 'activate' ? 'contained' : 'outlined'}
                color={SERVICE_ACTION_RULES[action].destructive ? 'error' : 'primary'}
                onClick={() => setPending({ service, action })}
              >
                {t(`action.${action}.button`)}
              </Button>
            ))
          : undefined
      }
      dialog={<ServiceDecisionDialog pending={pending} onClose={() => setPending(null)} onStale={onStale} />}
    >
      {service.decision_note ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
          {t('decisionNoteLine', { note: service.decision_note })}
        </Typography>
      ) : null}
    </StatusCard>
  );
}
