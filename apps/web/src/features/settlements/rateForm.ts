import type { Resolver } from 'react-hook-form';
import { createCommissionRateBodySchema } from '@carcare/contracts';
import type { SettlementTexts } from './settlementTexts';

export interface RateFormValues {
  workshop_id: string;
  rate: string;
  effective_from: string;
  note: string;
}

/** The typed rate as a number, or why it cannot be sent: the contract's limits, in the catalogue's words. */
export function rateOf(text: string, t: SettlementTexts): number | string {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return t('rateRequired');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return t('rateInvalid');
  const rate = Number(trimmed);
  return createCommissionRateBodySchema.shape.rate_percent.safeParse(rate).success ? rate : t('rateInvalid');
}

export function rateResolverOf(t: SettlementTexts): Resolver<RateFormValues> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    if (!values.workshop_id) errors.workshop_id = { type: 'required', message: t('chooseWorkshop') };
    const rate = rateOf(values.rate, t);
    if (typeof rate === 'string') errors.rate = { type: 'validate', message: rate };
    if (!values.effective_from) errors.effective_from = { type: 'required', message: t('dateRequired') };
    if (values.note.trim().length > 500) errors.note = { type: 'maxLength', message: t('noteTooLong') };
    return Object.keys(errors).length === 0 ? { values, errors: {} as Record<string, never> } : { values: {} as Record<string, never>, errors };
  };
}

