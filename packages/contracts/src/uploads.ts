/** Image uploads (service images, banners): the types and size both sides check. */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

/** At most 2 MB per uploaded file. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  wrongType: 'Upload a PNG, JPEG or WebP image',
  tooLarge: 'Images must be at most 2 MB',
} as const;
