import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DashboardRange, DayCount, StatusCount } from '@carcare/contracts';
import { MenuIcon } from '../../components/MenuIcon';
import { requestCatalogue } from '../requests/public';
import { RequestsByStatusChart, RequestsPerDayChart } from './charts/DashboardCharts';
import { DashboardPanel } from './DashboardPanel';
import { useTexts } from '../../i18n/useTexts';
import { dashboardCatalogue } from './dashboardTexts';
import { formatDay } from './dashboardFormat';
import { filteredListUrl } from './dashboardLinks';
import { StatCard } from './StatCard';

/** Requests per day over the range, with a one-line summary for screen readers and phones. */
export function RequestsPerDayPanel({
  days,
  title,
  totalText,
  listPath,
}: {
  days: readonly DayCount[];
  /** "Requests per day" unless given. */
  title?: string;
  /** "14 requests in the range" unless given. */
  totalText?: (count: number) => string;
  listPath?: string;
}) {
  const t = useTexts(dashboardCatalogue);
  const navigate = useNavigate();
  const shownTitle = title ?? t('requestsPerDay');
  const totalOf = totalText ?? ((count: number) => t('requestsInRange', { count }));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<DayCount | undefined>((best, day) => (!best || day.count > best.count ? day : best), undefined);
  const summary =
    total === 0 || !busiest ? t('noRequests') : t('summary', { total: totalOf(total), busiest: t('busiestDay', { day: formatDay(busiest.date), count: busiest.count }) });
  return (
    <DashboardPanel title={shownTitle} subtitle={summary}>
      {total === 0 ? null : (
        <RequestsPerDayChart
          days={days}
          label={t('chartLabel', { title: shownTitle, summary })}
          onDayClick={listPath ? (date) => void navigate(filteredListUrl(listPath, { from: date, to: date })) : undefined}
        />
      )}
    </DashboardPanel>
  );
}

/** Requests of the range by status: a chart and the figures as links to the filtered list. */
export function RequestsByStatusPanel({ statuses, range, listPath }: { statuses: readonly StatusCount[]; range: DashboardRange; listPath: string }) {
  const t = useTexts(dashboardCatalogue);
  const requestText = useTexts(requestCatalogue);
  const navigate = useNavigate();
  const total = statuses.reduce((sum, entry) => sum + entry.count, 0);
  const urlOf = (status: string) => filteredListUrl(listPath, { status, from: range.from, to: range.to });
  return (
    <DashboardPanel title={t('requestsByStatus')} subtitle={total === 0 ? t('noRequests') : t('requestsInRange', { count: total })}>
      {total === 0 ? null : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'center' }}>
          <RequestsByStatusChart statuses={statuses} label={t('requestsByStatus')} onStatusClick={(status) => void navigate(urlOf(status))} />
          <List dense aria-label={t('requestsByStatus')} disablePadding>
            {statuses.map((entry) => (
              <ListItem key={entry.status} disableGutters sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Link component={RouterLink} to={urlOf(entry.status)} underline="always">
                  {requestText(`status.${entry.status}`)}
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
  const t = useTexts(dashboardCatalogue);
  return <StatCard title={t('requestsToday')} value={count} to={filteredListUrl(listPath, { from: today, to: today })} icon={<MenuIcon name="request" fontSize="small" />} />;
}
