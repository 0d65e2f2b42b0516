import {
  createReasonBodySchema,
  createSocietyBodySchema,
  createWorkerBodySchema,
  createWorkshopBodySchema,
  IMPORT_LIST_SEPARATOR,
  type FieldErrorDetail,
  type ImportList,
  type Permission,
} from '@carcare/contracts';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { admins, cancellationReasons, societies, workers, workshops } from '../../db/schema';
import { fieldDetail } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import type { AccessScope } from '../scope/access-scope';
import { createReason, updateReason } from '../reasons/reason-service';
import { createSociety, updateSociety } from '../societies/society-service';
import { createWorker, updateWorker } from '../workers/worker-service';
import { createWorkshop, updateWorkshop } from '../workshops/workshop-service';

type Cells = Readonly<Record<string, string>>;

/** A record a row may match: its id and version (what an update sends), and what a row compares with. */
export interface ImportMatch {
  id: number;
  version: number;
  /** The create body's fields as the record holds them, to tell "changed" from "unchanged". */
  fields: Record<string, unknown>;
  /** Within the caller's reach: a row matching a record outside it is invalid. */
  inScope: boolean;
  /** The phone of the sign-in a row's login column edits (the place's first admin), when the list has one. */
  loginPhone?: string;
}

/**
 * What differs between the lists an import writes: how a row's cells become the create body the
 * list's create endpoint checks, which record a row matches, and the create and update services
 * the endpoints call (same scope, audit and rules).
 */
export interface ImportKind<B> {
  list: ImportList;
  /** Who may import: who may create the list's records. */
  permission: Permission;
  schema: z.ZodType<B>;
  bodyOf(cells: Cells): unknown;
  /** What makes two rows of one file the same record, and the column to blame for it. */
  identity(body: B): { key: string; field: string };
  /** Problems the schema cannot see (a workshop that does not exist), as the create call would answer them. */
  rules?(db: Db, scope: AccessScope, bodies: readonly B[]): Promise<(body: B) => FieldErrorDetail[]>;
  /** The existing records the rows match, read in one go; the matcher finds one row's. */
  matcher(db: Db, scope: AccessScope, bodies: readonly B[]): Promise<(body: B) => ImportMatch | undefined>;
  /**
   * The sign-in a row creates or edits with its place (a workshop's admin, a society's manager):
   * its column and phone. An admin's phone is unique across every role, so the dry run checks it.
   */
  login?: { field: string; phoneOf(body: B): string };
  /** The body's fields as `ImportMatch.fields` holds them. */
  fieldsOf(body: B): Record<string, unknown>;
  create(db: Db, scope: AccessScope, body: B, actor: Actor, now: Date): Promise<unknown>;
  update(db: Db, scope: AccessScope, match: ImportMatch, body: B, actor: Actor, now: Date): Promise<unknown>;
}

/** An empty cell is an absent field: the schema then says "required" or takes its default. */
const text = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
/** A number cell as the JSON number a form sends; anything else stays text for the schema to refuse. */
function numberCell(value: string | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}
function booleanCell(value: string | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  const lower = value.toLowerCase();
  if (['true', 'yes', '1'].includes(lower)) return true;
  if (['false', 'no', '0'].includes(lower)) return false;
  return value;
}
const listCell = (value: string | undefined) => (value === undefined || value === '' ? undefined : value.split(IMPORT_LIST_SEPARATOR).map((one) => one.trim()).filter((one) => one !== ''));
const lower = (value: string) => value.toLowerCase();

