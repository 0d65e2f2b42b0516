import { IMPORT_MAX_PROBLEMS, type FieldErrorDetail, type ImportDryRun, type ImportList, type ImportOutcome, type ImportProblem } from '@carcare/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/client';
import { fieldDetailOf } from '../../http/field-details';
import type { AccessScope } from '../scope/access-scope';
import type { ImportRow } from './import-file';
import { adminPhonesTaken, type ImportKind, type ImportMatch } from './import-kinds';

/** A row that will write: a new record, or a change to the one it matches. */
export interface PlannedWrite<B> {
  row: number;
  body: B;
  match: ImportMatch | undefined;
}

export interface ImportPlan<B> {
  dryRun: ImportDryRun;
  writes: PlannedWrite<B>[];
}

/** The column a schema issue's path names: a nested login's field is `admin_phone`, a list's item its list. */
function columnOf(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if ((first === 'admin' || first === 'manager') && typeof second === 'string') return `${first}_${second}`;
  return String(first ?? 'file');
}

/**
 * Why a row's sign-in phone would fail the write, as the job's create or update call would find it:
 * another admin (of any role) signs in with it, unless it is the matched place's own admin; or an
 * earlier row of the file that will be written gives it to its own admin (`loginRowOf`: phone → row).
 */
function loginClash(field: string, phone: string, match: ImportMatch | undefined, taken: ReadonlySet<string>, loginRowOf: ReadonlyMap<string, number>): FieldErrorDetail[] {
  const earlier = loginRowOf.get(phone);
  if (earlier !== undefined) return [{ field, message: `Row ${earlier} gives its admin the same phone`, code: 'admin_phone_repeated', params: { row: earlier } }];
  if (taken.has(phone) && match?.loginPhone !== phone) return [{ field, message: `An admin with phone ${phone} already exists`, code: 'admin_phone_taken', params: { phone } }];
  return [];
}

/**
 * What importing `rows` would do, row by row, without writing: each row is checked by the list's
 * create schema and rules; a valid row matching an existing record is a change where its fields
 * differ and left alone where not; the others are new. Two rows naming one record: the second is
 * invalid.
 */
export async function planImport<B>(db: Db, scope: AccessScope, list: ImportList, kind: ImportKind<B>, rows: readonly ImportRow[]): Promise<ImportPlan<B>> {
  const problems: ImportProblem[] = [];
  const counts: Record<ImportOutcome, number> = { new: 0, changed: 0, unchanged: 0, invalid: 0 };
  const valid: { row: number; body: B }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const data = kind.bodyOf(cells);
    const parsed = kind.schema.safeParse(data);
    if (!parsed.success) {
      counts.invalid += 1;
      for (const issue of parsed.error.issues) {
        const field = columnOf(issue.path);
        problems.push({ row, ...fieldDetailOf(issue, issue.path, field, issue.message, data) });
      }
      continue;
    }
    const { key, field } = kind.identity(parsed.data);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      counts.invalid += 1;
      problems.push({ row, field, message: `This row names the same record as row ${first}`, code: 'duplicate_item', params: { row: first } });
      continue;
    }
    firstRowOf.set(key, row);
    valid.push({ row, body: parsed.data });
  }

  const bodies = valid.map((one) => one.body);
  const rules = kind.rules ? await kind.rules(db, scope, bodies) : () => [];
  const matchOf = await kind.matcher(db, scope, bodies);
  const login = kind.login;
  const takenPhones = login ? await adminPhonesTaken(db, bodies.map((body) => login.phoneOf(body))) : new Set<string>();
  const loginRowOf = new Map<string, number>();
  const writes: PlannedWrite<B>[] = [];
  for (const { row, body } of valid) {
    const match = matchOf(body);
    const refused = match ? [] : rules(body);
    if (match && !match.inScope) refused.push({ field: kind.identity(body).field, message: 'This record belongs to another workshop or society', code: 'out_of_scope' });
    if (login) refused.push(...loginClash(login.field, login.phoneOf(body), match, takenPhones, loginRowOf));
    if (refused.length > 0) {
      counts.invalid += 1;
      problems.push(...refused.map((detail) => ({ row, ...detail })));
      continue;
    }
    if (login) loginRowOf.set(login.phoneOf(body), row);
    if (match && isDeepStrictEqual(match.fields, kind.fieldsOf(body))) {
      counts.unchanged += 1;
      continue;
    }
    counts[match ? 'changed' : 'new'] += 1;
    writes.push({ row, body, match });
  }
  problems.sort((a, b) => a.row - b.row);
  return {
    dryRun: { list, total: rows.length, counts, problems: problems.slice(0, IMPORT_MAX_PROBLEMS), problems_truncated: problems.length > IMPORT_MAX_PROBLEMS },
    writes,
  };
}
