import { DialogContentText, InputAdornment, TextField } from '@mui/material';
import { formatInr, paiseToRupeesInput, rupeesToPaise, type CashInHand } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { useMoneyDialogForm } from '../../components/form/useMoneyDialogForm';
import { useTexts } from '../../i18n/useTexts';
import { cashCatalogue, type CashTextKey } from './cashTexts';
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
  const [deposit] = useCreateCashDepositMutation();
  // 409 DEPOSIT_TOO_LARGE: someone recorded a deposit or a refund meanwhile; the server says what is held.
  const { form, dialog } = useMoneyDialogForm<DepositValues, CashTextKey>({
    catalogue: cashCatalogue,
    defaultValues: { amount: paiseToRupeesInput(holding.outstanding_paise), note: '' },
    serverFields: ['amount_paise', 'note'],
    fieldOf: (field) => (field === 'amount_paise' ? 'amount' : 'note'),
    send: (values) => deposit({ worker_id: holding.worker.id, amount_paise: rupeesToPaise(values.amount)!, note: values.note.trim() }),
    savedText: t('depositRecorded'),
    failedText: t('depositFailed'),
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      titleId="record-deposit-title"
      title={t('depositTitle')}
      cancelLabel={t('cancel')}
      saveLabel={t('save')}
      intro={<DialogContentText>{t('depositText', { name: holding.worker.name, amount: formatInr(holding.outstanding_paise) })}</DialogContentText>}
    >
      <TextField
        label={t('amountLabel')}
        required
        autoFocus
        inputMode="decimal"
        {...fieldProps(form, 'amount', t('amountHelp', { max: formatInr(holding.outstanding_paise) }), { validate: (value) => checkDepositAmount(value, holding, t) })}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      />
      <TextField
        label={t('noteLabel')}
        multiline
        minRows={2}
        {...fieldProps(form, 'note', t('noteHelp'), { validate: (value) => (value.trim().length > 500 ? t('noteTooLong') : true) })}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
