import { memo, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import type { ScheduleJob } from '@carcare/contracts';
import { REQUEST_STATUS_TONES } from '../requests/public';
import { JOB_BLOCK_CLASS } from './boardStyles';
import type { ScheduleTexts } from './scheduleTexts';

export interface JobBlockProps {
  job: ScheduleJob;
  /** Its accessible name: code, time, worker (or unassigned), status. */
  name: string;
  statusText: string;
  t: ScheduleTexts;
  /** Its box: placed on a lane (left and top given), or a card of the tray. */
  left?: number;
  top?: number;
  width: number;
  height: number;
  /** Shown where it is being saved, faded. */
  saving?: boolean;
  onOpen: (job: ScheduleJob) => void;
  onPointerDown?: (job: ScheduleJob, event: ReactPointerEvent<HTMLButtonElement>) => void;
}

/**
 * One job, coloured by status, labelled with its code, service and customer; a late job says so with
 * an icon and a word. A plain button with the board's classes, and memoised: a board re-renders only
 * the blocks whose job, text or place changed.
 */
export const JobBlock = memo(function JobBlock({ job, name, statusText, t, left, top, width, height, saving, onOpen, onPointerDown }: JobBlockProps) {
  const style: CSSProperties = left === undefined ? { width, height } : { position: 'absolute', top, left, width, height };
  return (
    <button
      type="button"
      className={JOB_BLOCK_CLASS}
      data-job-id={job.id}
      data-tone={REQUEST_STATUS_TONES[job.status]}
      data-late={job.late ? '' : undefined}
      data-saving={saving ? '' : undefined}
      aria-label={name}
      aria-haspopup="dialog"
      title={t('assignOrMove')}
      onClick={() => onOpen(job)}
      onPointerDown={onPointerDown ? (event) => onPointerDown(job, event) : undefined}
      style={style}
    >
      <span className={`${JOB_BLOCK_CLASS}-code`}>
        {job.late ? (
          <span className={`${JOB_BLOCK_CLASS}-late`}>
            <AlarmIcon fontSize="inherit" aria-hidden />
            {t('late')}
          </span>
        ) : null}
        <span>{job.code}</span>
      </span>
      <span className={`${JOB_BLOCK_CLASS}-line`}>
        {job.service.name} · {statusText}
      </span>
      <span className={`${JOB_BLOCK_CLASS}-line`}>{job.customer_name}</span>
    </button>
  );
});
