import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenDb, OpenDbOptions } from '../src/db/client';
import { openDb } from '../src/db/client';
import { banners, blobs, services } from '../src/db/schema';
import type { LegacyUploadsMove } from '../src/uploads/legacy-uploads';
import { legacyUploadsMoveOf } from '../src/uploads/legacy-uploads';
import { emptyDatabases } from './processes';
import { migratedPgliteDump } from './test-database';

// A real 1×1 PNG, the start of a JPEG and of a WebP: the move checks bytes like an upload does.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00])]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const dirs: string[] = [];
const databases = process.env.DATABASE_URL ? emptyDatabases() : null;
afterAll(async () => {
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  await databases?.dropAll();
});

/** A DATA_DIR and a database of the test's own: an empty one on the server, else PGlite in DATA_DIR/pglite. */
type Migrating = Omit<OpenDb, 'migrate'> & { migrate(): Promise<LegacyUploadsMove | null> };
async function fresh(): Promise<{ dataDir: string; open(withDataDir: boolean): Promise<Migrating> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carcare-move-'));
  dirs.push(dataDir);
  const databaseUrl = databases ? await databases.create() : null;
  const options: OpenDbOptions = { databaseUrl, pgliteDir: databaseUrl ? null : path.join(dataDir, 'pglite') };
  // An embedded database starts as a copy of the run's migrated template (its migrations were run
  // once for the whole suite): migrate() then applies none and runs only the move.
  let dump = databaseUrl ? undefined : (migratedPgliteDump() ?? undefined);
  // With a DATA_DIR, migrate runs the move as main.ts and the operator commands do.
  const open = async (withDataDir: boolean): Promise<Migrating> => {
    const handle = await openDb({ ...options, pgliteDump: dump });
    dump = undefined;
    return { ...handle, migrate: () => handle.migrate(withDataDir ? legacyUploadsMoveOf(dataDir) : undefined) };
  };
  return { dataDir, open };
}

