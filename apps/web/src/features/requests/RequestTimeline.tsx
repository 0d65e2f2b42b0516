import { Box, Typography } from '@mui/material';
import type { RequestEvent } from '@carcare/contracts';
import { formatDateTime, sortEvents } from './requestFormat';
import { RequestStatusChip } from './RequestStatusChip';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue, eventTitle } from './requestTexts';

const DOT_PX = 12;

/** Every status change of a request: what, who, when and the note, oldest to newest. */
export function RequestTimeline({ events }: { events: readonly RequestEvent[] }) {
  const t = useTexts(requestCatalogue);
  if (events.length === 0) return <Typography color="text.secondary">{t('noTimeline')}</Typography>;
  const sorted = sortEvents(events);
  return (
    <Box component="ol" aria-label={t('timelineCard')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {sorted.map((event, index) => (
        <Box component="li" key={event.id} sx={{ display: 'grid', gridTemplateColumns: `${DOT_PX}px 1fr`, columnGap: 2 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
            <Box sx={{ width: DOT_PX, height: DOT_PX, mt: 0.75, borderRadius: '50%', bgcolor: index === sorted.length - 1 ? 'primary.main' : 'grey.400' }} />
            {index < sorted.length - 1 ? <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} /> : null}
          </Box>
          <Box sx={{ pb: index < sorted.length - 1 ? 2.5 : 0, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
                {eventTitle(t, event)}
              </Typography>
              <RequestStatusChip status={event.to_status} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDateTime(event.at)} · {t('byPrefix')} {event.actor?.name ?? t('system')}
            </Typography>
            {event.note ? (
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {event.note}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
