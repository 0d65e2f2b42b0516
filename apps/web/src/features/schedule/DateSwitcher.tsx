import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { WEEKDAYS } from '@carcare/contracts';
import { formatCalendarDate, formatCalendarDay } from '../../components/format/dates';
import { addDays, weekOf } from './scheduleTime';
import type { ScheduleTexts } from './scheduleTexts';

export interface DateSwitcherProps {
  date: string;
  today: string;
  /** Each day's job count, Monday to Sunday of the date's week, once the day is read. */
  week: readonly { date: string; count: number }[] | undefined;
  onChange: (date: string) => void;
  t: ScheduleTexts;
}

/** Today, the day before and after, and the week's seven days with their job counts. */
export function DateSwitcher({ date, today, week, onChange, t }: DateSwitcherProps) {
  const days = weekOf(date);
  const counts = new Map((week ?? []).map((day) => [day.date, day.count]));
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => onChange(today)} disabled={date === today}>
          {t('today')}
        </Button>
        <IconButton aria-label={t('previousDay')} onClick={() => onChange(addDays(date, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h2" variant="h6" sx={{ minWidth: 0 }} aria-live="polite">
          {t(`weekday.${WEEKDAYS[days.indexOf(date)]!}`)} {formatCalendarDate(date)}
        </Typography>
        <IconButton aria-label={t('nextDay')} onClick={() => onChange(addDays(date, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box component="nav" aria-label={t('week')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {days.map((day, index) => {
          const count = counts.get(day);
          const selected = day === date;
          const weekday = t(`weekday.${WEEKDAYS[index]!}`);
          return (
            <Button
              key={day}
              size="small"
              variant={selected ? 'contained' : 'outlined'}
              aria-current={selected ? 'date' : undefined}
              aria-label={count === undefined ? `${weekday} ${formatCalendarDay(day)}` : t('dayButton', { day: weekday, date: formatCalendarDay(day), count })}
              onClick={() => onChange(day)}
              sx={{ flexDirection: 'column', lineHeight: 1.2, py: 0.5, minWidth: 0, fontWeight: day === today ? 800 : undefined }}
            >
              <span>{weekday}</span>
              <span>{formatCalendarDay(day)}</span>
              {/* Set apart by size only: faded, the count would fall below AA contrast on either variant. */}
              <Box component="span" sx={{ fontSize: '0.7rem' }}>
                {count === undefined ? '–' : t('jobCount', { count })}
              </Box>
            </Button>
          );
        })}
      </Box>
    </Stack>
  );
}
