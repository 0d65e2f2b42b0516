import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { MAX_PAGE_SIZE, ROLE_HOME, type RequestNewServiceBody } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { StatusChip } from '../../components/StatusChip';
import { selectCurrentUser } from '../auth/public';
import { useAfterSave } from '../../components/form/useAfterSave';
import { ServiceForm } from './ServiceForm';
import { EMPTY_SERVICE_FORM } from './serviceForm';
import { formatDay } from './serviceFormat';
import { CATEGORY_LABELS, SERVICE_TEXTS as T } from './serviceTexts';
import { useListServicesQuery, useRequestNewServiceMutation } from './servicesApi';

const HOME = ROLE_HOME.workshop_admin;
// The newest services a workshop admin sees (the active catalogue and its own requests), newest first.
const RECENT_ARGS = { sort: '-created_at', page: 1, page_size: MAX_PAGE_SIZE };

/** The services this workshop asked for, with the platform's decision. */
function YourRequests() {
  const workshopId = useAppSelector(selectCurrentUser)?.workshop_id ?? null;
  const { data, isLoading, isError } = useListServicesQuery(RECENT_ARGS);
  const requests = (data?.data ?? []).filter((service) => service.requested_by_workshop !== null && service.requested_by_workshop.id === workshopId);

  return (
    <Card>
      <CardContent>
        <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {T.yourRequests}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          {T.yourRequestsHint}
        </Typography>
        {isLoading ? (
          <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading your requests">
            <Skeleton variant="rounded" height={32} />
            <Skeleton variant="rounded" height={32} />
          </Stack>
        ) : isError ? (
          <Alert severity="error">{T.requestsFailed}</Alert>
        ) : requests.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{T.noRequests}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={T.yourRequests}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.colName}</TableCell>
                  <TableCell>{T.colCategory}</TableCell>
                  <TableCell>{T.colRequestedOn}</TableCell>
                  <TableCell>{T.colStatus}</TableCell>
                  <TableCell>{T.decisionNote}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {requests.map((service) => (
                  <TableRow key={service.id}>
                    <TableCell sx={{ fontWeight: 600 }}>{service.name}</TableCell>
                    <TableCell>{CATEGORY_LABELS[service.category]}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(service.created_at)}</TableCell>
                    <TableCell>
                      <StatusChip status={service.status} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>{service.decision_note || '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** requestnewservice: a workshop admin asks for a new catalogue service; the platform approves or rejects it. */
export default function RequestNewServicePage() {
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [requestNewService, { isLoading }] = useRequestNewServiceMutation();
  // A new empty form after each request sent.
  const [sent, setSent] = useState(0);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <ServiceForm
        key={sent}
        mode="request"
        initial={EMPTY_SERVICE_FORM}
        saving={isLoading}
        onCancel={() => void navigate(`${HOME}/list-service`)}
        onSave={async (body) => afterSave(await requestNewService(body as RequestNewServiceBody), T.requested, () => setSent((count) => count + 1))}
      />
      <YourRequests />
    </Stack>
  );
}