/** Reads in slices, so a 10,000-row file never sends one query with 10,000 parameters. */
async function inSlices<K, R>(keys: readonly K[], read: (slice: K[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(keys)];
  const found: R[] = [];
  for (let start = 0; start < unique.length; start += 1000) found.push(...(await read(unique.slice(start, start + 1000))));
  return found;
}

type WorkerBody = z.output<typeof createWorkerBodySchema>;
const workerFields = (body: Pick<WorkerBody, 'name' | 'phone' | 'skills' | 'id_proof_type' | 'id_proof_number' | 'joined_on'>) => ({
  name: body.name,
  phone: body.phone,
  skills: [...body.skills].sort(),
  id_proof_type: body.id_proof_type,
  id_proof_number: body.id_proof_number,
  joined_on: body.joined_on,
});

const workerKind: ImportKind<WorkerBody> = {
  list: 'workers',
  permission: 'workers.manage',
  schema: createWorkerBodySchema,
  bodyOf: (cells) => ({
    name: text(cells.name),
    phone: text(cells.phone),
    skills: listCell(cells.skills),
    id_proof_type: text(cells.id_proof_type),
    id_proof_number: text(cells.id_proof_number),
    joined_on: text(cells.joined_on),
    workshop_id: numberCell(cells.workshop_id),
  }),
  identity: (body) => ({ key: body.phone, field: 'phone' }),
  async rules(db, scope) {
    // A workshop admin's rows join its own workshop, whatever the column says (as the create call does).
    if (scope.kind !== 'all') return () => [];
    const known = new Set((await db.select({ id: workshops.id }).from(workshops)).map((row) => row.id));
    return (body) => {
      if (body.workshop_id === undefined) return [fieldDetail('workshop_id', 'Choose a workshop', 'workshop_required')];
      return known.has(body.workshop_id) ? [] : [fieldDetail('workshop_id', 'Choose an existing workshop', 'workshop_unknown')];
    };
  },
  async matcher(db, scope, bodies) {
    const rows = await inSlices(
      bodies.map((body) => body.phone),
      (phones) => db.select().from(workers).where(inArray(workers.phone, phones)),
    );
    const byPhone = new Map(rows.map((row) => [row.phone, row]));
    return (body) => {
      const row = byPhone.get(body.phone);
      if (!row) return undefined;
      const fields = workerFields({ name: row.name, phone: row.phone, skills: row.skills as WorkerBody['skills'], id_proof_type: row.idProofType as WorkerBody['id_proof_type'], id_proof_number: row.idProofNumber, joined_on: row.joinedOn });
      return { id: row.id, version: row.version, fields, inScope: scope.kind === 'all' || (scope.kind === 'workshop' && row.workshopId === scope.workshopId) };
    };
  },
  fieldsOf: workerFields,
  create: (db, scope, body, actor, now) => createWorker(db, scope, body, actor, now),
  update: (db, scope, match, body, actor, now) => updateWorker(db, scope, match.id, { ...body, version: match.version }, actor, now),
};

/** The phones among `phones` that an admin of any role already signs in with. */
export async function adminPhonesTaken(db: Db, phones: readonly string[]): Promise<Set<string>> {
  const rows = await inSlices(phones, (slice) => db.select({ phone: admins.phone }).from(admins).where(inArray(admins.phone, slice)));
  return new Set(rows.map((row) => row.phone));
}

/** The first admin of each workshop or manager of each society (the one its form edits), by place id. */
async function firstStaff(db: Db, column: 'workshopId' | 'societyId'): Promise<Map<number, { name: string; phone: string; email: string | null }>> {
  const rows = await db.select({ id: admins.id, place: admins[column], name: admins.name, phone: admins.phone, email: admins.email }).from(admins).orderBy(admins.id);
  const first = new Map<number, { name: string; phone: string; email: string | null }>();
  for (const row of rows) if (row.place !== null && !first.has(row.place)) first.set(row.place, { name: row.name, phone: row.phone, email: row.email });
  return first;
}

/**
 * Places (workshops, societies) are few: all are read once. A row matches by `strongKey` where
 * it has one (a workshop's GSTIN), else by name (any case), else by its admin's phone.
 */
function placeMatcher<R extends { id: number; version: number; name: string }>(
  places: readonly R[],
  staff: Map<number, { name: string; phone: string; email: string | null }>,
  fieldsOfRow: (row: R, login: { name: string; phone: string; email: string | null } | undefined) => Record<string, unknown>,
  strongKey?: (row: R) => string | null,
) {
  const byName = new Map(places.map((row) => [lower(row.name), row]));
  const byStrong = new Map(places.flatMap((row) => (strongKey?.(row) ? [[strongKey(row)!, row] as const] : [])));
  const byStaffPhone = new Map(places.flatMap((row) => (staff.get(row.id) ? [[staff.get(row.id)!.phone, row] as const] : [])));
  return (name: string, loginPhone: string, strong: string | null): ImportMatch | undefined => {
    const row = (strong ? byStrong.get(strong) : undefined) ?? byName.get(lower(name)) ?? byStaffPhone.get(loginPhone);
    if (!row) return undefined;
    return { id: row.id, version: row.version, fields: fieldsOfRow(row, staff.get(row.id)), inScope: true, loginPhone: staff.get(row.id)?.phone };
  };
}

type WorkshopBody = z.output<typeof createWorkshopBodySchema>;
const workshopKind: ImportKind<WorkshopBody> = {
  list: 'workshops',
  permission: 'workshops.manage',
  schema: createWorkshopBodySchema,
  bodyOf: (cells) => ({
    name: text(cells.name),
    owner_name: text(cells.owner_name),
    phone: text(cells.phone),
    email: text(cells.email) ?? null,
    address_line: text(cells.address_line),
    city: text(cells.city),
    state: text(cells.state),
    pincode: text(cells.pincode),
    gstin: cells.gstin ?? '',
    opening_hours: text(cells.opening_hours),
    admin: { name: text(cells.admin_name), phone: text(cells.admin_phone), email: text(cells.admin_email) ?? null },
  }),
  identity: (body) => (body.gstin ? { key: body.gstin, field: 'gstin' } : { key: lower(body.name), field: 'name' }),
  login: { field: 'admin_phone', phoneOf: (body) => body.admin.phone },
  async matcher(db) {
    const match = placeMatcher(await db.select().from(workshops), await firstStaff(db, 'workshopId'), (row, login) => workshopFields({ name: row.name, owner_name: row.ownerName, phone: row.phone, email: row.email, address_line: row.addressLine, city: row.city, state: row.state, pincode: row.pincode, gstin: row.gstin, opening_hours: row.openingHours, admin: login ?? { name: '', phone: '', email: null } }), (row) => row.gstin);
    return (body) => match(body.name, body.admin.phone, body.gstin || null);
  },
  fieldsOf: (body) => workshopFields(body),
  create: (db, scope, body, actor, now) => createWorkshop(db, scope, body, actor, now),
  update: (db, scope, match, body, actor, now) => updateWorkshop(db, scope, match.id, { ...body, version: match.version }, actor, now),
};
function workshopFields(body: Omit<WorkshopBody, 'latitude' | 'longitude' | 'gstin'> & { gstin: string | null }): Record<string, unknown> {
  return {
    name: body.name,
    owner_name: body.owner_name,
    phone: body.phone,
    email: body.email ?? null,
    address_line: body.address_line,
    city: body.city,
    state: body.state,
    pincode: body.pincode,
    gstin: body.gstin || null,
    opening_hours: body.opening_hours,
    admin: { name: body.admin.name, phone: body.admin.phone, email: body.admin.email ?? null },
  };
}

type SocietyBody = z.output<typeof createSocietyBodySchema>;
function societyFields(body: SocietyBody): Record<string, unknown> {
  return {
    name: body.name,
    address_line: body.address_line,
    city: body.city,
    state: body.state,
    pincode: body.pincode,
    blocks: body.blocks,
    flats: body.flats,
    contact_phone: body.contact_phone,
    manager: { name: body.manager.name, phone: body.manager.phone, email: body.manager.email ?? null },
  };
}
const societyKind: ImportKind<SocietyBody> = {
  list: 'societies',
  permission: 'societies.manage',
  schema: createSocietyBodySchema,
  bodyOf: (cells) => ({
    name: text(cells.name),
    address_line: text(cells.address_line),
    city: text(cells.city),
    state: text(cells.state),
    pincode: text(cells.pincode),
    blocks: numberCell(cells.blocks),
    flats: numberCell(cells.flats),
    contact_phone: text(cells.contact_phone),
    manager: { name: text(cells.manager_name), phone: text(cells.manager_phone), email: text(cells.manager_email) ?? null },
  }),
  identity: (body) => ({ key: lower(body.name), field: 'name' }),
  login: { field: 'manager_phone', phoneOf: (body) => body.manager.phone },
  async matcher(db) {
    const match = placeMatcher(await db.select().from(societies), await firstStaff(db, 'societyId'), (row, login) =>
      societyFields({ name: row.name, address_line: row.addressLine, city: row.city, state: row.state, pincode: row.pincode, blocks: row.blocks, flats: row.flats, contact_phone: row.contactPhone, manager: login ?? { name: '', phone: '', email: null } }),
    );
    return (body) => match(body.name, body.manager.phone, null);
  },
  fieldsOf: societyFields,
  create: (db, scope, body, actor, now) => createSociety(db, scope, body, actor, now),
  update: (db, scope, match, body, actor, now) => updateSociety(db, scope, match.id, { ...body, version: match.version }, actor, now),
};

type ReasonBody = z.output<typeof createReasonBodySchema>;
const reasonFields = (body: ReasonBody) => ({ text: body.text, audience: body.audience, active: body.active });
const reasonKind: ImportKind<ReasonBody> = {
  list: 'cancellation-reasons',
  permission: 'reasons.manage',
  schema: createReasonBodySchema,
  bodyOf: (cells) => ({ text: text(cells.text), audience: text(cells.audience), active: booleanCell(cells.active) }),
  identity: (body) => ({ key: lower(body.text), field: 'text' }),
  async matcher(db) {
    const rows = await db.select().from(cancellationReasons);
    const byText = new Map(rows.map((row) => [lower(row.text), row]));
    return (body) => {
      const row = byText.get(lower(body.text));
      return row ? { id: row.id, version: row.version, fields: reasonFields({ text: row.text, audience: row.audience as ReasonBody['audience'], active: row.active }), inScope: true } : undefined;
    };
  },
  fieldsOf: reasonFields,
  create: (db, _scope, body, actor, now) => createReason(db, body, actor, now),
  update: (db, _scope, match, body, actor, now) => updateReason(db, match.id, { ...body, version: match.version }, actor, now),
};

export const IMPORT_KINDS: { readonly [L in ImportList]: ImportKind<never> } = {
  workers: workerKind as unknown as ImportKind<never>,
  workshops: workshopKind as unknown as ImportKind<never>,
  societies: societyKind as unknown as ImportKind<never>,
  'cancellation-reasons': reasonKind as unknown as ImportKind<never>,
};
