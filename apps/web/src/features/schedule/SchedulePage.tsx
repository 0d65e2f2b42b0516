import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ScheduleJob, ScheduleResponse, ScheduleWorker } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { lazyNamed } from '../../app/lazyPage';
import { useWorkshopFilterOptionsQuery } from '../../api/optionsApi';
import { apiErrorOf } from '../../api/baseApi';
import { useLiveRefetch } from '../../api/live/liveBus';
import { RetryAlert } from '../../components/RetryAlert';
import { businessToday, formatCalendarDate } from '../../components/format/dates';
import { fieldErrorText, serverFailureText } from '../../components/form/fieldErrorText';
import { useTexts } from '../../i18n/useTexts';
import { selectCurrentUser } from '../auth/public';
import { leaveCatalogue } from '../leaves/public';
import { requestCatalogue } from '../requests/public';
import { DateSwitcher } from './DateSwitcher';
import { checkDrop, type DropTarget } from './dropRules';
import { ScheduleAgenda } from './ScheduleAgenda';
import { ScheduleBoard, type BoardTexts, type PendingMove } from './ScheduleBoard';
import { scheduleAddress, useGetScheduleQuery, useRescheduleRequestMutation } from './scheduleApi';
import { clockText, instantAt, minutesIntoDay } from './scheduleTime';
import { refusalText, scheduleCatalogue } from './scheduleTexts';

// The dialog (its form, date-time field and Suggest) loads on the first job opened, and the super
// admin's workshop picker (a select and its menu) beside the board: the board's first paint waits
// for neither's code.
const AssignMoveDialog = lazyNamed(() => import('./AssignMoveDialog'), 'AssignMoveDialog');
const WorkshopPicker = lazyNamed(() => import('./WorkshopPicker'), 'WorkshopPicker');

interface Notice {
  severity: 'success' | 'warning' | 'error' | 'info';
  text: string;
}

/**
 * The day's board of one workshop (a workshop admin's own; the super admin picks one). The address
 * holds the date and, for the super admin, the workshop, so a reload or a shared link shows the same day.
 */
