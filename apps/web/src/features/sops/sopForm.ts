import { z } from 'zod';
import { createSopBodySchema, SOP_MAX_STEPS, SOP_STEP_MAX, SOP_TITLE_MAX, sopStepsSchema, updateSopBodySchema, type Sop } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import type { SopText } from './sopTexts';
import { requiredTextSchema } from '../../components/form/textSchemas';

/** create: a new draft; edit: change a draft. */
export type SopFormMode = 'create' | 'edit';

export interface SopFormValues {
  title: string;
  /** null: "No service". */
  service_id: number | null;
  /** useFieldArray needs objects; the API gets the texts in this order. */
  steps: { text: string }[];
  /** Only when editing: the version the form was filled from. */
  version?: number;
}

/**
 * The steps as the form holds them, checked by the contract's steps schema; each step's message
 * lands on its own text box (`steps.1.text`), a whole-list one on the list. The contract's rules
 * decide; the message says the same in the language of `t`.
 */
function formStepsSchema(t: SopText) {
  return z.array(z.object({ text: z.string() })).transform((items, ctx) => {
    const parsed = sopStepsSchema.safeParse(items.map((item) => item.text));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const index = issue.path[0];
      if (typeof index === 'number') {
        const number = index + 1;
        const empty = (items[index]?.text ?? '').trim() === '';
        ctx.addIssue({ code: 'custom', message: empty ? t('stepEmpty', { number }) : t('stepTooLong', { number, max: SOP_STEP_MAX }), path: [index, 'text'] });
      } else {
        ctx.addIssue({ code: 'custom', message: items.length === 0 ? t('stepsMissing') : t('tooManySteps', { max: SOP_MAX_STEPS }), path: [] });
      }
    }
    return z.NEVER;
  });
}

/** The form's schema of each mode, with its messages in the language of `t`. */
export function sopFormSchemas(t: SopText) {
  const fields = {
    title: requiredTextSchema(SOP_TITLE_MAX, { required: t('titleRequired'), tooLong: t('titleTooLong', { max: SOP_TITLE_MAX }) }),
    steps: formStepsSchema(t),
  };
  return { create: createSopBodySchema.extend(fields), edit: updateSopBodySchema.extend(fields) } as const;
}

export type SopFormOutput = z.output<ReturnType<typeof sopFormSchemas>[SopFormMode]>;

export const EMPTY_SOP_FORM: SopFormValues = { title: '', service_id: null, steps: [{ text: '' }] };

/** The edit form filled from the server copy. */
export function sopFormValues(sop: Sop): SopFormValues {
  return { title: sop.title, service_id: sop.service?.id ?? null, steps: sop.steps.map((text) => ({ text })), version: sop.version };
}

/** Where the server's 400 details can land (after stepFieldOf). */
export const SOP_FIELD_PATHS = ['title', 'service_id', 'steps.root', ...Array.from({ length: SOP_MAX_STEPS }, (_, index) => `steps.${index}.text`)] as const;

/** The API names a step `steps.1` and the whole list `steps`; the form holds them at `steps.1.text` and `steps.root`. */
export function stepFieldOf(field: string): string {
  if (field === 'steps') return 'steps.root';
  return /^steps\.\d+$/.test(field) ? `${field}.text` : field;
}

/** A failed save with its step field names moved to where the form shows them. */
export function withFormStepFields(error: unknown): unknown {
  const apiError = apiErrorOf(error);
  if (!apiError?.data.details) return error;
  return { ...apiError, data: { ...apiError.data, details: apiError.data.details.map((detail) => ({ ...detail, field: stepFieldOf(detail.field) })) } };
}
