import { forwardRef, type CSSProperties, type PointerEventHandler } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import type { ScheduleJob } from '@carcare/contracts';
import { REQUEST_STATUS_TONES } from '../requests/public';
import type { ScheduleTexts } from './scheduleTexts';

export interface JobBlockProps {
  job: ScheduleJob;
  /** Its accessible name: code, time, worker (or unassigned), status. */
  name: string;
  statusText: string;
  t: ScheduleTexts;
  /** Placed on a lane (absolute), or a card of the tray. */
  style?: CSSProperties;
  /** Shown where it is being saved, faded. */
  saving?: boolean;
  onOpen: (job: ScheduleJob) => void;
  onPointerDown?: PointerEventHandler<HTMLButtonElement>;
}

/** One job, coloured by status, labelled with its code, service and customer; a late job says so with an icon and a word. */
export const JobBlock = forwardRef<HTMLButtonElement, JobBlockProps>(function JobBlock({ job, name, statusText, t, style, saving, onOpen, onPointerDown }, ref) {
  const tone = REQUEST_STATUS_TONES[job.status];
  return (
    <ButtonBase
      ref={ref}
      data-job-id={job.id}
      aria-label={name}
      aria-haspopup="dialog"
      title={t('assignOrMove')}
      onClick={() => onOpen(job)}
      onPointerDown={onPointerDown}
      style={style}
      sx={(theme) => {
        const palette = tone === 'default' ? { main: theme.palette.grey[500], dark: theme.palette.grey[700], contrastText: theme.palette.common.white } : theme.palette[tone];
        return {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          textAlign: 'left',
          overflow: 'hidden',
          px: 0.75,
          py: 0.5,
          borderRadius: 1,
          bgcolor: palette.main,
          color: palette.contrastText,
          borderLeft: `4px solid ${palette.dark}`,
          // A button does not inherit the page's font: without it Hindi falls back to a font without Devanagari.
          fontFamily: theme.typography.fontFamily,
          fontSize: '0.75rem',
          lineHeight: 1.3,
          opacity: saving ? 0.6 : 1,
          touchAction: 'none',
          userSelect: 'none',
          cursor: 'grab',
          outline: job.late ? `2px dashed ${theme.palette.error.dark}` : undefined,
          outlineOffset: job.late ? '-2px' : undefined,
          '&.Mui-focusVisible, &:focus-visible': { boxShadow: `0 0 0 3px ${theme.palette.text.primary}` },
        };
      }}
    >
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, whiteSpace: 'nowrap', maxWidth: '100%' }}>
        {job.late ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, bgcolor: 'error.dark', color: 'error.contrastText', borderRadius: 0.5, px: 0.5 }}>
            <AlarmIcon sx={{ fontSize: '0.9rem' }} aria-hidden />
            {t('late')}
          </Box>
        ) : null}
        <span>{job.code}</span>
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>
        {job.service.name} · {statusText}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%', opacity: 0.9 }}>
        {job.customer_name}
      </Box>
    </ButtonBase>
  );
});
