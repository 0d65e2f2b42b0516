import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Divider, IconButton, Link, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import { ROLE_HOME, can, formatInr, type Transaction, type TransactionDetails, type UserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectUserType } from '../auth/public';
import { DetailsDrawer } from '../../components/DetailsDrawer';
import { drawerField } from '../../components/drawerField';
import { formatDateTime } from '../../components/format/dates';
import { canRefund } from './refundable';
import { TransactionStatusChip } from './TransactionStatusChip';
import type { Translate } from '../../i18n/catalogue';
import { useTexts } from '../../i18n/useTexts';
import { transactionCatalogue, type TransactionTextKey } from './transactionTexts';
import { useGetTransactionQuery } from './transactionsApi';
import { RetryAlert } from '../../components/RetryAlert';
import { lazyNamed } from '../../app/lazyPage';

// The refund form loads when first opened: the transactions list's first visit does not carry it.
const RefundDialog = lazyNamed(() => import('./RefundDialog'), 'RefundDialog');

const TITLE_ID = 'transaction-details-title';
const DRAWER_WIDTH = 420;

const Field = drawerField(140, 0.75);

function requestLink(transaction: Transaction, home: string, t: Translate<TransactionTextKey>): ReactNode {
  if (!transaction.request) return t('noRequest');
  return (
    <Link component={RouterLink} to={`${home}/service-details/${transaction.request.id}`}>
      {transaction.request.code}
    </Link>
  );
}

/** `onRefund` is absent for an admin who may not refund (a workshop admin reads its own books only). */
function DetailsBody({ details, home, onOpen, onRefund }: { details: TransactionDetails; home: string; onOpen: (id: number) => void; onRefund?: () => void }) {
  const t = useTexts(transactionCatalogue);
  const isPayment = details.kind === 'payment';
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label={t('kind')}>{t(`kind.${details.kind}`)}</Field>
        <Field label={t('status')}>
          <TransactionStatusChip status={details.status} />
        </Field>
        <Field label={t('amount')}>{formatInr(details.amount_paise)}</Field>
        <Field label={t('method')}>{t(`method.${details.method}`)}</Field>
        <Field label={t('createdAt')}>{formatDateTime(details.created_at)}</Field>
        <Field label={t('workshop')}>{details.workshop.name}</Field>
        <Field label={t('request')}>{requestLink(details, home, t)}</Field>
        <Field label={t('gatewayRef')}>{details.gateway_ref ?? '—'}</Field>
        <Field label={t('note')}>{details.note || '—'}</Field>
        <Field label={t('createdBy')}>{details.created_by?.name ?? t('system')}</Field>
        {isPayment ? (
          <>
            <Field label={t('refunded')}>{formatInr(details.refunded_paise)}</Field>
            <Field label={t('refundable')}>{formatInr(details.refundable_paise)}</Field>
          </>
        ) : null}
        {details.refund_of ? (
          <Field label={t('refundOf')}>
            <Link component="button" variant="body2" onClick={() => onOpen(details.refund_of!.id)}>
              {details.refund_of.code}
            </Link>{' '}
            {t('refundOfAmount', { amount: formatInr(details.refund_of.amount_paise) })}
          </Field>
        ) : null}
      </Box>
      {onRefund && canRefund(details) ? (
        <Button variant="contained" color="error" startIcon={<UndoIcon />} onClick={onRefund} sx={{ alignSelf: 'flex-start' }}>
          {t('refund')}
        </Button>
      ) : null}
      {isPayment ? (
        <Box component="section" aria-labelledby="transaction-refunds-title">
          <Divider sx={{ mb: 1.5 }} />
          <Typography id="transaction-refunds-title" variant="h4" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            {t('refundsHeading')}
          </Typography>
          {details.refunds.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('noRefunds')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {details.refunds.map((refund) => (
                <ListItem
                  key={refund.id}
                  disableGutters
                  secondaryAction={<TransactionStatusChip status={refund.status} />}
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={
                      <>
                        <Link component="button" variant="body2" onClick={() => onOpen(refund.id)}>
                          {refund.code}
                        </Link>{' '}
                        · {formatInr(refund.amount_paise)}
                      </>
                    }
                    secondary={[formatDateTime(refund.created_at), refund.note, refund.created_by?.name].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}

function DetailsSkeleton() {
  const t = useTexts(transactionCatalogue);
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={t('detailsLoading')}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} variant="text" height={28} />
      ))}
    </Stack>
  );
}

export interface TransactionDetailsDrawerProps {
  /** The transaction shown; null closes the drawer. */
  id: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
}

/** Everything about one transaction: a payment's refunds and its Refund button, a refund's payment. */
export function TransactionDetailsDrawer({ id, onOpen, onClose }: TransactionDetailsDrawerProps) {
  const t = useTexts(transactionCatalogue);
  const { data, isFetching, isError, refetch } = useGetTransactionQuery(id ?? 0, { skip: id === null });
  const [refunding, setRefunding] = useState(false);
  const userType = useAppSelector(selectUserType) as UserType | null;
  const mayRefund = can(userType, 'transactions.manage');
  // A cached transaction shows at once; another one's data is not shown while this one loads.
  const details = data && data.id === id ? data : undefined;

  return (
    <DetailsDrawer open={id !== null} onClose={onClose} titleId={TITLE_ID} width={DRAWER_WIDTH}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2 }}>
        <Typography id={TITLE_ID} variant="h3" component="h2" sx={{ fontSize: '1.15rem', flexGrow: 1 }}>
          {details ? t('detailsTitle', { code: details.code }) : t('transaction')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2.5 }}>
        {isError && !isFetching ? (
          <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
            {t('detailsFailed')}
          </RetryAlert>
        ) : details ? (
          <DetailsBody details={details} home={ROLE_HOME[userType ?? 'super_admin']} onOpen={onOpen} onRefund={mayRefund ? () => setRefunding(true) : undefined} />
        ) : (
          <DetailsSkeleton />
        )}
      </Box>
      <Suspense fallback={null}>{refunding && mayRefund && details ? <RefundDialog payment={details} onClose={() => setRefunding(false)} /> : null}</Suspense>
    </DetailsDrawer>
  );
}
