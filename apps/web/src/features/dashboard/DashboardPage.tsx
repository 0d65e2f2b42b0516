import { useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DASHBOARD_DEFAULT_DAYS, type Dashboard } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
// Not the components/list barrel: it would bring the DataGrid to the dashboard.
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { selectCurrentUser, selectUserType } from '../auth/public';
import { useDashboardQuery } from './dashboardApi';
import { useTexts } from '../../i18n/useTexts';
import { dashboardCatalogue } from './dashboardTexts';
import { formatDayWithYear } from './dashboardFormat';
import { PanelGrid } from './DashboardPanel';
import { SocietyManagerDashboardView } from './SocietyManagerDashboardView';
import { StatCardSkeleton, StatGrid } from './StatCard';
import { SuperAdminDashboardView } from './SuperAdminDashboardView';
import { useDashboardRange } from './useDashboardRange';
import { WorkshopAdminDashboardView } from './WorkshopAdminDashboardView';
import { RetryAlert } from '../../components/RetryAlert';

function DashboardSkeleton() {
  const t = useTexts(dashboardCatalogue);
  return (
    <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', gap: 2 }}>
      <StatGrid>
        {[0, 1, 2, 3].map((index) => (
          <StatCardSkeleton key={index} />
        ))}
      </StatGrid>
      <PanelGrid>
        {[0, 1].map((index) => (
          <Card key={index}>
            <CardContent>
              <Skeleton width="40%" />
              <Skeleton variant="rounded" height={260} sx={{ mt: 2 }} />
            </CardContent>
          </Card>
        ))}
      </PanelGrid>
    </Box>
  );
}

function DashboardFigures({ data }: { data: Dashboard }) {
  switch (data.role) {
    case 'super_admin':
      return <SuperAdminDashboardView data={data} />;
    case 'workshop_admin':
      return <WorkshopAdminDashboardView data={data} />;
    case 'society_manager':
      return <SocietyManagerDashboardView data={data} />;
  }
}

const FRESH_SECONDS = 10;

/** The default page of every role: its figures over a date range kept in the URL. */
export default function DashboardPage() {
  const t = useTexts(dashboardCatalogue);
  const user = useAppSelector(selectCurrentUser);
  const userType = useAppSelector(selectUserType);
  const range = useDashboardRange();
  // Figures fetched when the route was entered (dashboardData) are used if they are a few seconds
  // old; a return to the dashboard later asks again.
  const { data, isLoading, isFetching, isError, error, refetch } = useDashboardQuery({ from: range.from, to: range.to }, { skip: range.invalid, refetchOnMountOrArgChange: FRESH_SECONDS });
  // The figures (cards, charts, tables: most of the page's rendering work) are drawn after the rest
  // of the page, in a background render the browser can interrupt for a tap or a key: the page and
  // its skeleton paint first, even when the figures arrived with the page's code.
  const figures = useDeferredValue(data, null);
  // The society manager's figures are today's and this week's: no range to choose.
  const ranged = userType !== 'society_manager';
  const scopeName = data?.role === 'workshop_admin' ? data.workshop.name : data?.role === 'society_manager' ? data.society.name : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="p">
            {user ? t('welcome', { name: user.name }) : t('welcomeAnonymous')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[scopeName, data && ranged ? t('dateRange', { from: formatDayWithYear(data.range.from), to: formatDayWithYear(data.range.to) }) : null].filter(Boolean).join(' · ') || '\u00a0'}
          </Typography>
        </Box>
        {ranged ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
            <DateRangeFilter fromLabel={t('from')} toLabel={t('to')} from={range.from ?? data?.range.from} to={range.to ?? data?.range.to} onFromChange={range.setFrom} onToChange={range.setTo} invalid={range.invalid} />
            {range.from || range.to ? (
              <Button size="small" onClick={range.reset}>
                {t('lastDays', { days: DASHBOARD_DEFAULT_DAYS })}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      {range.invalid ? <Alert severity="warning">{t('rangeInvalid')}</Alert> : null}
      {isError && !range.invalid ? (
        <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
          {t('failed')} {error && 'data' in error && error.status === 400 ? (error.data as { message: string }).message : null}
        </RetryAlert>
      ) : null}
      {isFetching && !isLoading ? <LinearProgress aria-label={t('updating')} sx={{ borderRadius: 1 }} /> : null}
      {isLoading || (data && !figures) ? <DashboardSkeleton /> : figures && !range.invalid ? <DashboardFigures data={figures} /> : null}
    </Box>
  );
}
