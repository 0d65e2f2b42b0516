import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Box, GlobalStyles, Link, TableCell, TableFooter, TableRow, Typography } from '@mui/material';
import { formatInr, type Invoice, type ServiceRequestDetails } from '@carcare/contracts';
import { Logo } from '../../components/Logo';
import { formatDateTime } from './requestFormat';
import { receiptTotals } from './receiptTotals';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { documentCatalogue } from '../invoices/public';
import { requestCatalogue } from './requestTexts';
import { PlainTable } from '../../components/PlainTable';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ breakInside: 'avoid' }}>
      <Typography variant="caption" component="div" sx={{ color: '#555' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The request as a one-page paper receipt: who did what for whom, the amount, every payment and
 * refund with the totals. Shown only when printing (the page itself hides then); black on white
 * whatever the console's theme.
 */
/**
 * The request's GST documents, each linked to this page's address with `?document=<id>`: opened in
 * the console (signed in), that address downloads the document's PDF. The PDF itself needs the
 * admin's token, which a link on paper or in a saved PDF cannot carry.
 */
function ReceiptDocuments({ documents }: { documents: readonly Invoice[] }) {
  const t = useTexts(documentCatalogue);
  const language = useLanguage();
  const { pathname } = useLocation();
  if (documents.length === 0) return null;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Box sx={{ mb: 2, breakInside: 'avoid' }} data-testid="receipt-documents">
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('documents.receiptTitle')}
      </Typography>
      {documents.map((document) => {
        const href = `${origin}${pathname}?document=${document.id}&lang=${language}`;
        return (
          <Typography key={document.id} variant="body2" component="p">
            {t(`documents.kind.${document.kind}`)} {document.number} · {formatInr(document.total_paise)} ·{' '}
            <Link href={href} sx={{ color: '#000', wordBreak: 'break-all' }}>
              {href}
            </Link>
          </Typography>
        );
      })}
      <Typography variant="caption" component="p" sx={{ color: '#555' }}>
        {t('documents.receiptNote')}
      </Typography>
    </Box>
  );
}

export function RequestReceipt({ request, printedAt, documents = [] }: { request: ServiceRequestDetails; printedAt: Date; documents?: readonly Invoice[] }) {
  const t = useTexts(requestCatalogue);
  const totals = receiptTotals(request);
  const cell = { color: '#000', borderColor: '#bbb', px: 1, py: 0.5 } as const;
  return (
    <Box
      data-testid="request-receipt"
      sx={{ display: 'none', displayPrint: 'block', color: '#000', bgcolor: '#fff', fontSize: '11pt', '& .MuiTypography-root': { color: '#000' } }}
    >
      <GlobalStyles styles={{ '@page': { size: 'A4', margin: '14mm' } }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', borderBottom: '2px solid #000', pb: 1.5, mb: 2 }}>
        <Logo />
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {t('receiptTitle')}
          </Typography>
          <Typography variant="body2">{request.code}</Typography>
          <Typography variant="caption" component="p">
            {t('receiptPrinted')} {formatDateTime(printedAt.toISOString())}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1.5, mb: 2 }}>
        <Field label={t('workshop')}>{request.workshop.name}</Field>
        <Field label={t('service')}>{request.service.name}</Field>
        <Field label={t('price')}>{formatInr(request.amount_paise)}</Field>
        <Field label={t('customerCard')}>
          {request.customer_name} · {request.customer_phone}
        </Field>
        <Field label={t('vehicleCard')}>
          {request.vehicle_make} {request.vehicle_model} ({t(`vehicleType.${request.vehicle_type}`)}) · {request.registration_number}
        </Field>
        <Field label={t('scheduledFor')}>{formatDateTime(request.scheduled_at)}</Field>
        <Field label={t('status')}>{t(`status.${request.status}`)}</Field>
        <Field label={t('paymentStatus')}>{t(`paymentStatus.${request.payment_status}`)}</Field>
        <Field label={t('workerCard')}>{request.worker?.name ?? t('notAssigned')}</Field>
      </Box>

      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('receiptPayments')}
      </Typography>
      <PlainTable
        label={t('receiptPayments')}
        head={[t('when'), t('kind'), t('method'), t('status'), { text: t('amount'), align: 'right' }]}
        sx={{ '& .MuiTableCell-root': cell, mb: 2 }}
        footer={
          <TableFooter sx={{ '& .MuiTableCell-root': { fontSize: '0.875rem', fontWeight: 600 } }}>
            <TableRow>
              <TableCell colSpan={4}>{t('receiptPaid')}</TableCell>
              <TableCell align="right">{formatInr(totals.paid)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={4}>{t('receiptRefunded')}</TableCell>
              <TableCell align="right">{formatInr(-totals.refunded)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={4}>{t('receiptNet')}</TableCell>
              <TableCell align="right">{formatInr(totals.net)}</TableCell>
            </TableRow>
          </TableFooter>
        }
      >
        {request.payments.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5}>{t('noPayments')}</TableCell>
          </TableRow>
        ) : (
          request.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>{formatDateTime(payment.created_at)}</TableCell>
              <TableCell>{t(`paymentKind.${payment.kind}`)}</TableCell>
              <TableCell>{t(`paymentMethod.${payment.method}`)}</TableCell>
              <TableCell>{t(`transactionStatus.${payment.status}`)}</TableCell>
              <TableCell align="right">{formatInr(payment.kind === 'refund' ? -payment.amount_paise : payment.amount_paise)}</TableCell>
            </TableRow>
          ))
        )}
      </PlainTable>
      <ReceiptDocuments documents={documents} />
      <Typography variant="caption" component="p" sx={{ color: '#555' }}>
        {t('receiptNote')}
      </Typography>
    </Box>
  );
}
