import { z } from 'zod';
import { FALLBACK_CLOSE, FALLBACK_OPEN, MAX_HOLIDAYS, updateWorkingHoursBodySchema, WEEKDAYS, type WorkingHours } from '@carcare/contracts';
import { requiredNumber } from '../../components/form/entityForm';

/** One weekday as the form holds it: a closed day keeps its times, so switching it back on restores them. */
export interface DayValues {
  isOpen: boolean;
  open: string;
  close: string;
}

export interface WorkingHoursFormValues {
  weekly: DayValues[];
  holidays: { date: string; note: string }[];
  /** As typed; the schema makes numbers of them. */
  travel_buffer_minutes: string;
  late_after_minutes: string;
  version: number;
}

/** The form filled from the server copy. */
export function workingHoursFormValues(hours: WorkingHours): WorkingHoursFormValues {
  return {
    weekly: WEEKDAYS.map((_, index) => {
      const day = hours.weekly[index] ?? null;
      return day ? { isOpen: true, open: day.open, close: day.close } : { isOpen: false, open: FALLBACK_OPEN, close: FALLBACK_CLOSE };
    }),
    holidays: hours.holidays.map((holiday) => ({ date: holiday.date, note: holiday.note })),
    travel_buffer_minutes: String(hours.travel_buffer_minutes),
    late_after_minutes: String(hours.late_after_minutes),
    version: hours.version,
  };
}

/**
 * The form's values made into the body, then checked by the contract's own schema: its issues keep
 * the API's paths (`weekly.5.close`, `holidays.1.date`), which are the form's fields too.
 */
export const workingHoursFormSchema = z
  .object({
    weekly: z.array(z.object({ isOpen: z.boolean(), open: z.string(), close: z.string() })),
    holidays: z.array(z.object({ date: z.string(), note: z.string() })),
    travel_buffer_minutes: z.unknown(),
    late_after_minutes: z.unknown(),
    version: z.number(),
  })
  .transform((values): z.input<typeof updateWorkingHoursBodySchema> => ({
    weekly: values.weekly.map((day) => (day.isOpen ? { open: day.open, close: day.close } : null)),
    holidays: values.holidays,
    travel_buffer_minutes: requiredNumber(values.travel_buffer_minutes),
    late_after_minutes: requiredNumber(values.late_after_minutes),
    version: values.version,
  }))
  .pipe(updateWorkingHoursBodySchema);

export type WorkingHoursBody = z.output<typeof workingHoursFormSchema>;

/** Every field a 400's details may name. */
export const WORKING_HOURS_FIELDS = [
  'weekly',
  'holidays',
  'travel_buffer_minutes',
  'late_after_minutes',
  ...WEEKDAYS.flatMap((_, index) => [`weekly.${index}.open`, `weekly.${index}.close`]),
  ...Array.from({ length: MAX_HOLIDAYS }, (_, index) => [`holidays.${index}.date`, `holidays.${index}.note`]).flat(),
] as const;
