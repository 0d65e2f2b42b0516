import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROLE_HOME, formatInr, type SuperAdminDashboard } from '@carcare/contracts';
import { formatRating } from '../../components/format/entityFormat';
import { MenuIcon } from '../../components/MenuIcon';
import { OpenConcernsCard } from './AbsencePanel';
import { DashboardPanel, PanelGrid } from './DashboardPanel';
import { useTexts } from '../../i18n/useTexts';
import { dashboardCatalogue } from './dashboardTexts';
import { RequestsByStatusPanel, RequestsPerDayPanel, RequestsTodayCard } from './RequestPanels';
import { StarMeter } from '../../components/StarMeter';
import { StatCard, StatGrid } from './StatCard';

const HOME = ROLE_HOME.super_admin;
const REQUESTS = `${HOME}/requests`;

/** The platform at a glance: counts, money, request flow, best workshops and concerns waiting. */
export function SuperAdminDashboardView({ data }: { data: SuperAdminDashboard }) {
  const t = useTexts(dashboardCatalogue);
  const { counts, revenue } = data;
  return (
    <>
      <StatGrid columns={3}>
        <StatCard title={t('activeWorkshops')} value={counts.active_workshops} to={`${HOME}/workshop-list?status=active`} icon={<MenuIcon name="garage" fontSize="small" />} />
        <StatCard title={t('activeSocieties')} value={counts.active_societies} to={`${HOME}/society-list?status=active`} icon={<MenuIcon name="society" fontSize="small" />} />
        <StatCard title={t('activeWorkers')} value={counts.active_workers} icon={<MenuIcon name="worker" fontSize="small" />} />
        <RequestsTodayCard count={counts.requests_today} today={data.today} listPath={REQUESTS} />
        <StatCard
          title={t('revenueThisMonth')}
          value={formatInr(revenue.this_month_paise)}
          detail={t('lastMonthAmount', { amount: formatInr(revenue.last_month_paise) })}
          to={`${HOME}/transactions?${new URLSearchParams({ status: 'success', from: revenue.this_month.from, to: revenue.this_month.to }).toString()}`}
          icon={<MenuIcon name="transaction" fontSize="small" />}
        />
        <OpenConcernsCard concerns={data.open_concerns} listPath={`${HOME}/userconcerns`} />
      </StatGrid>
      <RequestsPerDayPanel days={data.requests_per_day} listPath={REQUESTS} />
      <PanelGrid>
        <RequestsByStatusPanel statuses={data.requests_by_status} range={data.range} listPath={REQUESTS} />
        <DashboardPanel title={t('topWorkshops')}>
          {data.top_workshops.length === 0 ? (
            <Typography color="text.secondary">{t('noRatedWorkshops')}</Typography>
          ) : (
            <List disablePadding aria-label={t('topWorkshops')}>
              {data.top_workshops.map((workshop) => (
                <ListItem key={workshop.id} disableGutters divider sx={{ display: 'block' }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                    <Typography variant="subtitle1" component="span" noWrap>
                      {workshop.name}
                    </Typography>
                    <Typography variant="subtitle1" component="span">
                      {formatRating(workshop.rating)}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                      {workshop.city} ·{' '}
                      <Link component={RouterLink} to={`${HOME}/reviews?workshop_id=${workshop.id}`} underline="always">
                        {t('reviews', { count: workshop.review_count })}
                      </Link>
                    </Typography>
                    <StarMeter value={workshop.rating} />
                  </Box>
                </ListItem>
              ))}
            </List>
          )}
        </DashboardPanel>
      </PanelGrid>
    </>
  );
}
