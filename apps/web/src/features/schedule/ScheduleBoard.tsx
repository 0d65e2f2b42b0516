import { memo, useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { minutesOfClock, type ScheduleJob, type ScheduleResponse, type ScheduleWorker } from '@carcare/contracts';
import { checkDrop, type DropTarget } from './dropRules';
import { createDragTargetStore, type DragTarget, type DragTargetStore } from './dragTarget';
import { JobBlock } from './JobBlock';
import { boardStyles, DROP_MARK_CLASS, HEADER_WIDTH, LANE_CLASS, LANE_HEIGHT, LANE_JOBS_CLASS, PX_PER_MINUTE } from './boardStyles';
import { axisOf, clockText, hourMarks, minutesAtOffset, minutesIntoDay, type TimeAxis } from './scheduleTime';
import { refusalText, type ScheduleTexts } from './scheduleTexts';
import { formatCalendarDate } from '../../components/format/dates';

const BLOCK_TOP = 6;
const BLOCK_HEIGHT = LANE_HEIGHT - 2 * BLOCK_TOP;
/** A press that moves less than this is a click (opens the dialog), not a drag. */
const DRAG_THRESHOLD_PX = 5;

/** A move waiting for the server: the job shows at its new place, faded, until the day is read again. */
export interface PendingMove {
  jobId: number;
  workerId: number | null;
  start: number;
}

export interface BoardTexts {
  t: ScheduleTexts;
  jobName: (job: ScheduleJob) => string;
  statusText: (job: ScheduleJob) => string;
  leaveText: (worker: ScheduleWorker) => string | null;
}

export interface ScheduleBoardProps extends BoardTexts {
  day: ScheduleResponse;
  pending: PendingMove | null;
  onOpen: (job: ScheduleJob) => void;
  onDrop: (job: ScheduleJob, target: DropTarget) => void;
}

interface DragState {
  job: ScheduleJob;
  source: HTMLElement;
  pointerId: number;
  startX: number;
  startY: number;
  /** Where in the block it was grabbed: the block's left edge follows the pointer by this much. */
  grabX: number;
  x: number;
  y: number;
  ghost: HTMLElement | null;
  frame: number;
  /** The lanes' boxes, read once (and again after a scroll): reading them on every frame would force a layout each time. */
  lanes: { workerId: number; rect: DOMRect }[] | null;
  view: DOMRect | null;
}

interface PlacedJob {
  job: ScheduleJob;
  workerId: number | null;
  start: number;
  end: number;
}
const NO_JOBS: readonly PlacedJob[] = [];

/** Each worker's placed jobs, in the day's order. */
function jobsByWorker(placed: readonly PlacedJob[]): ReadonlyMap<number, readonly PlacedJob[]> {
  const lanes = new Map<number, PlacedJob[]>();
  for (const entry of placed) {
    if (entry.workerId === null) continue;
    const lane = lanes.get(entry.workerId);
    if (lane) lane.push(entry);
    else lanes.set(entry.workerId, [entry]);
  }
  return lanes;
}

function startOf(day: ScheduleResponse, job: ScheduleJob, pending: PendingMove | null): { workerId: number | null; start: number } {
  if (pending && pending.jobId === job.id) return { workerId: pending.workerId, start: pending.start };
  return { workerId: job.worker_id, start: minutesIntoDay(day.date, job.scheduled_at) };
}

/**
 * The wide board: one lane per worker on the day's time axis, the Unassigned tray above. A job is
 * dragged with pointer events: a ghost copy follows the pointer by transform, the target is worked
 * out once per animation frame, and only the lane under the pointer re-renders to say whether the
 * server will take the drop.
 */
export function ScheduleBoard({ day, pending, onOpen, onDrop, t, jobName, statusText, leaveText }: ScheduleBoardProps) {
  const store = useMemo(() => createDragTargetStore(), []);
  const drag = useRef<DragState | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const forgetLanes = useCallback(() => forgetLanesOf(drag), []);
  const justDragged = useRef(false);
  // The latest day and page handlers, read when a drag needs them: the drag's handlers (and so every
  // lane) stay the same when the page re-renders or the day is read again.
  const latest = useRef({ day, onDrop, onOpen });
  useEffect(() => {
    latest.current = { day, onDrop, onOpen };
  });
  const placed = useMemo(
    () =>
      day.jobs.map((job) => {
        const at = startOf(day, job, pending);
        return { job, workerId: at.workerId, start: at.start, end: at.start + job.duration_minutes };
      }),
    [day, pending],
  );
  const { start: axisStart, end: axisEnd } = axisOf(day.hours, placed.filter((entry) => entry.workerId !== null));
  // The same axis object while its hours stay: the lanes are memoised on it.
  const axis = useMemo(() => ({ start: axisStart, end: axisEnd }), [axisStart, axisEnd]);
  const laneJobs = useMemo(() => jobsByWorker(placed), [placed]);
  const trackWidth = (axis.end - axis.start) * PX_PER_MINUTE;
  const openingOffset = day.hours ? Math.max(0, (minutesOfClock(day.hours.open) - axis.start) * PX_PER_MINUTE) : 0;
  // A day whose axis starts before opening (a job booked early) opens at the opening hour, not on hours nobody works.
  useEffect(() => {
    if (boardRef.current) boardRef.current.scrollLeft = openingOffset;
  }, [day.date, openingOffset]);
  const unassigned = placed.filter((entry) => entry.workerId === null || !day.workers.some((worker) => worker.id === entry.workerId));

  const targetAt = useCallback(
    (state: DragState): DragTarget | null => {
      const board = boardRef.current;
      if (!board) return null;
      if (!state.lanes || !state.view) {
        state.view = board.getBoundingClientRect();
        state.lanes = Array.from(board.querySelectorAll<HTMLElement>('[data-lane-track]'), (track) => ({ workerId: Number(track.dataset.laneTrack), rect: track.getBoundingClientRect() }));
      }
      // Only the part of a lane that shows takes a drop: not under the workers' names, which stay put as the board scrolls.
      if (state.x < state.view.left + HEADER_WIDTH || state.x > state.view.right) return null;
      const lane = state.lanes.find(({ rect }) => state.y >= rect.top && state.y < rect.bottom && state.x >= rect.left && state.x <= rect.right);
      if (!lane) return null;
      const workerId = lane.workerId;
      const left = state.x - state.grabX - lane.rect.left;
      const start = minutesAtOffset(left, PX_PER_MINUTE, axis, state.job.duration_minutes);
      const current = store.get();
      if (current && current.workerId === workerId && current.start === start && current.jobId === state.job.id) return current;
      return { jobId: state.job.id, workerId, start, duration: state.job.duration_minutes, refusal: checkDrop(latest.current.day, state.job, { workerId, start }) };
    },
    [axis, store],
  );

  const endDrag = useCallback(
    (drop: boolean) => {
      const state = drag.current;
      if (!state) return;
      drag.current = null;
      window.removeEventListener('scroll', forgetLanes, true);
      cancelAnimationFrame(state.frame);
      state.ghost?.remove();
      if (state.source.hasPointerCapture?.(state.pointerId)) state.source.releasePointerCapture(state.pointerId);
      const target = drop && state.ghost ? targetAt(state) : null;
      store.set(null);
      if (target) latest.current.onDrop(state.job, { workerId: target.workerId, start: target.start });
    },
    [forgetLanes, store, targetAt],
  );

  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && drag.current) endDrag(false);
    };
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, [endDrag]);
  useEffect(() => () => endDrag(false), [endDrag]);

  const onFrame = useCallback(() => {
    const state = drag.current;
    if (!state) return;
    state.frame = 0;
    if (state.ghost) state.ghost.style.transform = `translate(${state.x - state.startX}px, ${state.y - state.startY}px)`;
    store.set(targetAt(state));
  }, [store, targetAt]);

  const onPointerDown = useCallback(
    (job: ScheduleJob, event: ReactPointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || drag.current) return;
      const source = event.currentTarget;
      const rect = source.getBoundingClientRect();
      drag.current = { job, source, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, grabX: event.clientX - rect.left, x: event.clientX, y: event.clientY, ghost: null, frame: 0, lanes: null, view: null };
      // Every move and the release come to the grabbed block, wherever the pointer goes.
      source.setPointerCapture?.(event.pointerId);
      const move = (moved: PointerEvent) => {
        const state = drag.current;
        if (!state || moved.pointerId !== state.pointerId) return;
        state.x = moved.clientX;
        state.y = moved.clientY;
        if (!state.ghost) {
          if (Math.hypot(state.x - state.startX, state.y - state.startY) < DRAG_THRESHOLD_PX) return;
          state.ghost = ghostOf(state.source);
        }
        if (!state.frame) state.frame = requestAnimationFrame(onFrame);
      };
      const finish = (ended: PointerEvent) => {
        if (ended.pointerId !== event.pointerId) return;
        source.removeEventListener('pointermove', move);
        source.removeEventListener('pointerup', finish);
        source.removeEventListener('pointercancel', finish);
        const state = drag.current;
        if (!state) return;
        state.x = ended.clientX;
        state.y = ended.clientY;
        // The click the browser sends right after a drag's release must not open the dialog.
        if (state.ghost) {
          justDragged.current = true;
          setTimeout(() => {
            justDragged.current = false;
          }, 0);
        }
        endDrag(ended.type === 'pointerup');
      };
      window.addEventListener('scroll', forgetLanes, true);
      source.addEventListener('pointermove', move);
      source.addEventListener('pointerup', finish);
      source.addEventListener('pointercancel', finish);
    },
    [endDrag, forgetLanes, onFrame],
  );

  const open = useCallback(
    (job: ScheduleJob) => {
      if (justDragged.current) {
        justDragged.current = false;
        return;
      }
      latest.current.onOpen(job);
    },
    [],
  );

  const texts = { t, jobName, statusText, leaveText };
  return (
    <Stack spacing={2}>
      <GlobalStyles styles={boardStyles} />
      <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="schedule-tray-title">
        <Typography id="schedule-tray-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('unassigned')} ({unassigned.length})
        </Typography>
        {unassigned.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('unassignedEmpty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {unassigned.map(({ job, start }) => (
              <Box component="li" key={job.id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
                <Typography variant="caption" color="text.secondary">
                  {clockText(start)}–{clockText(start + job.duration_minutes)}
                </Typography>
                <JobBlock
                  job={job}
                  name={jobName(job)}
                  statusText={statusText(job)}
                  t={t}
                  width={Math.max(150, job.duration_minutes * PX_PER_MINUTE)}
                  height={BLOCK_HEIGHT}
                  saving={pending?.jobId === job.id}
                  onOpen={open}
                  onPointerDown={onPointerDown}
                />
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      <Paper ref={boardRef} variant="outlined" component="section" aria-label={t('boardLabel')} sx={{ overflowX: 'auto', position: 'relative' }}>
        {/* Room under the last lane for a drop's label. */}
        <Box sx={{ minWidth: HEADER_WIDTH + trackWidth, pb: 3 }}>
          <Ruler axis={axis} width={trackWidth} />
          {day.workers.map((worker) => (
            <Lane
              key={worker.id}
              worker={worker}
              hours={day.hours}
              axis={axis}
              width={trackWidth}
              jobs={laneJobs.get(worker.id) ?? NO_JOBS}
              savingJobId={pending?.workerId === worker.id ? pending.jobId : null}
              store={store}
              onOpen={open}
              onPointerDown={onPointerDown}
              {...texts}
            />
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}

/** After a scroll the lanes' boxes are read again. */
function forgetLanesOf(drag: { current: DragState | null }) {
  if (drag.current) drag.current.lanes = null;
}

/** A copy of the grabbed block, fixed over the page, which follows the pointer by transform only. */
function ghostOf(source: HTMLElement): HTMLElement {
  const rect = source.getBoundingClientRect();
  const ghost = source.cloneNode(true) as HTMLElement;
  ghost.removeAttribute('data-job-id');
  ghost.setAttribute('aria-hidden', 'true');
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${rect.left}px`,
    top: `${rect.top}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    margin: '0',
    pointerEvents: 'none',
    zIndex: '2000',
    opacity: '0.85',
    boxShadow: '0 6px 18px rgba(0,0,0,0.3)',
    willChange: 'transform',
  });
  document.body.appendChild(ghost);
  return ghost;
}

function Ruler({ axis, width }: { axis: TimeAxis; width: number }) {
  return (
    <Box sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0 }} aria-hidden>
      <Box sx={{ width: HEADER_WIDTH, flexShrink: 0, position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 2 }} />
      <Box sx={{ position: 'relative', width, height: 28, flexShrink: 0 }}>
        {hourMarks(axis).map((minute) => (
          <Typography
            key={minute}
            variant="caption"
            color="text.secondary"
            sx={{ position: 'absolute', left: (minute - axis.start) * PX_PER_MINUTE, top: 4, transform: minute === axis.start ? 'none' : 'translateX(-50%)' }}
          >
            {clockText(minute)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

interface LaneProps extends BoardTexts {
  worker: ScheduleWorker;
  hours: ScheduleResponse['hours'];
  axis: TimeAxis;
  width: number;
  jobs: readonly PlacedJob[];
  /** The job of this lane being saved, if any. */
  savingJobId: number | null;
  store: DragTargetStore;
  onOpen: (job: ScheduleJob) => void;
  onPointerDown: (job: ScheduleJob, event: ReactPointerEvent<HTMLButtonElement>) => void;
}

/**
 * A lane re-renders only when something it shows changed: its jobs are a new list whenever any job
 * of the day moves, so they are compared job by job (the day's copy keeps unchanged jobs as they were
 * when it is read again), and a move or a day read again re-renders only the lanes it touched.
 */
function sameLane(before: LaneProps, after: LaneProps): boolean {
  const keys = Object.keys(after) as (keyof LaneProps)[];
  return keys.every((key) =>
    key === 'jobs'
      ? before.jobs.length === after.jobs.length && before.jobs.every((entry, index) => entry.job === after.jobs[index]!.job && entry.start === after.jobs[index]!.start)
      : Object.is(before[key], after[key]),
  );
}

/** One worker's lane: their name, leave and societies, and their jobs on the time axis. */
const Lane = memo(function Lane({ worker, hours, axis, width, jobs, savingJobId, store, onOpen, onPointerDown, t, jobName, statusText, leaveText }: LaneProps) {
  const leave = leaveText(worker);
  const blocked = worker.leave?.status === 'approved' ? '' : undefined;
  const open = hours ? minutesOfClock(hours.open) : null;
  const close = hours ? minutesOfClock(hours.close) : null;
  return (
    <section aria-label={t('laneLabel', { name: worker.name })} data-lane={worker.id} className={LANE_CLASS}>
      <div className={`${LANE_CLASS}-head`}>
        <p className={`${LANE_CLASS}-name`}>{worker.name}</p>
        {leave ? (
          <span className={`${LANE_CLASS}-leave`} data-blocked={blocked}>
            {leave}
          </span>
        ) : null}
        {worker.societies.length > 0 ? (
          <div className={`${LANE_CLASS}-societies`} aria-label={t('serves')} role="list">
            {worker.societies.map((society) => (
              <span role="listitem" key={society.id} className={`${LANE_CLASS}-society`}>
                {society.name}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      <div data-lane-track={worker.id} data-axis-start={axis.start} data-blocked={blocked} className={`${LANE_CLASS}-track`} style={{ width }}>
        {open !== null && close !== null ? (
          <>
            <div aria-hidden className={`${LANE_CLASS}-closed`} style={{ left: 0, width: Math.max(0, (open - axis.start) * PX_PER_MINUTE) }} />
            <div aria-hidden className={`${LANE_CLASS}-closed`} style={{ left: (close - axis.start) * PX_PER_MINUTE, right: 0 }} />
          </>
        ) : (
          <div aria-hidden className={`${LANE_CLASS}-closed`} style={{ left: 0, right: 0 }} />
        )}
        <div className={LANE_JOBS_CLASS}>
          {jobs.map(({ job, start }) => (
            <JobBlock
              key={job.id}
              job={job}
              name={jobName(job)}
              statusText={statusText(job)}
              t={t}
              saving={savingJobId === job.id}
              left={(start - axis.start) * PX_PER_MINUTE}
              top={BLOCK_TOP}
              width={Math.max(24, job.duration_minutes * PX_PER_MINUTE - 2)}
              height={BLOCK_HEIGHT}
              onOpen={onOpen}
              onPointerDown={onPointerDown}
            />
          ))}
        </div>
        <LaneDropHint store={store} workerId={worker.id} axis={axis} t={t} workerName={worker.name} />
      </div>
    </section>
  );
}, sameLane);

/** The drop's hint of one lane: the only part of the board that re-renders while a job is dragged. */
function LaneDropHint({ store, workerId, ...rest }: { store: DragTargetStore; workerId: number; axis: TimeAxis; t: ScheduleTexts; workerName: string }) {
  const target = useSyncExternalStore(store.subscribe, () => {
    const current = store.get();
    return current && current.workerId === workerId ? current : null;
  });
  return target ? <DropHint target={target} {...rest} /> : null;
}

/** Where the job would land, green when the server will take it, red with the reason when not. */
function DropHint({ target, axis, t, workerName }: { target: DragTarget; axis: TimeAxis; t: ScheduleTexts; workerName: string }) {
  const refused = target.refusal !== null;
  const time = clockText(target.start);
  const text = target.refusal ? refusalText(t, target.refusal, formatCalendarDate) : t('dropAssign', { name: workerName, time });
  return (
    <Box
      data-drop-hint={refused ? 'refused' : 'ok'}
      role="status"
      // Where it is goes inline: a class per position would add a style rule on every move, and restyle the page.
      style={{ left: (target.start - axis.start) * PX_PER_MINUTE, width: Math.max(24, target.duration * PX_PER_MINUTE) }}
      sx={{
        position: 'absolute',
        top: 2,
        bottom: 2,
        border: 2,
        borderStyle: 'dashed',
        borderColor: refused ? 'error.main' : 'success.main',
        bgcolor: refused ? 'rgba(211,47,47,0.12)' : 'rgba(46,125,50,0.12)',
        borderRadius: 1,
        pointerEvents: 'none',
        zIndex: 3,
      }}
    >
      <Typography
        variant="caption"
        sx={{ position: 'absolute', top: '100%', left: 0, mt: '2px', whiteSpace: 'nowrap', px: 0.5, borderRadius: 0.5, color: 'common.white', bgcolor: refused ? 'error.main' : 'success.dark', fontWeight: 600 }}
      >
        <span className={DROP_MARK_CLASS}>{refused ? '✕' : '✓'}</span>
        {` ${text}`}
      </Typography>
    </Box>
  );
}
