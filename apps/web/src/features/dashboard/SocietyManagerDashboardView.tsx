import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { ROLE_HOME, type SocietyManagerDashboard } from '@carcare/contracts';
import { MenuIcon } from '../../components/MenuIcon';
import { AbsencePanel } from './AbsencePanel';
import { PanelGrid } from './DashboardPanel';
import { useTexts } from '../../i18n/useTexts';
import { dashboardCatalogue } from './dashboardTexts';
import { formatDay } from './dashboardFormat';
import { RequestsPerDayPanel } from './RequestPanels';
import { StatCard, StatGrid } from './StatCard';

const HOME = ROLE_HOME.society_manager;

/** A society's workers today and its requests this week. */
export function SocietyManagerDashboardView({ data }: { data: SocietyManagerDashboard }) {
  const t = useTexts(dashboardCatalogue);
  const week = data.requests_this_week;
  // The figure counts approved leaves; the Absent List's "Today" also shows pending ones, so say how many.
  const pending = data.pending_absent_today;
  return (
    <>
      <StatGrid columns={3}>
        <StatCard title={t('workersServing')} value={data.workers_serving} to={`${HOME}/society-list`} icon={<MenuIcon name="worker" fontSize="small" />} />
        <StatCard
          title={t('absentToday')}
          value={data.absent_today.length}
          detail={pending > 0 ? t('pendingAbsent', { count: pending }) : undefined}
          to={`${HOME}/listofleave`}
          icon={<MenuIcon name="absent" fontSize="small" />}
        />
        <StatCard
          title={t('requestsThisWeek')}
          value={week.total}
          detail={t('dateRange', { from: formatDay(week.from), to: formatDay(week.to) })}
          icon={<MenuIcon name="request" fontSize="small" />}
        />
      </StatGrid>
      <PanelGrid columns="1fr 1fr">
        <AbsencePanel
          title={t('whoIsAbsent')}
          subtitle={formatDay(data.today)}
          listPath={`${HOME}/listofleave`}
          workerPath={(id) => `${HOME}/workerprofile/${id}`}
          absences={data.absent_today}
          empty={t('nobodyAbsent')}
          detail={(absence) => `${formatDay(absence.start_date)} – ${formatDay(absence.end_date)} · ${absence.workshop.name}`}
        >
          {pending > 0 ? (
            <Link component={RouterLink} to={`${HOME}/listofleave`} underline="always" variant="body2" sx={{ display: 'block', mt: 1.5 }}>
              {t('pendingAbsentInList', { count: pending })}
            </Link>
          ) : null}
        </AbsencePanel>
        <RequestsPerDayPanel days={week.per_day} title={t('requestsPerDayThisWeek')} totalText={(count) => t('requestsInWeek', { count })} />
      </PanelGrid>
    </>
  );
}
