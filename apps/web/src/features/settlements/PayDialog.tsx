import { DialogContentText, TextField } from '@mui/material';
import { formatInr, type Settlement } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { useMoneyDialogForm } from '../../components/form/useMoneyDialogForm';
import { formatCalendarDate } from '../../components/format/dates';
import { useTexts } from '../../i18n/useTexts';
import { settlementCatalogue, type SettlementTextKey } from './settlementTexts';
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
  const [pay] = usePaySettlementMutation();
  const amount = formatInr(statement.payable_paise);
  // 409s (a stale copy, a UTR already recorded, nothing to pay, already paid) say why in the dialog.
  const { form, dialog } = useMoneyDialogForm<{ utr: string }, SettlementTextKey>({
    catalogue: settlementCatalogue,
    defaultValues: { utr: '' },
    serverFields: ['utr'],
    send: ({ utr }) => pay({ id: statement.id, version: statement.version, utr: normalUtr(utr) }),
    savedText: t('paid'),
    failedText: t('payFailed'),
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      titleId="pay-statement-title"
      title={t('payTitle')}
      cancelLabel={t('cancel')}
      saveLabel={t('confirmPay', { amount })}
      intro={<DialogContentText>{t('payText', { amount, workshop: statement.workshop.name, start: formatCalendarDate(statement.week_start), end: formatCalendarDate(statement.week_end) })}</DialogContentText>}
    >
      <TextField
        label={t('utrLabel')}
        required
        autoFocus
        autoComplete="off"
        {...fieldProps(form, 'utr', t('utrHelp'), { validate: (value) => checkUtr(value, t) })}
        slotProps={{ htmlInput: { maxLength: 40, style: { textTransform: 'uppercase' }, spellCheck: false } }}
      />
    </FormDialog>
  );
}
