import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Divider, IconButton, Link, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import { ROLE_HOME, formatInr, type Transaction, type TransactionDetails } from '@carcare/contracts';
import { DetailsDrawer, DetailsDrawerField } from '../../components/DetailsDrawer';
import { PAYMENT_METHOD_LABELS } from '../requests/public';
import { formatDateTime } from '../../components/format/dates';
import { RefundDialog } from './RefundDialog';
import { canRefund } from './refundForm';
import { TransactionStatusChip } from './TransactionStatusChip';
import { TRANSACTION_KIND_LABELS, TRANSACTION_TEXTS as T } from './transactionTexts';
import { useGetTransactionQuery } from './transactionsApi';
import { RetryAlert } from '../../components/RetryAlert';

const TITLE_ID = 'transaction-details-title';
const DRAWER_WIDTH = 420;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailsDrawerField label={label} labelWidth={140} py={0.75}>
      {children}
    </DetailsDrawerField>
  );
}

function requestLink(transaction: Transaction): ReactNode {
  if (!transaction.request) return T.noRequest;
  return (
    <Link component={RouterLink} to={`${ROLE_HOME.super_admin}/service-details/${transaction.request.id}`}>
      {transaction.request.code}
    </Link>
  );
}

function DetailsBody({ details, onOpen, onRefund }: { details: TransactionDetails; onOpen: (id: number) => void; onRefund: () => void }) {
  const isPayment = details.kind === 'payment';
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label={T.kind}>{TRANSACTION_KIND_LABELS[details.kind]}</Field>
        <Field label={T.status}>
          <TransactionStatusChip status={details.status} />
        </Field>
        <Field label={T.amount}>{formatInr(details.amount_paise)}</Field>
        <Field label={T.method}>{PAYMENT_METHOD_LABELS[details.method]}</Field>
        <Field label={T.createdAt}>{formatDateTime(details.created_at)}</Field>
        <Field label={T.workshop}>{details.workshop.name}</Field>
        <Field label={T.request}>{requestLink(details)}</Field>
        <Field label={T.gatewayRef}>{details.gateway_ref ?? '—'}</Field>
        <Field label={T.note}>{details.note || '—'}</Field>
        <Field label={T.createdBy}>{details.created_by?.name ?? T.system}</Field>
        {isPayment ? (
          <>
            <Field label={T.refunded}>{formatInr(details.refunded_paise)}</Field>
            <Field label={T.refundable}>{formatInr(details.refundable_paise)}</Field>
          </>
        ) : null}
        {details.refund_of ? (
          <Field label={T.refundOf}>
            <Link component="button" variant="body2" onClick={() => onOpen(details.refund_of!.id)}>
              {details.refund_of.code}
            </Link>{' '}
            ({formatInr(details.refund_of.amount_paise)} {TRANSACTION_KIND_LABELS.payment.toLowerCase()})
          </Field>
        ) : null}
      </Box>
      {canRefund(details) ? (
        <Button variant="contained" color="error" startIcon={<UndoIcon />} onClick={onRefund} sx={{ alignSelf: 'flex-start' }}>
          {T.refund}
        </Button>
      ) : null}
      {isPayment ? (
        <Box component="section" aria-labelledby="transaction-refunds-title">
          <Divider sx={{ mb: 1.5 }} />
          <Typography id="transaction-refunds-title" variant="h4" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            {T.refundsHeading}
          </Typography>
          {details.refunds.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {T.noRefunds}
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
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={T.detailsLoading}>
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
  const { data, isFetching, isError, refetch } = useGetTransactionQuery(id ?? 0, { skip: id === null });
  const [refunding, setRefunding] = useState(false);
  // A cached transaction shows at once; another one's data is not shown while this one loads.
  const details = data && data.id === id ? data : undefined;

  return (
    <DetailsDrawer open={id !== null} onClose={onClose} titleId={TITLE_ID} width={DRAWER_WIDTH}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2 }}>
        <Typography id={TITLE_ID} variant="h3" component="h2" sx={{ fontSize: '1.15rem', flexGrow: 1 }}>
          {details ? T.detailsTitle(details.code) : T.transaction}
        </Typography>
        <IconButton aria-label={T.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2.5 }}>
        {isError && !isFetching ? (
          <RetryAlert retryLabel={T.retry} onRetry={refetch}>
            {T.detailsFailed}
          </RetryAlert>
        ) : details ? (
          <DetailsBody details={details} onOpen={onOpen} onRefund={() => setRefunding(true)} />
        ) : (
          <DetailsSkeleton />
        )}
      </Box>
      {refunding && details ? <RefundDialog payment={details} onClose={() => setRefunding(false)} /> : null}
    </DetailsDrawer>
  );
}
