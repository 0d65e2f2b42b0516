import { IMAGE_MEDIA_TYPES, MAX_UPLOAD_BYTES, type ImageMediaType } from '@carcare/contracts';
import { config } from '../../config';
import type { ServiceText } from './serviceTexts';

/** Some systems give no type for a file; its extension then names it (the server checks the bytes either way). */
const TYPE_BY_EXTENSION: Readonly<Record<string, ImageMediaType>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The content type to send a chosen file with, or null when it is not a PNG, JPEG or WebP. */
export function imageTypeOf(file: Pick<File, 'name' | 'type'>): ImageMediaType | null {
  if ((IMAGE_MEDIA_TYPES as readonly string[]).includes(file.type)) return file.type as ImageMediaType;
  if (file.type) return null;
  return TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** What is wrong with a chosen file before it is sent, or null. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>, t: ServiceText): string | null {
  if (!imageTypeOf(file)) return t('imageWrongType');
  if (file.size > MAX_UPLOAD_BYTES) return t('imageTooLarge');
  return null;
}

/** An uploaded image's address in the browser: the API's origin when the console is served from another. */
export function imageSrc(imageUrl: string): string {
  return imageUrl.startsWith('/') ? `${config.apiBaseUrl}${imageUrl}` : imageUrl;
}
