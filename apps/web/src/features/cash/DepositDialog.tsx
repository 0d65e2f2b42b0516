import { DialogContentText, InputAdornment, TextField } from '@mui/material';
import { formatInr, paiseToRupeesInput, rupeesToPaise, type CashInHand } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useAfterSave } from '../../components/form/useAfterSave';
import { serverMessageIn } from '../../i18n/catalogue';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { cashCatalogue } from './cashTexts';
import { checkDepositAmount } from './depositForm';
import { useCreateCashDepositMutation } from './cashApi';

interface DepositValues {
  amount: string;
  note: string;
}

export interface DepositDialogProps {
  /** The worker's row of cash in hand: the dialog starts from what they hold. */
  holding: CashInHand;
  onClose: () => void;
}

/** Records cash a worker handed in to the workshop: rupees in, paise out. Mount it only while open. */
export function DepositDialog({ holding, onClose }: DepositDialogProps) {
  const t = useTexts(cashCatalogue);
  const language = useLanguage();
  const afterSave = useAfterSave();
  const [deposit] = useCreateCashDepositMutation();
  const controller = useConsoleForm<DepositValues>({
    defaultValues: { amount: paiseToRupeesInput(holding.outstanding_paise), note: '' },
    serverFields: ['amount_paise', 'note'],
    fieldOf: (field) => (field === 'amount_paise' ? 'amount' : 'note'),
    // 409 DEPOSIT_TOO_LARGE: someone recorded a deposit or a refund meanwhile; the server says what is held.
    onFailure: (error) => (error?.status === 400 ? undefined : { kind: 'message', message: error ? serverMessageIn(cashCatalogue, language, error.data) : t('depositFailed') }),
    onSave: async (values) => afterSave(await deposit({ worker_id: holding.worker.id, amount_paise: rupeesToPaise(values.amount)!, note: values.note.trim() }), t('depositRecorded'), () => onClose()),
  });
  const {
    register,
    formState: { errors },
  } = controller.form;

  return (
    <FormDialog
      controller={controller}
      onClose={onClose}
      titleId="record-deposit-title"
      title={t('depositTitle')}
      cancelLabel={t('cancel')}
      saveLabel={t('save')}
      narrow
      intro={<DialogContentText>{t('depositText', { name: holding.worker.name, amount: formatInr(holding.outstanding_paise) })}</DialogContentText>}
    >
      <TextField
        label={t('amountLabel')}
        required
        autoFocus
        inputMode="decimal"
        {...register('amount', { validate: (value) => checkDepositAmount(value, holding, t) })}
        error={Boolean(errors.amount)}
        helperText={errors.amount?.message ?? t('amountHelp', { max: formatInr(holding.outstanding_paise) })}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      />
      <TextField
        label={t('noteLabel')}
        multiline
        minRows={2}
        {...register('note', { validate: (value) => (value.trim().length > 500 ? t('noteTooLong') : true) })}
        error={Boolean(errors.note)}
        helperText={errors.note?.message ?? t('noteHelp')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
