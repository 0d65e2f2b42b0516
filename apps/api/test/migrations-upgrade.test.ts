import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/paths';
import { spawnServer, stopServer } from './processes';

interface Releases {
  /** The last migration the release before this one shipped: every later one must leave that release working. */
  previousRelease: string;
  /** Later migrations allowed to remove or tighten: each takes away what a release ago stopped using. */
  contractSteps: string[];
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const releases = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'releases.json'), 'utf8')) as Releases;

const sqlOf = (tag: string) => readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');

/** Comments and string bodies say nothing about what a statement does. */
function withoutComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
}

/**
 * What in a migration would break the previous release running on the migrated database: a table
 * or column it reads taken away or renamed, a type changed, or a column it does not write made
 * NOT NULL without a default. Tables the migration creates itself are no concern of the old code.
 */
function breakingStatements(sql: string): string[] {
  const statements = withoutComments(sql)
    .split('--> statement-breakpoint')
    .flatMap((chunk) => chunk.split(/;\s*\n/))
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const created = new Set(statements.flatMap((statement) => /^CREATE TABLE (?:IF NOT EXISTS )?"?([\w.]+)"?/i.exec(statement)?.[1] ?? []));
  const found: string[] = [];
  for (const statement of statements) {
    const table = /^ALTER TABLE (?:ONLY )?(?:IF EXISTS )?"?([\w.]+)"?/i.exec(statement)?.[1];
    if (/^DROP (TABLE|VIEW|MATERIALIZED VIEW|TYPE|SCHEMA)\b/i.test(statement)) found.push(statement);
    else if (/\bRENAME\b/i.test(statement)) found.push(statement);
    else if (table && !created.has(table)) {
      if (/\bDROP COLUMN\b/i.test(statement)) found.push(statement);
      else if (/\bALTER COLUMN\b.*\b(SET NOT NULL|(SET DATA )?TYPE)\b/i.test(statement)) found.push(statement);
      else if (/\bADD COLUMN\b/i.test(statement) && /\bNOT NULL\b/i.test(statement) && !/\bDEFAULT\b/i.test(statement)) found.push(statement);
    }
  }
  return found;
}

describe('migrations stay backward-compatible for one release (expand, then contract)', () => {
  it('names a previous release and contract steps that are in the journal', () => {
    const tags = journal.entries.map((entry) => entry.tag);
    expect(tags).toContain(releases.previousRelease);
    for (const step of releases.contractSteps) expect(tags.indexOf(step)).toBeGreaterThan(tags.indexOf(releases.previousRelease));
  });

  it('every migration since the previous release only adds, unless it is listed as a contract step', () => {
    const tags = journal.entries.map((entry) => entry.tag);
    const since = tags.slice(tags.indexOf(releases.previousRelease) + 1).filter((tag) => !releases.contractSteps.includes(tag));
    const breaking = Object.fromEntries(since.map((tag) => [tag, breakingStatements(sqlOf(tag))]).filter(([, found]) => (found?.length ?? 0) > 0));
    expect(breaking).toEqual({});
  });

  it('the check finds what would break the previous release, and lets additions through', () => {
    expect(breakingStatements('ALTER TABLE "workers" DROP COLUMN "phone";')).toHaveLength(1);
    expect(breakingStatements('DROP TABLE "leaves";--> statement-breakpoint\nCREATE INDEX "x" ON "a" ("b");')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "workers" RENAME COLUMN "phone" TO "mobile";')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "workers" ALTER COLUMN "note" SET DATA TYPE varchar(20);')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "workers" ADD COLUMN "badge" text NOT NULL;')).toHaveLength(1);
    // A column filled and then made NOT NULL in one step: the old release's inserts leave it empty.
    expect(breakingStatements(sqlOf('0026_invoice_service_name'))).toEqual(['ALTER TABLE "invoices" ALTER COLUMN "service_name" SET NOT NULL']);
    expect(breakingStatements(sqlOf('0027_soft_delete'))).toEqual([]);
    expect(breakingStatements(sqlOf('0019_admin_language'))).toEqual([]);
    expect(breakingStatements('CREATE TABLE "t" ("id" serial);\nALTER TABLE "t" ADD COLUMN "n" integer NOT NULL;')).toEqual([]);
  });
});

describe('a server that does not migrate (MIGRATE_ON_START=false)', () => {
  it('knows the migrations a database misses', async () => {
    const handle = await openDb({ databaseUrl: null, pgliteDir: null });
    try {
      expect(await handle.pendingMigrations()).toEqual(journal.entries.map((entry) => entry.tag));
      await handle.migrate();
      expect(await handle.pendingMigrations()).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('refuses to start on a database npm run migrate has not upgraded, naming the command', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'carcare-no-migrate-'));
    try {
      const server = spawnServer({ DATA_DIR: dataDir, MIGRATE_ON_START: 'false', JWT_SECRET: 'a-test-secret-of-at-least-32-characters!!' });
      // A new embedded database takes seconds to create, many more on a busy machine.
      const code = await Promise.race([server.exited, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 120_000))]);
      if (code === 'late') await stopServer(server);
      expect({ code, output: server.output() }).toMatchObject({ code: 1 });
      expect(server.output()).toMatch(/MIGRATE_ON_START=false and the database misses \d+ migration\(s\).*run npm run migrate once/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
