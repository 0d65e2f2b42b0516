import { useState, type ReactNode } from 'react';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { AuditEvent } from '@carcare/contracts';
import { formatDateTime } from '../../components/format/dates';
import { RetryAlert } from '../../components/RetryAlert';
import { useTexts } from '../../i18n/useTexts';
import { useRecordHistoryQuery } from './auditApi';
import { AuditChanges } from './AuditChanges';
import { actionVerb, actorText } from './auditFormat';
import { auditCatalogue } from './auditTexts';

const PAGE_SIZE = 20;

/** What the list says besides its changes (loading, failure, none, more), as an item of the list. */
function ListNote({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {children}
    </Box>
  );
}

/** One recorded change as a card: what (the action), when (India time), who, then the changed fields. */
function HistoryEvent({ event }: { event: AuditEvent }) {
  const t = useTexts(auditCatalogue);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 0.5, mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {actionVerb(t, event.action)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>{`${t('actor')}: `}</Box>
        {actorText(t, event.actor)}
      </Typography>
      <AuditChanges changes={event.changes} />
    </Paper>
  );
}

/**
 * One page of the history; the last page shown offers the next one. Each page asks afresh when the
 * tab opens: every save adds to a record's history.
 */
function HistoryPage({ record, page, cursor, last, onMore }: { record: string; page: number; cursor?: string; last: boolean; onMore: (cursor: string | undefined) => void }) {
  const t = useTexts(auditCatalogue);
  const { data, isLoading, isFetching, isError, refetch } = useRecordHistoryQuery({ record, page, page_size: PAGE_SIZE, ...(cursor && { cursor }) }, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return (
      <ListNote>
        <Skeleton variant="rounded" height={120} aria-label={t('historyLoading')} />
      </ListNote>
    );
  }
  if (isError || !data) {
    return (
      <ListNote>
        <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
          {t('historyFailed')}
        </RetryAlert>
      </ListNote>
    );
  }
  if (page === 1 && data.data.length === 0) {
    return (
      <ListNote>
        <Typography sx={{ color: 'text.secondary' }}>{t('historyEmpty')}</Typography>
      </ListNote>
    );
  }
  const more = page * PAGE_SIZE < data.total;
  return (
    <>
      {data.data.map((event) => (
        <HistoryEvent key={event.id} event={event} />
      ))}
      {last && more ? (
        <ListNote>
          <Button variant="outlined" disabled={isFetching} onClick={() => onMore(data.next_cursor)}>
            {t('loadMore')}
          </Button>
        </ListNote>
      ) : null}
    </>
  );
}

/** A record's History: who changed what and when, newest first, a page at a time ("Load more"). */
export function RecordHistory({ record }: { record: string }) {
  const t = useTexts(auditCatalogue);
  // The cursor of each page shown: page 1 has none, each later one the cursor its previous page answered.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <Stack component="ol" spacing={2} aria-label={t('historyList')} sx={{ m: 0, p: 0 }}>
      {cursors.map((cursor, index) => (
        <HistoryPage key={index} record={record} page={index + 1} cursor={cursor} last={index === cursors.length - 1} onMore={(next) => setCursors((shown) => [...shown, next])} />
      ))}
    </Stack>
  );
}
