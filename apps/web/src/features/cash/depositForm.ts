import { createCashDepositBodySchema, formatInr, rupeesToPaise, type CashInHand } from '@carcare/contracts';
import type { CashTexts } from './cashTexts';

/** Why the typed amount cannot be sent, or true: the contract's limits and what the worker holds. */
export function checkDepositAmount(amount: string, holding: CashInHand, t: CashTexts): string | true {
  if (amount.trim() === '') return t('amountRequired');
  const paise = rupeesToPaise(amount);
  if (paise === null) return t('amountInvalid');
  const issue = createCashDepositBodySchema.shape.amount_paise.safeParse(paise).error?.issues[0];
  if (issue) return issue.code === 'too_small' ? t('amountNotPositive') : t('amountInvalid');
  if (paise > holding.outstanding_paise) return t('amountTooLarge', { name: holding.worker.name, max: formatInr(holding.outstanding_paise) });
  return true;
}

