import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A text box by the start of its label ("City" finds "City *"). */
export const textBox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The form's boxes, by label, and the field of a record each one edits. */
export type BoxFields<T> = Readonly<Record<string, keyof T>>;

/** Types a sample record's values into the boxes that edit them. */
export async function typeFields<T>(user: UserEvent, sample: T, boxes: BoxFields<T>): Promise<void> {
  for (const [label, field] of Object.entries(boxes)) await user.type(textBox(label), String(sample[field as keyof T]));
}

/** What those boxes send: the sample's values of their fields, typed as the record has them. */
export function fieldsOf<T>(sample: T, boxes: BoxFields<T>): Partial<T> {
  return Object.fromEntries(Object.values(boxes).map((field) => [field, sample[field]])) as Partial<T>;
}

/** Some fields of a sample, as a body that should carry the same values. */
export function pick<T, K extends keyof T>(sample: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, sample[key]])) as Pick<T, K>;
}
