import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@carcare/contracts';
import { imageTypeOf } from '../services/public';

/** What is wrong with a chosen image file before it is sent (the server checks the bytes again), or null. */
export function bannerImageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!imageTypeOf(file)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
