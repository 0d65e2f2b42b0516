import { formatInr, paiseToRupeesInput, refundBodySchema, rupeesToPaise, type RefundBody, type Transaction } from '@carcare/contracts';
import { TRANSACTION_TEXTS as T } from './transactionTexts';

/** A successful payment with money left to refund: the details offer "Refund". */
export function canRefund(transaction: Transaction): boolean {
  return transaction.kind === 'payment' && transaction.status === 'success' && transaction.refundable_paise > 0;
}

/** What the refund dialog's fields hold: rupees as typed, and the note. */
export interface RefundFormValues {
  amount: string;
  note: string;
}

/** The dialog opens with the whole refundable amount. */
export function initialRefundValues(refundablePaise: number): RefundFormValues {
  return { amount: paiseToRupeesInput(refundablePaise), note: '' };
}

/** Why the typed amount cannot be sent, or true. `refundablePaise` is read when the check runs, so it follows a refetch. */
export function checkRefundAmount(amount: string, refundablePaise: number): string | true {
  if (amount.trim() === '') return T.amountRequired;
  const paise = rupeesToPaise(amount);
  if (paise === null) return T.amountInvalid;
  const parsed = refundBodySchema.shape.amount_paise.safeParse(paise);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? T.amountInvalid;
  if (paise > refundablePaise) return T.amountTooLarge(formatInr(refundablePaise));
  return true;
}

export function checkRefundNote(note: string): string | true {
  const parsed = refundBodySchema.shape.note.safeParse(note);
  return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'Note is required');
}

/** The body the API takes: integer paise, the trimmed note and the payment's version. */
export function toRefundBody(values: RefundFormValues, version: number): RefundBody {
  return { amount_paise: rupeesToPaise(values.amount)!, note: values.note.trim(), version };
}
