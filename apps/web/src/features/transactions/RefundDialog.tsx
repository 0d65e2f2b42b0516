import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, InputAdornment, Stack, TextField } from '@mui/material';
import { formatInr, type RefundBody, type Transaction } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import LoadingButton from '../../components/LoadingButton';
import { applyServerErrors } from '../../components/form/applyServerErrors';
import { PAYMENT_METHOD_LABELS } from '../requests/requestTexts';
import { checkRefundAmount, checkRefundNote, initialRefundValues, toRefundBody, type RefundFormValues } from './refundForm';
import { TRANSACTION_TEXTS as T } from './transactionTexts';
import { useRefundPaymentMutation } from './transactionsApi';

export interface RefundDialogProps {
  /** A successful payment with something left to refund. */
  payment: Transaction;
  onClose: () => void;
}

/** The server's field names, and the form fields they land on. */
const SERVER_FIELDS = ['amount_paise', 'note'] as const;

/**
 * Refunds part or all of a payment: rupees in, paise out. Mount it only while open, so it starts
 * from the payment's current refundable amount.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [refund] = useRefundPaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundFormValues>({ defaultValues: initialRefundValues(payment.refundable_paise) });
  const most = formatInr(payment.refundable_paise);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await refund({ id: payment.id, requestId: payment.request?.id ?? null, body: toRefundBody(values, payment.version) });
    if (!result.error) {
      enqueueSnackbar(T.refundRecorded, { variant: 'success' });
      onClose();
      return;
    }
    const error = apiErrorOf(result.error);
    if (error?.status === 400) {
      // The server names amount_paise; the form holds rupees in `amount`.
      const placeOnForm: UseFormSetError<RefundBody> = (field, fieldError) => setError(field === 'amount_paise' ? 'amount' : 'note', fieldError);
      setFailure(applyServerErrors(result.error, placeOnForm, SERVER_FIELDS));
      return;
    }
    // 409: too large (someone refunded meanwhile), no longer refundable, or a stale copy: say why.
    setFailure(error?.data.message ?? T.refundFailed);
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="refund-payment-title">
      <DialogTitle id="refund-payment-title">{T.refundTitle}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: '0 !important' }}>
          <Stack spacing={2.5}>
            <DialogContentText>{T.refundText(payment.code, formatInr(payment.amount_paise), PAYMENT_METHOD_LABELS[payment.method])}</DialogContentText>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {T.cancel}
          </Button>
          <LoadingButton type="submit" variant="contained" color="error" loading={isSubmitting}>
            {T.confirmRefund}
          </LoadingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