export default function SchedulePage() {
  const t = useTexts(scheduleCatalogue);
  const requestT = useTexts(requestCatalogue);
  const leaveT = useTexts(leaveCatalogue);
  const superAdmin = useAppSelector(selectCurrentUser)?.user_type === 'super_admin';
  const [params, setParams] = useSearchParams();
  const today = businessToday();
  const { date, workshopId } = scheduleAddress(params, superAdmin);
  const workshops = useWorkshopFilterOptionsQuery(undefined, { skip: !superAdmin });
  const firstWorkshop = workshops.data?.data[0]?.id;

  // The address always says which day (and workshop) is shown.
  useEffect(() => {
    const wantsDate = params.get('date') !== date;
    const wantsWorkshop = superAdmin && !workshopId && firstWorkshop !== undefined;
    if (!wantsDate && !wantsWorkshop) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('date', date);
        if (wantsWorkshop) next.set('workshop_id', String(firstWorkshop));
        return next;
      },
      { replace: true },
    );
  }, [date, firstWorkshop, params, setParams, superAdmin, workshopId]);

  const schedule = useGetScheduleQuery({ date, workshopId }, { skip: superAdmin && !workshopId });
  const day = schedule.currentData;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [openJobId, setOpenJobId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A move waits, drawn at its new place, until the day is read again (a new copy of the day ends it).
  const [moving, setPending] = useState<{ move: PendingMove; on: ScheduleResponse } | null>(null);
  const pending = moving && moving.on === day ? moving.move : null;
  const [reschedule] = useRescheduleRequestMutation();

  // Another admin's move (through any server process) shows here: the day is read again when a job of
  // its workshop changed on a day of its week (the strip's counts too), or when the stream is back after a gap.
  useLiveRefetch(
    schedule,
    (signal) => signal.type === 'resync' || (signal.type === 'schedule' && !!day && signal.workshop_id === day.workshop.id && signal.dates.some((changed) => day.week.some(({ date: shown }) => shown === changed))),
  );

  const setDay = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('date', next);
      return updated;
    });
  const setWorkshop = (id: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('workshop_id', id);
      return updated;
    });

  // Kept while the day's date and workers stay (a day read again keeps what did not change), so a
  // move re-renders only the lanes it touched.
  const dayDate = day?.date;
  const dayWorkers = day?.workers;
  const texts: BoardTexts = useMemo(() => {
    const workerName = (id: number | null) => (id === null ? undefined : dayWorkers?.find((worker) => worker.id === id)?.name);
    return {
      t,
      statusText: (job) => requestT(`status.${job.status}`),
      jobName: (job) => {
        const start = dayDate ? minutesIntoDay(dayDate, job.scheduled_at) : 0;
        const values = { code: job.code, from: clockText(start), to: clockText(start + job.duration_minutes), worker: workerName(job.worker_id) ?? t('unassignedWorker'), status: requestT(`status.${job.status}`) };
        return t(job.late ? 'jobNameLate' : 'jobName', values);
      },
      leaveText: (worker: ScheduleWorker) => {
        if (!worker.leave) return null;
        const type = leaveT(`type.${worker.leave.type}`);
        return worker.leave.status === 'approved' ? t('onLeave', { type }) : t('leavePending', { type });
      },
    };
  }, [dayDate, dayWorkers, leaveT, requestT, t]);

  const stale = useCallback(
    (job: ScheduleJob) => {
      setNotice({ severity: 'warning', text: t('stale', { code: job.code }) });
      void schedule.refetch();
    },
    [schedule, t],
  );

  const onDrop = useCallback(
    async (job: ScheduleJob, target: DropTarget) => {
      if (!day) return;
      const refusal = checkDrop(day, job, target);
      if (refusal) {
        setNotice({ severity: 'error', text: t('refused', { code: job.code, reason: refusalText(t, refusal, formatCalendarDate) }) });
        return;
      }
      const time = clockText(target.start);
      const body = { version: job.version, scheduled_at: instantAt(day.date, target.start), ...(target.workerId !== null && target.workerId !== job.worker_id ? { worker_id: target.workerId } : {}) };
      setPending({ move: { jobId: job.id, workerId: target.workerId, start: target.start }, on: day });
      setNotice({ severity: 'info', text: t('saving', { code: job.code }) });
      const result = await reschedule({ id: job.id, body });
      if ('data' in result) {
        const name = day.workers.find((worker) => worker.id === target.workerId)?.name;
        setNotice({ severity: 'success', text: 'worker_id' in body && name ? t('assigned', { code: job.code, name, time }) : t('moved', { code: job.code, time }) });
        return;
      }
      // Refused: the job goes back where it was, and the server says why.
      setPending(null);
      const error = apiErrorOf(result.error);
      if (error?.status === 409 && error.data.code === 'STALE_VERSION') {
        stale(job);
        return;
      }
      const detail = error?.data.details?.[0];
      const reason = detail ? fieldErrorText(detail) : error ? serverFailureText(error.data) : t('failed');
      setNotice({ severity: 'error', text: t('refused', { code: job.code, reason }) });
    },
    [day, reschedule, stale, t],
  );

  const openJob = useCallback((job: ScheduleJob) => setOpenJobId(job.id), []);
  const dialogJob = day && openJobId !== null ? day.jobs.find((job) => job.id === openJobId) : undefined;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, justifyContent: 'space-between' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <DateSwitcher date={date} today={today} week={schedule.data?.week} onChange={setDay} t={t} />
        </Box>
        {superAdmin ? (
          <Box sx={{ minWidth: 240 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={40} />}>
              <WorkshopPicker label={t('workshop')} value={workshopId ? String(workshopId) : ''} workshops={workshops.data?.data ?? []} onChange={setWorkshop} />
            </Suspense>
          </Box>
        ) : null}
      </Stack>
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} slotProps={{ closeButton: { 'aria-label': t('dismiss'), title: t('dismiss') } }}>
          {notice.text}
        </Alert>
      ) : null}
      {superAdmin && !workshopId && !workshops.isLoading ? <Alert severity="info">{t('chooseWorkshop')}</Alert> : null}
      <DayBody
        day={day}
        loading={schedule.isFetching && !day}
        failed={schedule.isError && !schedule.isFetching}
        failure={schedule.error}
        retry={() => void schedule.refetch()}
        phone={phone}
        pending={pending}
        onOpen={openJob}
        onDrop={(job, target) => void onDrop(job, target)}
        {...texts}
      />
      <Suspense fallback={null}>
        {dialogJob && day ? (
          <AssignMoveDialog
            key={dialogJob.id}
            job={dialogJob}
            day={day}
            t={t}
            onClose={() => setOpenJobId(null)}
            onDone={(text) => {
              setOpenJobId(null);
              setNotice({ severity: 'success', text });
            }}
            onStale={() => {
              setOpenJobId(null);
              stale(dialogJob);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

interface DayBodyProps extends BoardTexts {
  day: ScheduleResponse | undefined;
  loading: boolean;
  failed: boolean;
  failure: unknown;
  retry: () => void;
  phone: boolean;
  pending: PendingMove | null;
  onOpen: (job: ScheduleJob) => void;
  onDrop: (job: ScheduleJob, target: DropTarget) => void;
}

function DayBody({ day, loading, failed, failure, retry, phone, pending, onOpen, onDrop, ...texts }: DayBodyProps) {
  const { t } = texts;
  if (failed) {
    const error = apiErrorOf(failure);
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={retry}>
        {t('failed')}
        {error ? ` ${serverFailureText(error.data)}` : ''}
      </RetryAlert>
    );
  }
  if (loading || !day) {
    return loading ? (
      <Box>
        <LinearProgress aria-label={t('loading')} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 1 }} />
      </Box>
    ) : null;
  }
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Chip label={day.workshop.name} variant="outlined" />
        {day.hours ? (
          <Chip color="success" variant="outlined" label={t('hours', { open: day.hours.open, close: day.hours.close })} />
        ) : (
          <Chip color="error" label={day.holiday?.note ? t('closedHoliday', { note: day.holiday.note }) : t('closed')} />
        )}
        {day.travel_buffer_minutes > 0 ? <Chip variant="outlined" label={t('travelBuffer', { minutes: day.travel_buffer_minutes })} /> : null}
      </Stack>
      {!day.hours && day.jobs.length > 0 ? <Alert severity="warning">{t('closedWithJobs')}</Alert> : null}
      {day.workers.length === 0 ? <Alert severity="info">{t('noWorkers')}</Alert> : null}
      {day.jobs.length === 0 ? <Alert severity="info">{t('noJobs')}</Alert> : null}
      {phone ? <ScheduleAgenda day={day} onOpen={onOpen} {...texts} /> : <ScheduleBoard day={day} pending={pending} onOpen={onOpen} onDrop={onDrop} {...texts} />}
    </Stack>
  );
}
