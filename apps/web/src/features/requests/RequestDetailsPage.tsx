import { Fragment, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, Stack, TableCell, TableRow, Typography, type ChipProps } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import BlockIcon from '@mui/icons-material/Block';
import PrintIcon from '@mui/icons-material/Print';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { LANGUAGES, RESCHEDULABLE_STATUSES, allowedRequestActions, formatInr, type Invoice, type Language, type RequestAction, type ServiceRequestDetails } from '@carcare/contracts';
import LoadingButton from '../../components/LoadingButton';
import type { RequestDialogProps } from './RequestActionDialogs';
import { isBeforeScheduledDay } from './isBeforeScheduledDay';
import { formatDateTime } from './requestFormat';
import { useGetRequestQuery } from './requestsApi';
import { PaymentStatusChip, RequestStatusChip } from './RequestStatusChip';
import { RequestReceipt } from './RequestReceipt';
import { RequestTimeline } from './RequestTimeline';
import { useRequestAction } from './useRequestAction';
import { RequestReviewCard } from '../reviews/public';
import { RecordHeaderCard, RecordSection, RecordSkeleton } from '../../components/RecordHeaderCard';
import { RecordUnavailable } from '../../components/RecordUnavailable';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { requestCatalogue, type RequestTexts } from './requestTexts';
import { lazyNamed, loadOnce } from '../../app/lazyPage';
import { PlainTable } from '../../components/PlainTable';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { DocumentDownload, documentCatalogue, downloadDocumentPdf } from '../invoices/public';
import { useRequestDocumentsQuery } from './requestDocumentsApi';
import { RecordTabs } from '../../components/history/RecordTabs';
import { RecordHistory } from '../audit/public';
import { warningAsText } from '../../theme/warningText';

/** A status change, or a move to another time (which keeps the status). */
type PageAction = RequestAction | 'reschedule';
type DialogAction = Exclude<PageAction, 'accept'>;

// The action dialogs (their forms, reasons and workers' lists) load when the pointer or focus reaches
// the actions, or at the latest on the click: most visits to a request only read it.
const loadDialogs = loadOnce(() => import('./RequestActionDialogs'));
const loadReschedule = loadOnce(() => import('./RescheduleDialog'));
const preloadDialogs = () => {
  void loadDialogs().catch(() => undefined);
  void loadReschedule().catch(() => undefined);
};

const DIALOGS: Readonly<Record<DialogAction, ComponentType<RequestDialogProps>>> = {
  reject: lazyNamed(loadDialogs, 'RejectRequestDialog'),
  assign: lazyNamed(loadDialogs, 'AssignWorkerDialog'),
  complete: lazyNamed(loadDialogs, 'CompleteRequestDialog'),
  cancel: lazyNamed(loadDialogs, 'CancelRequestDialog'),
  start: lazyNamed(loadDialogs, 'StartEarlyDialog'),
  reschedule: lazyNamed(loadReschedule, 'RescheduleDialog'),
};

const ACTION_ICONS: Readonly<Record<PageAction, ReactNode>> = {
  accept: <CheckIcon />,
  reject: <CloseIcon />,
  assign: <PersonAddIcon />,
  start: <PlayArrowIcon />,
  complete: <DoneAllIcon />,
  cancel: <BlockIcon />,
  reschedule: <EventRepeatIcon />,
};

const TRANSACTION_COLORS: Readonly<Record<string, ChipProps['color']>> = { success: 'success', pending: 'warning', failed: 'error' };

/** Accept acts at once; Start too, unless it comes before the booked day (then it asks first). */
function asksFirst(action: PageAction, request: ServiceRequestDetails): action is DialogAction {
  if (action === 'start') return isBeforeScheduledDay(request);
  return action in DIALOGS;
}

function actionLabel(t: RequestTexts, action: PageAction, request: ServiceRequestDetails): string {
  return action === 'assign' && request.status === 'assigned' ? t('reassign') : t(`action.${action}.button`);
}

/** The state's actions, with Reschedule (for a job not yet started) before the red ones. */
function pageActions(request: ServiceRequestDetails): PageAction[] {
  const actions: PageAction[] = [...allowedRequestActions(request.status)];
  if (!(RESCHEDULABLE_STATUSES as readonly string[]).includes(request.status)) return actions;
  const firstStop = actions.findIndex((action) => action === 'reject' || action === 'cancel');
  actions.splice(firstStop === -1 ? actions.length : firstStop, 0, 'reschedule');
  return actions;
}

