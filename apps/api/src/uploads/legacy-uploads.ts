import type { Dirent } from 'node:fs';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, services } from '../db/schema';
import { storeBlob, UPLOADS_URL_PREFIX } from './blob-store';
import { detectImageType, imageTypeOfExtension } from './image-type';

/** Names the old local-disk store wrote: DATA_DIR/uploads/<folder>/<32 hex>.<ext>. */
const FOLDER_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const FILE_PATTERN = /^[a-f0-9]{32}\.([a-z]+)$/;

export interface LegacyUploadsMove {
  /** Files stored as blobs (and deleted from the disk). */
  moved: number;
  /** Files left where they are: not a name the old store wrote, or not an image by their bytes. */
  skipped: string[];
}

async function entries(directory: string): Promise<Dirent[]> {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The step after the migrations that moves DATA_DIR/uploads into the database (OpenDb.migrate's `after`); none without a DATA_DIR. */
export function legacyUploadsMoveOf(dataDir: string | null | undefined): ((db: Db) => Promise<LegacyUploadsMove>) | undefined {
  return dataDir ? (db) => moveLegacyUploads(db, dataDir) : undefined;
}

/**
 * Moves the files of the old local-disk upload store (DATA_DIR/uploads/<folder>/<file>) into the
 * database: each becomes a blob, every row whose URL named the file is rewritten to the blob's URL
 * (one transaction per file), then the file is deleted, and emptied folders with it. Part of the
 * migrate step, after the SQL migrations and (on PostgreSQL) under the migration lock. Idempotent:
 * a file moved before is gone; one whose transaction committed but whose delete did not happen is
 * stored again as the same blob and no row names its old URL any more. A file no row names becomes
 * an unattached blob, which the sweep deletes after its grace period.
 */
export async function moveLegacyUploads(db: Db, dataDir: string): Promise<LegacyUploadsMove> {
  const root = path.join(dataDir, 'uploads');
  const result: LegacyUploadsMove = { moved: 0, skipped: [] };
  for (const folder of await entries(root)) {
    if (!folder.isDirectory() || !FOLDER_PATTERN.test(folder.name)) {
      result.skipped.push(folder.name);
      continue;
    }
    const directory = path.join(root, folder.name);
    for (const file of await entries(directory)) {
      const relative = `${folder.name}/${file.name}`;
      const extension = FILE_PATTERN.exec(file.name)?.[1];
      if (!file.isFile() || !extension || !imageTypeOfExtension(extension)) {
        result.skipped.push(relative);
        continue;
      }
      const filePath = path.join(directory, file.name);
      const bytes = await readFile(filePath);
      const type = detectImageType(bytes);
      if (!type) {
        result.skipped.push(relative);
        continue;
      }
      const oldUrl = `${UPLOADS_URL_PREFIX}${relative}`;
      await db.transaction(async (tx) => {
        const url = await storeBlob(tx, bytes, type);
        await tx.update(services).set({ imageUrl: url }).where(eq(services.imageUrl, oldUrl));
        await tx.update(banners).set({ imageUrl: url }).where(eq(banners.imageUrl, oldUrl));
      });
      await rm(filePath, { force: true });
      result.moved += 1;
    }
    await rmdir(directory).catch(() => {});
  }
  await rmdir(root).catch(() => {});
  return result;
}
