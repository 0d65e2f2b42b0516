import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type';
import { IMAGE_TYPES, imageTypeOfExtension } from './image-type';

/** Public URLs of uploads start with this; the files live in DATA_DIR/uploads. */
export const UPLOADS_URL_PREFIX = '/uploads/';

const FOLDER_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const FILE_PATTERN = /^([a-f0-9]{32})\.([a-z]+)$/;

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * The file behind `<folder>/<file>` (the part of a public URL after /uploads/), or null when it is
 * not a name this module writes: one folder of lowercase letters, digits and dashes, one random
 * hex name with an image extension. Anything else (dots, slashes, encodings) cannot leave the root.
 */
export function resolveUpload(dataDir: string, relative: string): { filePath: string; type: ImageType } | null {
  const parts = relative.split('/');
  if (parts.length !== 2) return null;
  const [folder, file] = parts as [string, string];
  const match = FILE_PATTERN.exec(file);
  if (!FOLDER_PATTERN.test(folder) || !match) return null;
  const type = imageTypeOfExtension(match[2]!);
  if (!type) return null;
  return { filePath: path.join(uploadsRoot(dataDir), folder, file), type };
}

/** Writes an upload as DATA_DIR/uploads/<folder>/<random>.<ext>; returns its public path /uploads/<folder>/<file>. */
export async function storeUpload(dataDir: string, folder: string, buffer: Uint8Array, type: ImageType): Promise<string> {
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`Invalid upload folder "${folder}"`);
  const directory = path.join(uploadsRoot(dataDir), folder);
  await mkdir(directory, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[type].extension}`;
  // flag wx: never overwrite (a served file is cached as immutable).
  await writeFile(path.join(directory, file), buffer, { flag: 'wx', mode: 0o644 });
  return `${UPLOADS_URL_PREFIX}${folder}/${file}`;
}

/** Deletes a stored upload by its public path; other paths and missing files are ignored. Returns whether a file was removed. */
export async function removeUpload(dataDir: string, publicPath: string | null | undefined): Promise<boolean> {
  if (!publicPath?.startsWith(UPLOADS_URL_PREFIX)) return false;
  const resolved = resolveUpload(dataDir, publicPath.slice(UPLOADS_URL_PREFIX.length));
  if (!resolved) return false;
  try {
    await rm(resolved.filePath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
