import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Service } from '@carcare/contracts';
import { StatusChip } from '../../components/StatusChip';
import { allowedServiceActions } from './serviceActions';
import { ServiceDecisionDialog, type PendingDecision } from './ServiceDecisionDialog';
import { SERVICE_ACTION_TEXTS, SERVICE_TEXTS as T } from './serviceTexts';

/** A catalogue service's status, who asked for it, and the changes its state machine allows from here. */
export function ServiceStatusCard({ service, onStale }: { service: Service; onStale: (message: string) => void }) {
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const actions = allowedServiceActions(service.status);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{T.status}</Typography>
              <StatusChip status={service.status} />
              {service.requested_by_workshop ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {T.requestedBy(service.requested_by_workshop.name)}
                </Typography>
              ) : null}
            </Stack>
            {service.decision_note ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                {T.decisionNote}: {service.decision_note}
              </Typography>
            ) : null}
          </Stack>
          {actions.length ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {actions.map((action) => (
                <Button
                  key={action}
                  variant={action === 'approve' || action === 'activate' ? 'contained' : 'outlined'}
                  color={SERVICE_ACTION_TEXTS[action].destructive ? 'error' : 'primary'}
                  onClick={() => setPending({ service, action })}
                >
                  {SERVICE_ACTION_TEXTS[action].button}
                </Button>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
      <ServiceDecisionDialog pending={pending} onClose={() => setPending(null)} onStale={onStale} />
    </Card>
  );
}