const name = (n: number, extension: string) => `${String(n).repeat(32)}.${extension}`;
function writeUpload(dataDir: string, relative: string, bytes: Buffer | string): void {
  const file = path.join(dataDir, 'uploads', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

describe('migrate moves the files of the old local-disk store into the database', () => {
  it('stores each image as a blob, rewrites the rows that named it, deletes the files and leaves anything else; a second run does nothing', async () => {
    const { dataDir, open } = await fresh();
    const setUp = await open(false);
    try {
      expect(await setUp.migrate()).toBeNull();
      await setUp.db.insert(services).values([
        { name: 'Wash', category: 'wash', durationMinutes: 30, prices: {}, imageUrl: `/uploads/services/${name(1, 'png')}` },
        { name: 'Polish', category: 'detailing', durationMinutes: 60, prices: {}, imageUrl: `/uploads/services/${name(1, 'png')}` },
        { name: 'Plain', category: 'detailing', durationMinutes: 60, prices: {}, imageUrl: null },
      ]);
      const start = new Date('2026-01-01T00:00:00Z');
      const end = new Date('2026-12-31T00:00:00Z');
      await setUp.db.insert(banners).values([
        { title: 'Monsoon', altText: 'Rain', imageUrl: `/uploads/banners/${name(2, 'jpg')}`, startsAt: start, endsAt: end, sortOrder: 1 },
        { title: 'Gone', altText: 'Missing file', imageUrl: `/uploads/banners/${name(4, 'png')}`, startsAt: start, endsAt: end, sortOrder: 2 },
      ]);
    } finally {
      await setUp.close();
    }
    writeUpload(dataDir, `services/${name(1, 'png')}`, PNG);
    writeUpload(dataDir, `banners/${name(2, 'jpg')}`, JPEG);
    // No row names this one; stored by its bytes (a WebP under a .png name) and left to the sweep.
    writeUpload(dataDir, `banners/${name(3, 'png')}`, WEBP);
    // Not images, or not names the old store wrote: left alone.
    writeUpload(dataDir, `services/${name(5, 'png')}`, 'text pretending to be a PNG');
    writeUpload(dataDir, 'services/notes.txt', 'notes');
    writeUpload(dataDir, 'README', 'readme');

    const handle = await open(true);
    try {
      expect(await handle.migrate()).toEqual({ moved: 3, skipped: expect.arrayContaining(['README', `services/${name(5, 'png')}`, 'services/notes.txt']) });
      const stored = await handle.db.select({ hash: blobs.hash, contentType: blobs.contentType, byteSize: blobs.byteSize }).from(blobs).orderBy(asc(blobs.hash));
      expect(stored).toEqual(
        [
          { hash: sha256(PNG), contentType: 'image/png', byteSize: PNG.length },
          { hash: sha256(JPEG), contentType: 'image/jpeg', byteSize: JPEG.length },
          { hash: sha256(WEBP), contentType: 'image/webp', byteSize: WEBP.length },
        ].sort((a, b) => a.hash.localeCompare(b.hash)),
      );
      expect((await handle.db.select({ imageUrl: services.imageUrl }).from(services).orderBy(asc(services.id))).map((row) => row.imageUrl)).toEqual([
        `/uploads/${sha256(PNG)}.png`,
        `/uploads/${sha256(PNG)}.png`,
        null,
      ]);
      // A row whose file was already missing keeps its URL (it answered 404 before and still does).
      expect((await handle.db.select({ imageUrl: banners.imageUrl }).from(banners).orderBy(asc(banners.id))).map((row) => row.imageUrl)).toEqual([
        `/uploads/${sha256(JPEG)}.jpg`,
        `/uploads/banners/${name(4, 'png')}`,
      ]);
      expect(existsSync(path.join(dataDir, 'uploads', 'banners'))).toBe(false);
      expect(readdirSync(path.join(dataDir, 'uploads', 'services')).sort()).toEqual([name(5, 'png'), 'notes.txt']);

      // Run again (a restart, or a second process after the first): nothing left to move.
      expect(await handle.migrate()).toEqual({ moved: 0, skipped: expect.arrayContaining(['README']) });
      expect(await handle.db.$count(blobs)).toBe(3);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('a file whose move committed but whose delete did not happen is moved again as the same blob', async () => {
    const { dataDir, open } = await fresh();
    const handle = await open(true);
    try {
      await handle.migrate();
      writeUpload(dataDir, `services/${name(6, 'png')}`, PNG);
      expect(await handle.migrate()).toEqual({ moved: 1, skipped: [] });
      writeUpload(dataDir, `services/${name(6, 'png')}`, PNG);
      expect(await handle.migrate()).toEqual({ moved: 1, skipped: [] });
      expect(await handle.db.$count(blobs)).toBe(1);
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it.runIf(process.env.DATABASE_URL)('processes migrating together move each file once (under the migration lock)', async () => {
    const { dataDir, open } = await fresh();
    const setUp = await open(false);
    await setUp.migrate();
    await setUp.db.insert(services).values({ name: 'Wash', category: 'wash', durationMinutes: 30, prices: {}, imageUrl: `/uploads/services/${name(7, 'png')}` });
    await setUp.close();
    writeUpload(dataDir, `services/${name(7, 'png')}`, PNG);
    writeUpload(dataDir, `services/${name(8, 'jpg')}`, JPEG);

    const handles = await Promise.all([1, 2, 3].map(() => open(true)));
    try {
      const results = await Promise.all(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result?.moved).sort()).toEqual([0, 0, 2]);
      expect((await handles[0]!.db.select({ imageUrl: services.imageUrl }).from(services))[0]?.imageUrl).toBe(`/uploads/${sha256(PNG)}.png`);
      expect(await handles[0]!.db.$count(blobs)).toBe(2);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  }, 60_000);
});
