import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROLE_HOME, formatInr, type WorkshopAdminDashboard } from '@carcare/contracts';
import { formatRating } from '../../components/format/entityFormat';
import { MenuIcon } from '../../components/MenuIcon';
import { RequestStatusChip } from '../requests/public';
import { AbsencePanel, OpenConcernsCard } from './AbsencePanel';
import { DashboardPanel, PanelGrid } from './DashboardPanel';
import { useTexts } from '../../i18n/useTexts';
import { dashboardCatalogue } from './dashboardTexts';
import { formatDay, formatTime } from './dashboardFormat';
import { filteredListUrl } from './dashboardLinks';
import { RequestsByStatusPanel, RequestsPerDayPanel, RequestsTodayCard } from './RequestPanels';
import { StatCard, StatGrid } from './StatCard';

const HOME = ROLE_HOME.workshop_admin;
const REQUESTS = `${HOME}/list-requests`;

/** One workshop's day and range: requests, money, today's work, who is away, how customers rate it. */
export function WorkshopAdminDashboardView({ data }: { data: WorkshopAdminDashboard }) {
  const t = useTexts(dashboardCatalogue);
  return (
    <>
      <StatGrid>
        <RequestsTodayCard count={data.todays_schedule_total} today={data.today} listPath={REQUESTS} />
        <StatCard
          title={t('revenueInRange')}
          value={formatInr(data.revenue.range_paise)}
          detail={t('thisMonthAmount', { amount: formatInr(data.revenue.this_month_paise) })}
          icon={<MenuIcon name="transaction" fontSize="small" />}
        />
        <StatCard
          title={t('averageRating')}
          value={formatRating(data.rating.average)}
          detail={data.rating.review_count === 0 ? t('noRating') : t('reviews', { count: data.rating.review_count })}
          icon={<MenuIcon name="review" fontSize="small" />}
        />
        <OpenConcernsCard concerns={data.open_concerns} listPath={`${HOME}/userconcerns`} />
      </StatGrid>
      <PanelGrid columns="3fr 2fr">
        <DashboardPanel
          title={t('todaysSchedule')}
          subtitle={data.todays_schedule_total > data.todays_schedule.length ? t('scheduleMore', { shown: data.todays_schedule.length, total: data.todays_schedule_total }) : formatDay(data.today)}
          action={
            data.todays_schedule_total > 0 ? (
              <Link component={RouterLink} to={filteredListUrl(REQUESTS, { from: data.today, to: data.today })} underline="always">
                {t('seeAll')}
              </Link>
            ) : undefined
          }
        >
          {data.todays_schedule.length === 0 ? (
            <Typography color="text.secondary">{t('noSchedule')}</Typography>
          ) : (
            <List disablePadding aria-label={t('todaysSchedule')} sx={{ maxHeight: 420, overflowY: 'auto' }}>
              {data.todays_schedule.map((entry) => (
                <ListItem key={entry.id} disableGutters divider sx={{ display: 'grid', gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '72px minmax(0, 1fr) auto' }, columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
                  <Typography variant="subtitle1" component="span">
                    {formatTime(entry.scheduled_at)}
                  </Typography>
                  <Box sx={{ minWidth: 0 }}>
                    <Link component={RouterLink} to={`${HOME}/service-details/${entry.id}`} underline="always" sx={{ fontWeight: 500 }}>
                      {entry.code}
                    </Link>{' '}
                    <Typography component="span" variant="body2">
                      {entry.customer_name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {entry.service.name} · {entry.worker?.name ?? t('unassigned')}
                    </Typography>
                  </Box>
                  <Box sx={{ gridColumn: { xs: 2, sm: 'auto' } }}>
                    <RequestStatusChip status={entry.status} />
                  </Box>
                </ListItem>
              ))}
            </List>
          )}
        </DashboardPanel>
        <AbsencePanel
          title={t('onLeaveToday')}
          subtitle={t('workers', { count: data.on_leave_today.length })}
          listPath={`${HOME}/listofleaves`}
          workerPath={(id) => `${HOME}/workshprofile/${id}`}
          absences={data.on_leave_today}
          empty={t('nobodyOnLeave')}
          detail={(absence) => t('until', { date: formatDay(absence.end_date) })}
        />
      </PanelGrid>
      <PanelGrid columns="1fr 1fr">
        <RequestsByStatusPanel statuses={data.requests_by_status} range={data.range} listPath={REQUESTS} />
        <RequestsPerDayPanel days={data.requests_per_day} listPath={REQUESTS} />
      </PanelGrid>
    </>
  );
}
