import { formatInr, paiseToRupeesInput, refundBodySchema, rupeesToPaise, type RefundBody } from '@carcare/contracts';
import type { Translate } from '../../i18n/catalogue';
import type { TransactionTextKey } from './transactionTexts';

type Texts = Translate<TransactionTextKey>;

/** What the refund dialog's fields hold: rupees as typed, and the note. */
export interface RefundFormValues {
  amount: string;
  note: string;
}

/** The dialog opens with the whole refundable amount. */
export function initialRefundValues(refundablePaise: number): RefundFormValues {
  return { amount: paiseToRupeesInput(refundablePaise), note: '' };
}

/**
 * Why the typed amount cannot be sent, or true. `refundablePaise` is read when the check runs, so it
 * follows a refetch. The contract's limits are checked; their words come from the catalogue.
 */
export function checkRefundAmount(amount: string, refundablePaise: number, t: Texts): string | true {
  if (amount.trim() === '') return t('amountRequired');
  const paise = rupeesToPaise(amount);
  if (paise === null) return t('amountInvalid');
  const issue = refundBodySchema.shape.amount_paise.safeParse(paise).error?.issues[0];
  if (issue) return issue.code === 'too_small' ? t('amountNotPositive') : issue.code === 'too_big' ? t('amountAboveLimit') : t('amountInvalid');
  if (paise > refundablePaise) return t('amountTooLarge', { max: formatInr(refundablePaise) });
  return true;
}

export function checkRefundNote(note: string, t: Texts): string | true {
  const issue = refundBodySchema.shape.note.safeParse(note).error?.issues[0];
  if (!issue) return true;
  return issue.code === 'too_big' ? t('noteTooLong') : t('noteRequired');
}

/** The body the API takes: integer paise, the trimmed note and the payment's version. */
export function toRefundBody(values: RefundFormValues, version: number): RefundBody {
  return { amount_paise: rupeesToPaise(values.amount)!, note: values.note.trim(), version };
}
