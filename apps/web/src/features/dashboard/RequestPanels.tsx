import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DashboardRange, DayCount, StatusCount } from '@carcare/contracts';
import { MenuIcon } from '../../layout/MainLayout/Sidebar/menuIcons';
import { REQUEST_STATUS_LABELS } from '../requests/public';
import { LazyRequestsByStatusChart, LazyRequestsPerDayChart } from './charts/lazyCharts';
import { DashboardPanel } from './DashboardPanel';
import { DASHBOARD_TEXTS as T } from './dashboardTexts';
import { formatDay } from './dashboardFormat';
import { requestListUrl } from './dashboardLinks';
import { StatCard } from './StatCard';

/** Requests per day over the range, with a one-line summary for screen readers and phones. */
export function RequestsPerDayPanel({
  days,
  title = T.requestsPerDay,
  totalText = T.requestsInRange,
  listPath,
}: {
  days: readonly DayCount[];
  title?: string;
  /** "14 requests in the range" */
  totalText?: (count: number) => string;
  listPath?: string;
}) {
  const navigate = useNavigate();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<DayCount | undefined>((best, day) => (!best || day.count > best.count ? day : best), undefined);
  const summary = total === 0 || !busiest ? T.noRequests : `${totalText(total)}; ${T.busiestDay(formatDay(busiest.date), busiest.count)}`;
  return (
    <DashboardPanel title={title} subtitle={summary}>
      {total === 0 ? null : (
        <LazyRequestsPerDayChart
          days={days}
          label={`${title}: ${summary}`}
          onDayClick={listPath ? (date) => void navigate(requestListUrl(listPath, { from: date, to: date })) : undefined}
        />
      )}
    </DashboardPanel>
  );
}

/** Requests of the range by status: a chart and the figures as links to the filtered list. */
export function RequestsByStatusPanel({ statuses, range, listPath }: { statuses: readonly StatusCount[]; range: DashboardRange; listPath: string }) {
  const navigate = useNavigate();
  const total = statuses.reduce((sum, entry) => sum + entry.count, 0);
  const urlOf = (status: string) => requestListUrl(listPath, { status, from: range.from, to: range.to });
  return (
    <DashboardPanel title={T.requestsByStatus} subtitle={total === 0 ? T.noRequests : T.requestsInRange(total)}>
      {total === 0 ? null : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'center' }}>
          <LazyRequestsByStatusChart statuses={statuses} label={T.requestsByStatus} onStatusClick={(status) => void navigate(urlOf(status))} />
          <List dense aria-label={T.requestsByStatus} disablePadding>
            {statuses.map((entry) => (
              <ListItem key={entry.status} disableGutters sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Link component={RouterLink} to={urlOf(entry.status)} underline="always">
                  {REQUEST_STATUS_LABELS[entry.status]}
                </Link>
                <Typography component="span" variant="subtitle1" data-status={entry.status}>
                  {entry.count}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </DashboardPanel>
  );
}

/** Today's requests, opening the list filtered to today. */
export function RequestsTodayCard({ count, today, listPath }: { count: number; today: string; listPath: string }) {
  return <StatCard title={T.requestsToday} value={count} to={requestListUrl(listPath, { from: today, to: today })} icon={<MenuIcon name="request" fontSize="small" />} />;
}
