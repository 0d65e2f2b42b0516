import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src/paths';

/** The statements of a migration, found by its tag's name (its number may change at merge). */
export function migrationStatements(name: string): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith(`_${name}`));
  if (!entry) throw new Error(`migration ${name} not in the journal`);
  return readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
