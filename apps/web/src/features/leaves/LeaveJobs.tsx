import { Link as RouterLink } from 'react-router';
import { Link, List, ListItem, ListItemText } from '@mui/material';
import { ROLE_HOME, isUserType, type LeaveJob } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../components/format/dates';
import { useTexts } from '../../i18n/useTexts';
import { selectUserType } from '../auth/public';
import { leaveCatalogue } from './leaveTexts';

/** Each job's code, a link to its request, and its time in India. */
export function LeaveJobList({ jobs }: { jobs: readonly LeaveJob[] }) {
  const t = useTexts(leaveCatalogue);
  const userType = useAppSelector(selectUserType);
  const home = isUserType(userType) ? ROLE_HOME[userType] : ROLE_HOME.workshop_admin;
  return (
    <List dense aria-label={t('hasJobs.list')} sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, py: 0, maxHeight: 240, overflowY: 'auto' }}>
      {jobs.map((job) => (
        <ListItem key={job.id} divider>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`${home}/service-details/${job.id}`} target="_blank" rel="noopener">
                {job.code}
              </Link>
            }
            secondary={formatDateTime(job.scheduled_at)}
          />
        </ListItem>
      ))}
    </List>
  );
}
