import type { ImageMediaType } from '@carcare/contracts';
import { MAX_UPLOAD_BYTES } from '@carcare/contracts';

export { MAX_UPLOAD_BYTES };

export type ImageType = 'png' | 'jpeg' | 'webp';

/** How each accepted image type is stored and served. */
export const IMAGE_TYPES: Readonly<Record<ImageType, { mediaType: ImageMediaType; extension: string }>> = {
  png: { mediaType: 'image/png', extension: 'png' },
  jpeg: { mediaType: 'image/jpeg', extension: 'jpg' },
  webp: { mediaType: 'image/webp', extension: 'webp' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(buffer: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (buffer.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => buffer[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type by its magic bytes (never by a name or a header), or null for anything else. */
export function detectImageType(buffer: Uint8Array): ImageType | null {
  if (startsWith(buffer, PNG_SIGNATURE)) return 'png';
  if (startsWith(buffer, JPEG_SIGNATURE)) return 'jpeg';
  // RIFF <4-byte size> WEBP
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The image type of a stored file's extension (the served Content-Type), or null. */
export function imageTypeOfExtension(extension: string): ImageType | null {
  const found = (Object.keys(IMAGE_TYPES) as ImageType[]).find((type) => IMAGE_TYPES[type].extension === extension);
  return found ?? null;
}
