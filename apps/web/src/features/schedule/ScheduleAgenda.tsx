import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import { RESCHEDULABLE_STATUSES, type ScheduleJob, type ScheduleResponse, type ScheduleWorker } from '@carcare/contracts';
import { RequestStatusChip } from '../requests/public';
import type { BoardTexts } from './ScheduleBoard';
import { clockText, minutesIntoDay } from './scheduleTime';

export interface ScheduleAgendaProps extends BoardTexts {
  day: ScheduleResponse;
  onOpen: (job: ScheduleJob) => void;
}

/** A phone's board: the Unassigned list, then one agenda per worker, jobs in time order; no dragging, the same dialog. */
export function ScheduleAgenda({ day, onOpen, t, jobName, leaveText }: ScheduleAgendaProps) {
  const byTime = [...day.jobs].sort((a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) || a.id - b.id);
  const workerIds = new Set(day.workers.map((worker) => worker.id));
  const unassigned = byTime.filter((job) => job.worker_id === null || !workerIds.has(job.worker_id));
  return (
    <Stack spacing={1.5}>
      <AgendaCard title={t('unassigned')} empty={t('unassignedEmpty')} jobs={unassigned} day={day} onOpen={onOpen} jobName={jobName} t={t} />
      {day.workers.map((worker) => (
        <AgendaCard
          key={worker.id}
          title={worker.name}
          worker={worker}
          leave={leaveText(worker)}
          empty={t('agenda.noJobs')}
          jobs={byTime.filter((job) => job.worker_id === worker.id)}
          day={day}
          onOpen={onOpen}
          jobName={jobName}
          t={t}
        />
      ))}
    </Stack>
  );
}

interface AgendaCardProps extends Pick<BoardTexts, 't' | 'jobName'> {
  title: string;
  worker?: ScheduleWorker;
  leave?: string | null;
  empty: string;
  jobs: ScheduleJob[];
  day: ScheduleResponse;
  onOpen: (job: ScheduleJob) => void;
}

function AgendaCard({ title, worker, leave, empty, jobs, day, onOpen, jobName, t }: AgendaCardProps) {
  const headingId = `agenda-${worker?.id ?? 'unassigned'}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title} ({jobs.length})
      </Typography>
      {leave ? <Chip size="small" color={worker?.leave?.status === 'approved' ? 'error' : 'warning'} label={leave} sx={{ mt: 0.5 }} /> : null}
      {worker && worker.societies.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} role="list" aria-label={t('serves')}>
          {worker.societies.map((society) => (
            <Chip role="listitem" key={society.id} size="small" variant="outlined" label={society.name} />
          ))}
        </Box>
      ) : null}
      {jobs.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1 }}>
          {jobs.map((job) => {
            const start = minutesIntoDay(day.date, job.scheduled_at);
            return (
              <li key={job.id}>
                <ButtonBase
                  aria-label={jobName(job)}
                  aria-haspopup="dialog"
                  onClick={() => onOpen(job)}
                  sx={{ width: '100%', display: 'block', textAlign: 'left', p: 1, borderRadius: 1, border: 1, borderColor: job.late ? 'error.main' : 'divider', '&.Mui-focusVisible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` } }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {clockText(start)}–{clockText(start + job.duration_minutes)}
                    </Typography>
                    <Typography variant="body2">{job.code}</Typography>
                    <RequestStatusChip status={job.status} />
                    {job.late ? <Chip size="small" color="error" icon={<AlarmIcon aria-hidden />} label={t('late')} /> : null}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {job.service.name} · {job.customer_name}
                    {job.society ? ` · ${job.society.name}` : ''}
                  </Typography>
                  {(RESCHEDULABLE_STATUSES as readonly string[]).includes(job.status) ? (
                    <Typography variant="caption" color="primary">
                      {t('assignOrMove')}
                    </Typography>
                  ) : null}
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
