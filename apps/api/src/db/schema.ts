import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const workshops = pgTable(
  'workshops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: text('email'),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    gstin: varchar('gstin', { length: 15 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingHours: text('opening_hours').notNull().default(''),
    // Derived from reviews; kept here so lists sort by it without a join.
    rating: real('rating'),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('workshops_status_check', sql`${t.status} in ('active', 'inactive')`),
    index('workshops_name_idx').on(t.name),
    index('workshops_status_idx').on(t.status),
    // List sorts and filters (issue 3): case-insensitive name order, city filter/sort, newest first.
    index('workshops_lower_name_idx').on(sql`lower(${t.name})`),
    index('workshops_city_idx').on(t.city),
    // The city filter matches case-insensitively.
    index('workshops_lower_city_idx').on(sql`lower(${t.city})`),
    index('workshops_created_at_idx').on(t.createdAt),
    index('workshops_rating_idx').on(t.rating),
  ],
);

export const societies = pgTable(
  'societies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    blocks: integer('blocks').notNull().default(1),
    flats: integer('flats').notNull().default(0),
    contactPhone: varchar('contact_phone', { length: 10 }).notNull(),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('societies_status_check', sql`${t.status} in ('active', 'inactive')`),
    index('societies_name_idx').on(t.name),
    index('societies_lower_name_idx').on(sql`lower(${t.name})`),
    index('societies_status_idx').on(t.status),
    index('societies_city_idx').on(t.city),
    index('societies_lower_city_idx').on(sql`lower(${t.city})`),
    index('societies_flats_idx').on(t.flats),
    index('societies_created_at_idx').on(t.createdAt),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: text('email'),
    userType: text('user_type').notNull(),
    workshopId: integer('workshop_id').references(() => workshops.id),
    societyId: integer('society_id').references(() => societies.id),
    status: text('status').notNull().default('active'),
    avatarUrl: text('avatar_url'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admins_phone_key').on(t.phone),
    check('admins_user_type_check', sql`${t.userType} in ('super_admin', 'workshop_admin', 'society_manager')`),
    check('admins_status_check', sql`${t.status} in ('active', 'disabled')`),
    // A workshop admin belongs to a workshop, a society manager to a society.
    check(
      'admins_scope_check',
      sql`(${t.userType} <> 'workshop_admin' or ${t.workshopId} is not null) and (${t.userType} <> 'society_manager' or ${t.societyId} is not null)`,
    ),
    index('admins_workshop_id_idx').on(t.workshopId),
    index('admins_society_id_idx').on(t.societyId),
  ],
);

export const workers = pgTable(
  'workers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    photoUrl: text('photo_url'),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    idProofType: text('id_proof_type').notNull(),
    idProofNumber: text('id_proof_number').notNull(),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    // Stored status is active/inactive; on_leave is derived from approved leaves.
    status: text('status').notNull().default('active'),
    // Derived from reviews (a later issue); kept here so lists sort by it without a join.
    rating: real('rating'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('workers_phone_key').on(t.phone),
    check('workers_status_check', sql`${t.status} in ('active', 'inactive')`),
    index('workers_workshop_status_idx').on(t.workshopId, t.status),
    index('workers_lower_name_idx').on(sql`lower(${t.name})`),
    index('workers_joined_on_idx').on(t.joinedOn),
    index('workers_created_at_idx').on(t.createdAt),
    index('workers_rating_idx').on(t.rating),
    index('workers_status_idx').on(t.status),
    // The skill filter (skills @> array[skill]).
    index('workers_skills_idx').using('gin', t.skills),
  ],
);

/** Which workers serve which society (0..n each way). */
export const workerSocieties = pgTable(
  'worker_societies',
  {
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    societyId: integer('society_id')
      .notNull()
      .references(() => societies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'worker_societies_pkey', columns: [t.workerId, t.societyId] }),
    // Serves "workers of a society" (the society manager's scope).
    index('worker_societies_society_id_idx').on(t.societyId, t.workerId),
  ],
);

export const leaves = pgTable(
  'leaves',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdBy: integer('created_by').references(() => admins.id),
    decidedBy: integer('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('leaves_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('leaves_type_check', sql`${t.type} in ('sick', 'casual', 'emergency', 'other')`),
    check('leaves_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    // Overlap checks and a worker's history.
    index('leaves_worker_dates_idx').on(t.workerId, t.startDate, t.endDate),
    // The Absent List: leaves of a status overlapping a date range.
    index('leaves_status_start_idx').on(t.status, t.startDate),
    // The Absent List over every status: leaves overlapping a date range.
    index('leaves_start_end_idx').on(t.startDate, t.endDate),
  ],
);

/** One row per code sent; only the newest row of a phone counts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 10 }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_codes_phone_id_idx').on(t.phone, t.id)],
);

/** A session: the chain of refresh tokens issued from one sign-in. */
export const refreshFamilies = pgTable(
  'refresh_families',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('refresh_families_admin_id_idx').on(t.adminId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // SHA-256 of the token's jti; the token itself is never stored.
    jtiHash: text('jti_hash').notNull(),
    familyId: integer('family_id')
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_jti_hash_key').on(t.jtiHash), index('refresh_tokens_family_id_idx').on(t.familyId)],
);

/** Event counters per key and second; the database is the one place several API processes share. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pkey', columns: [t.key, t.windowStart] }),
    // Serves the sweep of expired counters.
    index('rate_limit_counters_window_start_idx').on(t.windowStart),
  ],
);

/** Append-only trail of who changed what. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => admins.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId, t.at), index('audit_events_actor_idx').on(t.actorId, t.at)],
);

export type AdminRow = typeof admins.$inferSelect;
export type WorkshopRow = typeof workshops.$inferSelect;
export type SocietyRow = typeof societies.$inferSelect;
export type WorkerRow = typeof workers.$inferSelect;
export type LeaveRow = typeof leaves.$inferSelect;