/** The buttons of exactly the actions the request's state allows; Accept and (on or after the booked day) Start act at once. */
function RequestActions({ request, onOpen }: { request: ServiceRequestDetails; onOpen: (action: DialogAction) => void }) {
  const t = useTexts(requestCatalogue);
  const { run, busyAction } = useRequestAction(request);
  const actions = pageActions(request);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('actions')} onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
      {actions.map((action) => {
        const destructive = action === 'reject' || action === 'cancel';
        const primary = action === 'accept' || action === 'start' || action === 'complete' || (action === 'assign' && request.status === 'accepted');
        return (
          <LoadingButton
            key={action}
            variant={primary ? 'contained' : 'outlined'}
            color={destructive ? 'error' : 'primary'}
            startIcon={ACTION_ICONS[action]}
            loading={busyAction === action}
            disabled={busyAction !== undefined && busyAction !== action}
            onClick={() => (asksFirst(action, request) ? onOpen(action) : void run(action))}
          >
            {actionLabel(t, action, request)}
          </LoadingButton>
        );
      })}
    </Stack>
  );
}

/** Whether a request has a payment or refund that carries a GST document (only successful ones do). */
const hasDocuments = (request: ServiceRequestDetails) => request.payments.some((payment) => payment.status === 'success' && (payment.kind === 'payment' || payment.kind === 'refund'));

/** The request's GST documents by the transaction each is for; none until they have loaded. */
function useDocumentsByTransaction(request: ServiceRequestDetails): ReadonlyMap<number, Invoice> {
  const { data } = useRequestDocumentsQuery(request.id, { skip: !hasDocuments(request) });
  return useMemo(() => new Map((data?.data ?? []).map((document) => [document.transaction_id, document])), [data]);
}

/**
 * `?document=<id>&lang=<en|hi>`, the address the printed receipt links each document with: opened
 * in the console, it downloads that document once and leaves the page's address clean.
 */
function useDocumentFromAddress() {
  const [params, setParams] = useSearchParams();
  const t = useTexts(documentCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const shown = useLanguage();
  const done = useRef<number | null>(null);
  const id = Number(params.get('document'));
  const asked = params.get('lang');
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0 || done.current === id) return;
    done.current = id;
    const language = (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : shown;
    setParams({}, { replace: true });
    downloadDocumentPdf({ id }, language).catch(() => enqueueSnackbar(t('documents.failed', { number: `#${id}` }), { variant: 'error' }));
  }, [id, asked, shown, setParams, enqueueSnackbar, t]);
}

