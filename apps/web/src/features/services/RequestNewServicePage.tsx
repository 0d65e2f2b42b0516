import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Card, CardContent, Skeleton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { MAX_PAGE_SIZE, ROLE_HOME, type RequestNewServiceBody } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { StatusChip } from '../../components/StatusChip';
import { selectCurrentUser } from '../auth/public';
import { useAfterSave } from '../../components/form/useAfterSave';
import { ServiceForm } from './ServiceForm';
import { EMPTY_SERVICE_FORM } from './serviceForm';
import { formatDate } from '../../components/format/dates';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue } from './serviceTexts';
import { useListServicesQuery, useRequestNewServiceMutation } from './servicesApi';
import { PlainTable } from '../../components/PlainTable';
import { CardHeading } from '../../components/CardHeading';

const HOME = ROLE_HOME.workshop_admin;
// The newest services a workshop admin sees (the active catalogue and its own requests), newest first.
const RECENT_ARGS = { sort: '-created_at', page: 1, page_size: MAX_PAGE_SIZE };

/** The services this workshop asked for, with the platform's decision. */
function YourRequests() {
  const t = useTexts(serviceCatalogue);
  const workshopId = useAppSelector(selectCurrentUser)?.workshop_id ?? null;
  const { data, isLoading, isError } = useListServicesQuery(RECENT_ARGS);
  const requests = (data?.data ?? []).filter((service) => service.requested_by_workshop !== null && service.requested_by_workshop.id === workshopId);

  return (
    <Card>
      <CardContent>
        <CardHeading title={t('yourRequests')} subtitle={t('yourRequestsHint')} spaced />
        {isLoading ? (
          <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loadingRequests')}>
            <Skeleton variant="rounded" height={32} />
            <Skeleton variant="rounded" height={32} />
          </Stack>
        ) : isError ? (
          <Alert severity="error">{t('requestsFailed')}</Alert>
        ) : requests.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('noRequests')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <PlainTable label={t('yourRequests')} head={[t('colName'), t('colCategory'), t('colRequestedOn'), t('colStatus'), t('decisionNote')]}>
              {requests.map((service) => (
                <TableRow key={service.id}>
                  <TableCell sx={{ fontWeight: 600 }}>{service.name}</TableCell>
                  <TableCell>{t(`category.${service.category}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(service.created_at)}</TableCell>
                  <TableCell>
                    <StatusChip status={service.status} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{service.decision_note || '—'}</TableCell>
                </TableRow>
              ))}
            </PlainTable>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** requestnewservice: a workshop admin asks for a new catalogue service; the platform approves or rejects it. */
export default function RequestNewServicePage() {
  const navigate = useNavigate();
  const t = useTexts(serviceCatalogue);
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
        onSave={async (body) => afterSave(await requestNewService(body as RequestNewServiceBody), t('requested'), () => setSent((count) => count + 1))}
      />
      <YourRequests />
    </Stack>
  );
}
