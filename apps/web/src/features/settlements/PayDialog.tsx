import { DialogContentText, TextField } from '@mui/material';
import { formatInr, type Settlement } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useAfterSave } from '../../components/form/useAfterSave';
import { formatCalendarDate } from '../../components/format/dates';
import { serverMessageIn } from '../../i18n/catalogue';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { settlementCatalogue } from './settlementTexts';
import { checkUtr, normalUtr } from './payForm';
import { usePaySettlementMutation } from './settlementsApi';

export interface PayDialogProps {
  /** An open statement with something payable. */
  statement: Settlement;
  onClose: () => void;
}

/**
 * Records the bank transfer that pays a statement: the UTR, upper-cased, with the version seen, so
 * a statement changed meanwhile is refused (STALE_VERSION) rather than paid twice. Mount it only while open.
 */
export function PayDialog({ statement, onClose }: PayDialogProps) {
  const t = useTexts(settlementCatalogue);
  const language = useLanguage();
  const afterSave = useAfterSave();
  const [pay] = usePaySettlementMutation();
  const amount = formatInr(statement.payable_paise);
  const controller = useConsoleForm<{ utr: string }>({
    defaultValues: { utr: '' },
    serverFields: ['utr'],
    // 409s (a stale copy, a UTR already recorded, nothing to pay, already paid) say why in the dialog.
    onFailure: (error) => (error?.status === 400 ? undefined : { kind: 'message', message: error ? serverMessageIn(settlementCatalogue, language, error.data) : t('payFailed') }),
    onSave: async ({ utr }) => afterSave(await pay({ id: statement.id, version: statement.version, utr: normalUtr(utr) }), t('paid'), () => onClose()),
  });
  const {
    register,
    formState: { errors },
  } = controller.form;

  return (
    <FormDialog
      controller={controller}
      onClose={onClose}
      titleId="pay-statement-title"
      title={t('payTitle')}
      cancelLabel={t('cancel')}
      saveLabel={t('confirmPay', { amount })}
      narrow
      intro={<DialogContentText>{t('payText', { amount, workshop: statement.workshop.name, start: formatCalendarDate(statement.week_start), end: formatCalendarDate(statement.week_end) })}</DialogContentText>}
    >
      <TextField
        label={t('utrLabel')}
        required
        autoFocus
        autoComplete="off"
        {...register('utr', { validate: (value) => checkUtr(value, t) })}
        error={Boolean(errors.utr)}
        helperText={errors.utr?.message ?? t('utrHelp')}
        slotProps={{ htmlInput: { maxLength: 40, style: { textTransform: 'uppercase' }, spellCheck: false } }}
      />
    </FormDialog>
  );
}