function Payments({ request, documents }: { request: ServiceRequestDetails; documents: ReadonlyMap<number, Invoice> }) {
  const t = useTexts(requestCatalogue);
  const d = useTexts(documentCatalogue);
  if (request.payments.length === 0) return <Typography color="text.secondary">{t('noPayments')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <PlainTable label={t('paymentsCard')} head={[t('method'), { text: t('amount'), align: 'right' }, t('status'), t('when')]}>
        {request.payments.map((payment) => {
          const document = documents.get(payment.id);
          return (
            <Fragment key={payment.id}>
              <TableRow sx={document ? { '& > td': { borderBottom: 0 } } : undefined}>
                <TableCell>
                  {t(`paymentMethod.${payment.method}`)}
                  {payment.kind === 'payment' ? '' : ` (${t(`paymentKind.${payment.kind}`)})`}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatInr(payment.kind === 'refund' ? -payment.amount_paise : payment.amount_paise)}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={t(`transactionStatus.${payment.status}`)} color={TRANSACTION_COLORS[payment.status] ?? 'default'} variant="outlined" sx={TRANSACTION_COLORS[payment.status] === 'warning' ? warningAsText : undefined} />
                </TableCell>
                {/* On a phone the date wraps: kept on one line it pushed the document's downloads past the screen's edge. */}
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{formatDateTime(payment.created_at)}</TableCell>
              </TableRow>
              {document ? (
                // The payment's document on a line of its own under it: its number and its downloads need the row's width.
                <TableRow>
                  <TableCell colSpan={4} sx={{ pt: 0 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {d(`documents.kind.${document.kind}`)} {document.number}
                      </Typography>
                      <DocumentDownload document={document} />
                    </Box>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </PlainTable>
    </Box>
  );
}

function RequestDetails({ request }: { request: ServiceRequestDetails }) {
  const t = useTexts(requestCatalogue);
  const [open, setOpen] = useState<DialogAction | null>(null);
  const Dialog = open ? DIALOGS[open] : null;
  const documents = useDocumentsByTransaction(request);
  useDocumentFromAddress();
  // The receipt says when it was printed: the moment the button was pressed (or the page opened, for the browser's own Print).
  const [printedAt, setPrintedAt] = useState(() => new Date());
  const print = () => {
    setPrintedAt(new Date());
    // After React has drawn the new time.
    window.setTimeout(() => window.print(), 0);
  };

  return (
    <>
      <Stack spacing={3} sx={{ maxWidth: 1200, displayPrint: 'none' }}>
        <RecordHeaderCard
          title={request.code}
          chips={[<RequestStatusChip status={request.status} key="status" />, <PaymentStatusChip status={request.payment_status} key="payment" />]}
          actions={
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <RequestActions request={request} onOpen={setOpen} />
              <Button variant="outlined" startIcon={<PrintIcon />} onClick={print}>
                {t('printReceipt')}
              </Button>
            </Stack>
          }
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {request.service.name} · {formatInr(request.amount_paise)} · {formatDateTime(request.scheduled_at)}
          </Typography>
        </RecordHeaderCard>

        {request.status === 'cancelled' ? (
          <Alert severity="warning" component="section" aria-label={t('cancellationCard')}>
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
              {t('cancellationCard')}: {request.cancellation_reason?.text ?? '—'}
            </Typography>
            {request.cancellation_note ? <Typography variant="body2">{request.cancellation_note}</Typography> : null}
          </Alert>
        ) : null}

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 3 }}>
          <RecordSection title={t('customerCard')} fill details={[{ label: t('name'), value: request.customer_name }, { label: t('phone'), value: request.customer_phone }]} />
          <RecordSection
            title={t('vehicleCard')}
            fill
            details={[
              { label: t('type'), value: t(`vehicleType.${request.vehicle_type}`) },
              { label: t('makeModel'), value: `${request.vehicle_make} ${request.vehicle_model}` },
              { label: t('registration'), value: request.registration_number },
            ]}
          />
          <RecordSection
            title={t('serviceCard')}
            fill
            details={[
              { label: t('service'), value: request.service.name },
              { label: t('price'), value: formatInr(request.amount_paise) },
              { label: t('workshop'), value: request.workshop.name },
              { label: t('paymentStatus'), value: <PaymentStatusChip status={request.payment_status} /> },
            ]}
          />
          <RecordSection title={t('locationCard')} fill details={[{ label: t('society'), value: request.society?.name ?? t('noSocietyShort') }, { label: t('address'), value: request.address || '—' }]} />
          <RecordSection
            title={t('scheduleCard')}
            fill
            details={[
              { label: t('scheduledFor'), value: formatDateTime(request.scheduled_at) },
              { label: t('createdAt'), value: formatDateTime(request.created_at) },
            ]}
          />
          <RecordSection fill title={t('workerCard')}>
            <Typography color={request.worker ? undefined : 'text.secondary'}>{request.worker?.name ?? t('notAssigned')}</Typography>
          </RecordSection>
        </Box>

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
          <RecordSection fill title={t('paymentsCard')}>
            <Payments request={request} documents={documents} />
          </RecordSection>
          <RecordSection fill title={t('timelineCard')}>
            <RequestTimeline events={request.events} />
          </RecordSection>
        </Box>

        {request.status === 'completed' ? <RequestReviewCard requestId={request.id} /> : null}

        <Suspense fallback={null}>{Dialog ? <Dialog request={request} onClose={() => setOpen(null)} /> : null}</Suspense>
      </Stack>
      {/* After the page, so the page's own texts come first for anyone reading the document in order. */}
      <RequestReceipt request={request} printedAt={printedAt} documents={[...documents.values()].sort((a, b) => a.id - b.id)} />
    </>
  );
}

/** service-details/:id of the super and workshop admins: one request, its actions and its history. */
export default function RequestDetailsPage() {
  const t = useTexts(requestCatalogue);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: request, isLoading, error, refetch } = useGetRequestQuery(id, { skip: !valid });

  if (isLoading) return <RecordSkeleton label={t('loading')} columns={{ md: '1fr 1fr', lg: '1fr 1fr 1fr' }} cards={[140, 140, 140, 140, 140, 140]} footer={200} />;
  if (!request) return <RecordUnavailable validId={valid} error={error} onRetry={() => void refetch()} texts={{ notFound: t('notFound'), failed: t('detailsFailed'), retry: t('retry') }} />;
  return (
    <RecordTabs history={<RecordHistory record={`requests/${request.id}`} />}>
      <RequestDetails request={request} />
    </RecordTabs>
  );
}
