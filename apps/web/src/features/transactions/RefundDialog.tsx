import { DialogContentText, InputAdornment, TextField } from '@mui/material';
import { formatInr, type Transaction } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useAfterSave } from '../../components/form/useAfterSave';
import { checkRefundAmount, checkRefundNote, initialRefundValues, toRefundBody, type RefundFormValues } from './refundForm';
import { serverMessageIn } from '../../i18n/catalogue';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { transactionCatalogue } from './transactionTexts';
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
  const language = useLanguage();
  const afterSave = useAfterSave();
  const [refund] = useRefundPaymentMutation();
  const controller = useConsoleForm<RefundFormValues>({
    defaultValues: initialRefundValues(payment.refundable_paise),
    serverFields: SERVER_FIELDS,
    fieldOf,
    // 409: too large (someone refunded meanwhile), no longer refundable, or a stale copy: say why.
    onFailure: (error) => (error?.status === 400 ? undefined : { kind: 'message', message: error ? serverMessageIn(transactionCatalogue, language, error.data) : t('refundFailed') }),
    onSave: async (values) => afterSave(await refund({ id: payment.id, requestId: payment.request?.id ?? null, body: toRefundBody(values, payment.version) }), t('refundRecorded'), () => onClose()),
  });
  const { form } = controller;
  const {
    register,
    formState: { errors },
  } = form;
  const most = formatInr(payment.refundable_paise);

  return (
    <FormDialog controller={controller} onClose={onClose} titleId="refund-payment-title" title={t('refundTitle')} cancelLabel={t('cancel')} saveLabel={t('confirmRefund')} saveColor="error" narrow intro={<DialogContentText>{t('refundText', { code: payment.code, amount: formatInr(payment.amount_paise), method: t(`method.${payment.method}`) })}</DialogContentText>}>
      <TextField
        label={t('refundAmount')}
        required
        autoFocus
        inputMode="decimal"
        {...register('amount', { validate: (value) => checkRefundAmount(value, payment.refundable_paise, t) })}
        error={Boolean(errors.amount)}
        helperText={errors.amount?.message ?? t('refundAmountHelp', { max: most })}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      />
      <TextField
        label={t('refundNote')}
        required
        multiline
        minRows={2}
        {...register('note', { validate: (value) => checkRefundNote(value, t) })}
        error={Boolean(errors.note)}
        helperText={errors.note?.message ?? t('refundNoteHelp')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
