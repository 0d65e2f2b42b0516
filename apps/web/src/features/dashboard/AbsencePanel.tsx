import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AbsenceToday, OpenConcerns } from '@carcare/contracts';
import { MenuIcon } from '../../components/MenuIcon';
import { DashboardPanel } from './DashboardPanel';
import { useTexts } from '../../i18n/useTexts';
import { dashboardCatalogue } from './dashboardTexts';
import { StatCard } from './StatCard';

export interface AbsencePanelProps {
  title: string;
  subtitle: string;
  /** The role's Absent List ("See all"). */
  listPath: string;
  /** A worker's profile in this role's console. */
  workerPath: (workerId: number) => string;
  absences: AbsenceToday[];
  /** Said when nobody is away. */
  empty: string;
  /** The line under a worker's name: the leave's type and dates as this role needs them. */
  detail: (absence: AbsenceToday) => string;
  /** Below the list (a note on leaves still pending). */
  children?: ReactNode;
}

/**
 * Who is away today, each linked to their profile, with the way to the Absent List. The leave types'
 * words are the dashboard catalogue's own (`leaveType.*`, kept equal to the leaves catalogue by
 * dashboardTexts.test.ts): the leaves catalogue would add its dialogs' texts to the dashboard's budget.
 */
export function AbsencePanel({ title, subtitle, listPath, workerPath, absences, empty, detail, children }: AbsencePanelProps) {
  const t = useTexts(dashboardCatalogue);
  return (
    <DashboardPanel
      title={title}
      subtitle={subtitle}
      action={
        <Link component={RouterLink} to={listPath} underline="always">
          {t('seeAll')}
        </Link>
      }
    >
      {absences.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List disablePadding aria-label={title}>
          {absences.map((absence) => (
            <ListItem key={absence.leave_id} disableGutters divider sx={{ display: 'block' }}>
              <Link component={RouterLink} to={workerPath(absence.worker.id)} underline="always">
                {absence.worker.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t(`leaveType.${absence.type}`)} · {detail(absence)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {children}
    </DashboardPanel>
  );
}

/** The open and in-progress concerns as one figure, linked to the open ones. */
export function OpenConcernsCard({ concerns, listPath }: { concerns: OpenConcerns; listPath: string }) {
  const t = useTexts(dashboardCatalogue);
  return (
    <StatCard
      title={t('openConcerns')}
      value={concerns.open + concerns.in_progress}
      detail={t('concernsDetail', { open: concerns.open, inProgress: concerns.in_progress })}
      to={`${listPath}?status=open`}
      icon={<MenuIcon name="concern" fontSize="small" />}
    />
  );
}
