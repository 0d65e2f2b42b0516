import { UTR_PATTERN } from '@carcare/contracts';
import type { SettlementTexts } from './settlementTexts';

/** The UTR as the bank gives it, read as the server will: trimmed and upper-cased. */
export function normalUtr(text: string): string {
  return text.trim().toUpperCase();
}

/** Why the typed UTR cannot be sent, or true: the contract's pattern, on what will be sent. */
export function checkUtr(text: string, t: SettlementTexts): string | true {
  const utr = normalUtr(text);
  if (utr === '') return t('utrRequired');
  return UTR_PATTERN.test(utr) ? true : t('utrInvalid');
}
