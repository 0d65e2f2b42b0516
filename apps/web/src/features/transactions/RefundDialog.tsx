import { DialogContentText, InputAdornment, TextField } from '@mui/material';
import { formatInr, type Transaction } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { PAYMENT_METHOD_LABELS } from '../requests/public';
import { useAfterSave } from '../../components/form/useAfterSave';
import { checkRefundAmount, checkRefundNote, initialRefundValues, toRefundBody, type RefundFormValues } from './refundForm';
import { TRANSACTION_TEXTS as T } from './transactionTexts';
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
  const afterSave = useAfterSave();
  const [refund] = useRefundPaymentMutation();
  const controller = useConsoleForm<RefundFormValues>({
    defaultValues: initialRefundValues(payment.refundable_paise),
    serverFields: SERVER_FIELDS,
    fieldOf,
    // 409: too large (someone refunded meanwhile), no longer refundable, or a stale copy: say why.
    onFailure: (error) => (error?.status === 400 ? undefined : { kind: 'message', message: error?.data.message ?? T.refundFailed }),
    onSave: async (values) => afterSave(await refund({ id: payment.id, requestId: payment.request?.id ?? null, body: toRefundBody(values, payment.version) }), T.refundRecorded, () => onClose()),
  });
  const { form } = controller;
  const {
    register,
    formState: { errors },
  } = form;
  const most = formatInr(payment.refundable_paise);

  return (
    <FormDialog controller={controller} onClose={onClose} titleId="refund-payment-title" title={T.refundTitle} cancelLabel={T.cancel} saveLabel={T.confirmRefund} saveColor="error" narrow intro={<DialogContentText>{T.refundText(payment.code, formatInr(payment.amount_paise), PAYMENT_METHOD_LABELS[payment.method])}</DialogContentText>}>
      <TextField
        label={T.refundAmount}
        required
        autoFocus
        inputMode="decimal"
        {...register('amount', { validate: (value) => checkRefundAmount(value, payment.refundable_paise) })}
        error={Boolean(errors.amount)}
        helperText={errors.amount?.message ?? T.refundAmountHelp(most)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      />
      <TextField
        label={T.refundNote}
        required
        multiline
        minRows={2}
        {...register('note', { validate: checkRefundNote })}
        error={Boolean(errors.note)}
        helperText={errors.note?.message ?? T.refundNoteHelp}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
