import { DialogContentText, InputAdornment, TextField } from '@mui/material';
import { formatInr, type Transaction } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { useMoneyDialogForm } from '../../components/form/useMoneyDialogForm';
import { checkRefundAmount, checkRefundNote, initialRefundValues, toRefundBody, type RefundFormValues } from './refundForm';
import { useTexts } from '../../i18n/useTexts';
import { transactionCatalogue, type TransactionTextKey } from './transactionTexts';
import { useRefundPaymentMutation } from './transactionsApi';

export interface RefundDialogProps {
  /** A successful payment with something left to refund. */
  payment: Transaction;
  onClose: () => void;
}

/** The server's field names; amount_paise lands on the rupees typed in `amount`. */
const SERVER_FIELDS = ['amount_paise', 'note'] as const;
const fieldOf = (serverField: string) => (serverField === 'amount_paise' ? 'amount' : 'note');

/**
 * Refunds part or all of a payment: rupees in, paise out. Mount it only while open, so it starts
 * from the payment's current refundable amount.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const t = useTexts(transactionCatalogue);
  const [refund] = useRefundPaymentMutation();
  // 409: too large (someone refunded meanwhile), no longer refundable, or a stale copy: say why.
  const { form, dialog } = useMoneyDialogForm<RefundFormValues, TransactionTextKey>({
    catalogue: transactionCatalogue,
    defaultValues: initialRefundValues(payment.refundable_paise),
    serverFields: SERVER_FIELDS,
    fieldOf,
    send: (values) => refund({ id: payment.id, requestId: payment.request?.id ?? null, body: toRefundBody(values, payment.version) }),
    savedText: t('refundRecorded'),
    failedText: t('refundFailed'),
    onClose,
  });
  const most = formatInr(payment.refundable_paise);

  return (
    <FormDialog {...dialog} titleId="refund-payment-title" title={t('refundTitle')} cancelLabel={t('cancel')} saveLabel={t('confirmRefund')} saveColor="error" intro={<DialogContentText>{t('refundText', { code: payment.code, amount: formatInr(payment.amount_paise), method: t(`method.${payment.method}`) })}</DialogContentText>}>
      <TextField
        label={t('refundAmount')}
        required
        autoFocus
        inputMode="decimal"
        {...fieldProps(form, 'amount', t('refundAmountHelp', { max: most }), { validate: (value) => checkRefundAmount(value, payment.refundable_paise, t) })}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      />
      <TextField
        label={t('refundNote')}
        required
        multiline
        minRows={2}
        {...fieldProps(form, 'note', t('refundNoteHelp'), { validate: (value) => checkRefundNote(value, t) })}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
