import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatInr } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { transactionCatalogue } from './transactionTexts';
import { useTransactionTotalsQuery } from './transactionsApi';
import { RetryAlert } from '../../components/RetryAlert';

function TotalCard({ id, title, value, caption, loading, tone }: { id: string; title: string; value: number | undefined; caption: string; loading: boolean; tone?: 'error' | 'success' }) {
  const titleId = `transaction-total-${id}`;
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <CardContent>
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
          {title}
        </Typography>
        {loading ? (
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.75rem' }} />
        ) : (
          <Typography variant="h3" component="p" sx={{ fontSize: '1.75rem', fontWeight: 600, color: tone && value !== undefined ? `${tone}.main` : undefined }}>
            {value === undefined ? '—' : formatInr(value)}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {caption}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Payments, refunds and net of the successful transactions of the list's current filter. */
export function TransactionTotalsCards({ filters, skip }: { filters: Record<string, string>; skip: boolean }) {
  const t = useTexts(transactionCatalogue);
  const { data, isFetching, isError, refetch } = useTransactionTotalsQuery(filters, { skip });
  if (isError && !isFetching) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
        {t('totalsFailed')}
      </RetryAlert>
    );
  }
  const loading = isFetching && !skip;
  // A reversed date range asks nothing: show no figures rather than the previous filter's.
  const shown = skip ? undefined : data;
  return (
    <Box role="group" aria-label={t('totalsLabel')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
      <TotalCard id="payments" title={t('payments')} value={shown?.payments_paise} caption={t('paymentsCaption')} loading={loading} />
      <TotalCard id="refunds" title={t('refunds')} value={shown?.refunds_paise} caption={t('refundsCaption')} loading={loading} tone="error" />
      <TotalCard id="net" title={t('net')} value={shown?.net_paise} caption={shown ? t('netCaption', { count: shown.count }) : ' '} loading={loading} tone="success" />
    </Box>
  );
}
