import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { WEEKDAYS, type WorkingHours } from '@carcare/contracts';
import { DetailList } from '../../components/DetailList';
import { RetryAlert } from '../../components/RetryAlert';
import { formatCalendarDate } from '../../components/format/dates';
import { useTexts } from '../../i18n/useTexts';
import { useGetWorkingHoursQuery } from './workingHoursApi';
import { WorkingHoursDialog } from './WorkingHoursDialog';
import { workingHoursCatalogue, type WorkingHoursText } from './workingHoursTexts';

function WeekList({ hours, t }: { hours: WorkingHours; t: WorkingHoursText }) {
  return (
    <Box component="dl" aria-label={t('weekLabel')} sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.75 }}>
      {WEEKDAYS.map((weekday, index) => {
        const day = hours.weekly[index] ?? null;
        return (
          <Box key={weekday} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`day.${weekday}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', ...(day ? {} : { color: 'text.secondary', fontStyle: 'italic' }) }}>
              {day ? t('range', { open: day.open, close: day.close }) : t('closed')}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function HolidayList({ hours, t }: { hours: WorkingHours; t: WorkingHoursText }) {
  if (hours.holidays.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('noHolidays')}</Typography>;
  return (
    <Box component="ul" aria-label={t('holidays')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {hours.holidays.map((holiday) => (
        <Typography component="li" variant="body2" key={holiday.date}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {formatCalendarDate(holiday.date)}
          </Box>
          {holiday.note ? ` · ${holiday.note}` : ''}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * A workshop's structured hours: the week (Monday first), the holidays, the travel buffer and the
 * late alert, with an editor. Shown to the super admin on the workshop's page and to a workshop
 * admin on its own profile.
 */
export function WorkingHoursCard({ workshopId }: { workshopId: number }) {
  const t = useTexts(workingHoursCatalogue);
  const { data: hours, isLoading, isError, refetch } = useGetWorkingHoursQuery(workshopId);
  const [editing, setEditing] = useState(false);
  const titleId = `working-hours-${workshopId}`;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
          <Typography component="h2" id={titleId} sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('title')}
          </Typography>
          {hours ? (
            <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          ) : null}
        </Stack>
        {isLoading ? (
          <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : isError || !hours ? (
          <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
            {t('loadFailed')}
          </RetryAlert>
        ) : (
          <Stack spacing={2.5}>
            {hours.needs_review ? <Alert severity="warning">{t('needsReview')}</Alert> : null}
            <WeekList hours={hours} t={t} />
            <Box>
              <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                {t('holidays')}
              </Typography>
              <HolidayList hours={hours} t={t} />
            </Box>
            <DetailList
              items={[
                { label: t('travelBuffer'), value: t('minutes', { count: hours.travel_buffer_minutes }) },
                { label: t('lateAfter'), value: t('lateAfterValue', { count: hours.late_after_minutes }) },
              ]}
            />
          </Stack>
        )}
      </CardContent>
      {editing && hours ? <WorkingHoursDialog workshopId={workshopId} hours={hours} onClose={() => setEditing(false)} onReload={refetch} /> : null}
    </Card>
  );
}
