import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@carcare/contracts';
import { imageTypeOf } from '../services/public';

/** An ISO instant as the value of a datetime-local input, in the browser's time zone ("2026-11-24T10:30"). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What is wrong with a chosen image file before it is sent (the server checks the bytes again), or null. */
export function bannerImageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!imageTypeOf(file)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
