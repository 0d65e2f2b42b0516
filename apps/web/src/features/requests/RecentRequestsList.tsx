import { Link as RouterLink } from 'react-router';
import { Alert, Box, Link, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { formatInr } from '@carcare/contracts';
import { countedText } from '../../components/format/entityFormat';
import { useListRequestsQuery } from './requestsApi';
import { formatDateTime } from './requestFormat';
import { RequestStatusChip } from './RequestStatusChip';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';

export const RECENT_REQUESTS_COUNT = 5;

export interface RecentRequestsListProps {
  /** The list filter: a worker's or a workshop's requests. */
  filter: { worker_id: number } | { workshop_id: number };
  /** The role's prefix the links go under: "/main" or "/workshop". */
  basePath: '/main' | '/workshop';
  emptyText: string;
}

/** The latest few requests of a worker or a workshop (newest schedule first), each linking to its details, and a link to all of them. */
export function RecentRequestsList({ filter, basePath, emptyText }: RecentRequestsListProps) {
  const t = useTexts(requestCatalogue);
  const { data, isLoading, isError } = useListRequestsQuery({ ...filter, page: 1, page_size: RECENT_REQUESTS_COUNT, sort: '-scheduled_at' });
  if (isLoading) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('loadingRequests')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  }
  if (isError || !data) return <Alert severity="error">{t('recentFailed')}</Alert>;
  if (data.data.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  const listPath = basePath === '/main' ? '/main/requests' : '/workshop/list-requests';
  const query = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])).toString();
  return (
    <Box>
      <List dense disablePadding aria-label={t('recentRequests')}>
        {data.data.map((request) => (
          <ListItem key={request.id} disableGutters divider secondaryAction={<RequestStatusChip status={request.status} />}>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`${basePath}/service-details/${request.id}`} underline="always">
                  {request.code}
                </Link>
              }
              secondary={`${request.service.name} · ${formatInr(request.amount_paise)} · ${formatDateTime(request.scheduled_at)}`}
              sx={{ pr: 14 }}
            />
          </ListItem>
        ))}
      </List>
      {data.total > data.data.length ? (
        <Link component={RouterLink} to={`${listPath}?${query}`} underline="always" variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
          {`View all ${countedText(data.total, data.total_is_estimate, 'request', 'requests')}`}
        </Link>
      ) : null}
    </Box>
  );
}
