import { toE164, toNationalPhone } from '@carcare/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A phone column: stored in E.164 (+91XXXXXXXXXX, what SMS providers take), read and written by
 * the code as the console's 10-digit number, so every query, list, CSV and form keeps the spec's
 * form. Equality (eq, inArray) maps its value too; a LIKE pattern is passed as typed, and the
 * 10 digits are a substring of the stored value, so searching them still finds the row.
 */
const phoneColumn = customType<{ data: string; driverData: string }>({
  dataType: () => 'varchar(13)',
  toDriver: (value) => (/^\d{10}$/.test(value) ? toE164(value) : value),
  fromDriver: (value) => toNationalPhone(value),
});

/** Only E.164 Indian numbers are stored (0014 converted the 10-digit ones in place). */
const e164Check = (name: string, column: AnyPgColumn) => check(name, sql`${column} ~ '^\\+91[0-9]{10}$'`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A soft delete (Undo): when and by whom the row was deleted. Every read leaves such rows out; a
 * super admin restores them, and the purge removes them for good after DELETED_KEPT_DAYS.
 */
const softDelete = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: integer('deleted_by').references(() => admins.id),
});

/** An approval's decision: who took it, when, and the note they gave (fresh builders for each table). */
const decision = () => ({
  decidedBy: integer('decided_by').references(() => admins.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionNote: text('decision_note'),
});

export const workshops = pgTable(
  'workshops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    phone: phoneColumn('phone').notNull(),
    email: text('email'),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    gstin: varchar('gstin', { length: 15 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingHours: text('opening_hours').notNull().default(''),
    // Structured hours (DESIGN §7): Monday first, null = closed. Null until read from opening_hours at start-up.
    workingHours: jsonb('working_hours').$type<({ open: string; close: string } | null)[]>(),
    holidays: jsonb('holidays').$type<{ date: string; note: string }[]>().notNull().default([]),
    travelBufferMinutes: integer('travel_buffer_minutes').notNull().default(0),
    lateAfterMinutes: integer('late_after_minutes').notNull().default(15),
    // The free text could not be read, so 08:00–20:00 was assumed: someone should check it.
    hoursNeedReview: boolean('hours_need_review').notNull().default(false),
    // Derived from reviews; kept here so lists sort by it without a join.
    rating: real('rating'),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    e164Check('workshops_phone_e164_check', t.phone),
    check('workshops_status_check', sql`${t.status} in ('active', 'inactive')`),
    index('workshops_name_idx').on(t.name),
    // List sorts and filters: case-insensitive name order, city filter/sort, newest first;
    // each sort then id (the list's tie-breaker), so a page is read off the index.
    index('workshops_status_idx').on(t.status, t.id),
    index('workshops_lower_name_idx').on(sql`lower(${t.name})`, t.id),
    index('workshops_city_idx').on(t.city, t.id),
    // The city filter matches case-insensitively.
    index('workshops_lower_city_idx').on(sql`lower(${t.city})`),
    index('workshops_created_at_idx').on(t.createdAt, t.id),
    // Unrated workshops sort last both ways: ASC NULLS LAST is the default order, DESC NULLS LAST needs its own index.
    index('workshops_rating_idx').on(t.rating, t.id),
    index('workshops_rating_desc_idx').on(t.rating.desc().nullsLast(), t.id.desc().nullsFirst()),
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
    contactPhone: phoneColumn('contact_phone').notNull(),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    e164Check('societies_contact_phone_e164_check', t.contactPhone),
    check('societies_status_check', sql`${t.status} in ('active', 'inactive')`),
    index('societies_name_idx').on(t.name),
    // The list's sorts, each then id (the tie-breaker), so a page is read off the index.
    index('societies_lower_name_idx').on(sql`lower(${t.name})`, t.id),
    index('societies_status_idx').on(t.status, t.id),
    index('societies_city_idx').on(t.city, t.id),
    index('societies_lower_city_idx').on(sql`lower(${t.city})`),
    index('societies_flats_idx').on(t.flats, t.id),
    index('societies_created_at_idx').on(t.createdAt, t.id),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: phoneColumn('phone').notNull(),
    email: text('email'),
    userType: text('user_type').notNull(),
    workshopId: integer('workshop_id').references(() => workshops.id),
    societyId: integer('society_id').references(() => societies.id),
    status: text('status').notNull().default('active'),
    avatarUrl: text('avatar_url'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    e164Check('admins_phone_e164_check', t.phone),
    check('admins_language_check', sql`${t.language} in ('en', 'hi')`),
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
    phone: phoneColumn('phone').notNull(),
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
    // Derived from reviews; kept here so lists sort by it without a join.
    rating: real('rating'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    e164Check('workers_phone_e164_check', t.phone),
    uniqueIndex('workers_phone_key').on(t.phone),
    check('workers_status_check', sql`${t.status} in ('active', 'inactive')`),
    index('workers_workshop_status_idx').on(t.workshopId, t.status),
    // Each sort, then id (the list's tie-breaker), so a page is read off the index.
    index('workers_lower_name_idx').on(sql`lower(${t.name})`, t.id),
    // A workshop admin's list (always its own workshop) in its default name order.
    index('workers_workshop_lower_name_idx').on(t.workshopId, sql`lower(${t.name})`, t.id),
    index('workers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('workers_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('workers_joined_on_idx').on(t.joinedOn, t.id),
    index('workers_created_at_idx').on(t.createdAt, t.id),
    // Unrated workers sort last both ways: ASC NULLS LAST is the default order, DESC NULLS LAST needs its own index.
    index('workers_rating_idx').on(t.rating, t.id),
    index('workers_rating_desc_idx').on(t.rating.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The status filter, and the status sort's pages (each status in id order).
    index('workers_status_idx').on(t.status, t.id),
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
    ...decision(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('leaves_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('leaves_type_check', sql`${t.type} in ('sick', 'casual', 'emergency', 'other')`),
    check('leaves_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    // Overlap checks and a worker's history (newest first, then id).
    index('leaves_worker_dates_idx').on(t.workerId, t.startDate, t.id),
    // The Absent List: leaves of a status overlapping a date range.
    index('leaves_status_start_idx').on(t.status, t.startDate, t.id),
    // The Absent List's sorts, each then id (the tie-breaker), so a page is read off the index;
    // end_date also finds the leaves not yet over (end_date >= from) without reading the past.
    index('leaves_start_date_idx').on(t.startDate, t.id),
    index('leaves_end_date_idx').on(t.endDate, t.id),
    index('leaves_status_idx').on(t.status, t.id),
    index('leaves_created_at_idx').on(t.createdAt, t.id),
  ],
);

/** Things a catalogue service includes ("Foam wash", "Tyre dressing"). */
export const serviceInclusions = pgTable(
  'service_inclusions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
    ...softDelete(),
  },
  // A deleted inclusion's name is free again: the name is unique among the ones not deleted.
  (t) => [
    uniqueIndex('service_inclusions_lower_name_key').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    index('service_inclusions_created_at_idx').on(t.createdAt),
  ],
);

/** The catalogue. Prices are integer paise per vehicle type: {hatchback, sedan, suv, muv, bike}. */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    prices: jsonb('prices').$type<Record<string, number>>().notNull(),
    // GST rate in percent, prices being tax-inclusive (DESIGN §8): what its invoices charge.
    gstRate: integer('gst_rate').notNull().default(18),
    imageUrl: text('image_url'),
    status: text('status').notNull().default('active'),
    requestedByWorkshopId: integer('requested_by_workshop_id').references(() => workshops.id),
    requestedBy: integer('requested_by').references(() => admins.id),
    ...decision(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('services_status_check', sql`${t.status} in ('pending_approval', 'active', 'rejected', 'inactive')`),
    check('services_category_check', sql`${t.category} in ('wash', 'detailing', 'maintenance', 'repair', 'inspection')`),
    check('services_duration_check', sql`${t.durationMinutes} > 0`),
    check('services_gst_rate_check', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
    // The catalogue's sorts, each then id (the tie-breaker), so a page is read off the index.
    index('services_lower_name_idx').on(sql`lower(${t.name})`, t.id),
    index('services_status_idx').on(t.status, t.id),
    index('services_category_idx').on(t.category, t.id),
    index('services_duration_idx').on(t.durationMinutes, t.id),
    index('services_created_at_idx').on(t.createdAt, t.id),
    index('services_requested_by_workshop_idx').on(t.requestedByWorkshopId),
  ],
);

export const serviceInclusionLinks = pgTable(
  'service_inclusion_links',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    // Restrict: an inclusion in use cannot be deleted (409 IN_USE), only deactivated.
    inclusionId: integer('inclusion_id')
      .notNull()
      .references(() => serviceInclusions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'service_inclusion_links_pkey', columns: [t.serviceId, t.inclusionId] }),
    index('service_inclusion_links_inclusion_idx').on(t.inclusionId),
  ],
);

/** A catalogue service a workshop offers, with its own prices where it sets them. */
export const workshopServices = pgTable(
  'workshop_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    priceOverrides: jsonb('price_overrides').$type<Record<string, number>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('workshop_services_workshop_service_key').on(t.workshopId, t.serviceId), index('workshop_services_service_idx').on(t.serviceId)],
);

/** Standard operating procedures: ordered steps, optionally for one service. */
export const sops = pgTable(
  'sops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    serviceId: integer('service_id').references(() => services.id),
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    ...timestamps,
    ...softDelete(),
  },
  (t) => [
    check('sops_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    index('sops_service_idx').on(t.serviceId),
    index('sops_status_idx').on(t.status),
    // List sorts: title, newest, last updated.
    index('sops_lower_title_idx').on(sql`lower(${t.title})`),
    index('sops_created_at_idx').on(t.createdAt),
    index('sops_updated_at_idx').on(t.updatedAt),
  ],
);

export const cancellationReasons = pgTable(
  'cancellation_reasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    text: text('text').notNull(),
    audience: text('audience').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
    ...softDelete(),
  },
  (t) => [
    check('cancellation_reasons_audience_check', sql`${t.audience} in ('customer', 'workshop', 'admin')`),
    index('cancellation_reasons_sort_order_idx').on(t.sortOrder),
  ],
);

/** Bookings. `code` (SR-000123) is derived from the id; status timestamps feed the timeline and reports. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: phoneColumn('customer_phone').notNull(),
    // The language the customer's SMS are sent in, where known (en, hi).
    customerLanguage: text('customer_language'),
    vehicleType: text('vehicle_type').notNull(),
    vehicleMake: text('vehicle_make').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    registrationNumber: text('registration_number').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    societyId: integer('society_id').references(() => societies.id),
    address: text('address').notNull(),
    // The customer's state when the booking names one: the place of supply of a job outside a
    // society (null: the workshop's state).
    customerState: text('customer_state'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    // When the workshop's admins were told the job had not started on time: set once, so one alert per job.
    lateAlertedAt: timestamp('late_alerted_at', { withTimezone: true }),
    workerId: integer('worker_id').references(() => workers.id),
    amountPaise: integer('amount_paise').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    status: text('status').notNull().default('pending'),
    cancellationReasonId: integer('cancellation_reason_id').references(() => cancellationReasons.id),
    cancellationNote: text('cancellation_note'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => admins.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    e164Check('service_requests_customer_phone_e164_check', t.customerPhone),
    check('service_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'assigned', 'in_progress', 'completed', 'rejected', 'cancelled')`),
    check('service_requests_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid', 'partially_refunded', 'refunded')`),
    check('service_requests_vehicle_type_check', sql`${t.vehicleType} in ('hatchback', 'sedan', 'suv', 'muv', 'bike')`),
    check('service_requests_customer_language_check', sql`${t.customerLanguage} in ('en', 'hi')`),
    check('service_requests_amount_check', sql`${t.amountPaise} >= 0`),
    uniqueIndex('service_requests_code_key').on(t.code),
    // The lists: each sort (column, then id; scanned backwards for descending) and each filter
    // with the default sort after it, so a page is read off an index instead of sorting the table.
    index('service_requests_scheduled_at_idx').on(t.scheduledAt, t.id),
    index('service_requests_workshop_scheduled_idx').on(t.workshopId, t.scheduledAt, t.id),
    index('service_requests_status_scheduled_idx').on(t.status, t.scheduledAt, t.id),
    index('service_requests_workshop_status_scheduled_idx').on(t.workshopId, t.status, t.scheduledAt, t.id),
    index('service_requests_service_idx').on(t.serviceId, t.scheduledAt, t.id),
    index('service_requests_society_idx').on(t.societyId, t.scheduledAt, t.id),
    index('service_requests_worker_idx').on(t.workerId, t.scheduledAt, t.id),
    // The late-job sweep reads only jobs still waiting to start and not yet alerted.
    index('service_requests_late_sweep_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} in ('accepted', 'assigned') and ${t.lateAlertedAt} is null`),
    index('service_requests_created_at_idx').on(t.createdAt, t.id),
    index('service_requests_status_idx').on(t.status, t.id),
    index('service_requests_amount_idx').on(t.amountPaise, t.id),
    index('service_requests_customer_phone_idx').on(t.customerPhone),
    index('service_requests_registration_idx').on(t.registrationNumber),
    // Contains-search (LIKE/ILIKE '%…%') on the fields staff type: trigram indexes (pg_trgm).
    index('service_requests_registration_trgm_idx').using('gin', t.registrationNumber.op('gin_trgm_ops')),
    index('service_requests_customer_phone_trgm_idx').using('gin', t.customerPhone.op('gin_trgm_ops')),
    index('service_requests_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    // Prefix search on the code ("SR-0001…").
    index('service_requests_code_pattern_idx').on(t.code.op('text_pattern_ops')),
  ],
);

/** The timeline of a request: every status change, who and when. */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').references(() => admins.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('service_request_events_request_idx').on(t.requestId, t.at)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    workerId: integer('worker_id').references(() => workers.id),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => admins.id),
    status: text('status').notNull().default('published'),
    moderationReason: text('moderation_reason'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('published', 'hidden')`),
    uniqueIndex('reviews_request_key').on(t.requestId),
    index('reviews_workshop_status_idx').on(t.workshopId, t.status),
    // Each sort, then id (the list's tie-breaker), so a page is read off the index.
    index('reviews_rating_idx').on(t.rating, t.id),
    index('reviews_created_at_idx').on(t.createdAt, t.id),
    // A worker's rating is recomputed from its published reviews.
    index('reviews_worker_status_idx').on(t.workerId, t.status),
    // Each filter with the default newest-first sort.
    index('reviews_workshop_created_idx').on(t.workshopId, t.createdAt, t.id),
    index('reviews_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reviews_rating_created_idx').on(t.rating, t.createdAt, t.id),
    index('reviews_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('reviews_comment_trgm_idx').using('gin', t.comment.op('gin_trgm_ops')),
  ],
);

/** Money movements: payments and refunds of requests, payouts to workshops. Amounts in paise. */
export const transactions = pgTable(
  'transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id').references(() => serviceRequests.id),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('pending'),
    gatewayRef: text('gateway_ref'),
    note: text('note').notNull().default(''),
    // A refund points at the payment it refunds.
    refundOfId: integer('refund_of_id'),
    // Cash: the worker who took it from the customer (or gave a cash refund back) and holds it
    // until a deposit (DESIGN §8). Null for any other method.
    workerId: integer('worker_id').references(() => workers.id),
    // The weekly statement that counted this payment or refund, and the commission it charged there.
    settlementId: integer('settlement_id').references((): AnyPgColumn => settlements.id),
    commissionPaise: integer('commission_paise'),
    createdBy: integer('created_by').references(() => admins.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('transactions_kind_check', sql`${t.kind} in ('payment', 'refund', 'payout')`),
    check('transactions_method_check', sql`${t.method} in ('upi', 'card', 'netbanking', 'cash', 'wallet')`),
    check('transactions_status_check', sql`${t.status} in ('pending', 'success', 'failed')`),
    check('transactions_amount_check', sql`${t.amountPaise} > 0`),
    index('transactions_request_idx').on(t.requestId),
    index('transactions_refund_of_idx').on(t.refundOfId),
    index('transactions_created_at_idx').on(t.createdAt, t.id),
    index('transactions_workshop_created_idx').on(t.workshopId, t.createdAt),
    index('transactions_kind_status_created_idx').on(t.kind, t.status, t.createdAt),
    index('transactions_method_created_idx').on(t.method, t.createdAt),
    index('transactions_status_created_idx').on(t.status, t.createdAt),
    index('transactions_amount_idx').on(t.amountPaise, t.id),
    // The refunds filter: ~4% of transactions, so the created_at index walked ~25 rows per refund of a
    // page (and ~25× that per deep page); this one gives them in order, both ways and from a cursor.
    index('transactions_refund_created_idx').on(t.createdAt, t.id).where(sql`${t.kind} = 'refund'`),
    index('transactions_gateway_ref_pattern_idx').on(t.gatewayRef.op('text_pattern_ops')),
    // A statement's lines, in time order.
    index('transactions_settlement_idx').on(t.settlementId, t.createdAt, t.id).where(sql`${t.settlementId} is not null`),
    // A worker's cash, oldest first (cash in hand, "since when").
    index('transactions_worker_cash_idx').on(t.workerId, t.createdAt, t.id).where(sql`${t.workerId} is not null`),
  ],
);

/**
 * What the payment gateway told the webhook, each event once (its name and the gateway's id of the
 * payment or refund): a delivery again is a duplicate. A refund whose payment has not arrived yet
 * waits here, and is applied when the payment is.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    event: text('event').notNull(),
    gatewayId: text('gateway_id').notNull(),
    // A refund: the gateway's id of the payment it refunds.
    paymentGatewayId: text('payment_gateway_id'),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull(),
    message: text('message').notNull().default(''),
    transactionId: integer('transaction_id').references(() => transactions.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_events_status_check', sql`${t.status} in ('applied', 'waiting', 'ignored')`),
    uniqueIndex('payment_events_event_gateway_key').on(t.event, t.gatewayId),
    index('payment_events_waiting_idx').on(t.paymentGatewayId).where(sql`${t.status} = 'waiting'`),
  ],
);

/**
 * The platform's commission on a workshop's sales, as a history: each rate holds from its India
 * date until the next one starts. A sale before the first rate pays none.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    // Hundredths of a percent: 1250 is 12.5 %.
    rateBasisPoints: integer('rate_basis_points').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('commission_rates_rate_check', sql`${t.rateBasisPoints} between 0 and 10000`),
    uniqueIndex('commission_rates_workshop_from_key').on(t.workshopId, t.effectiveFrom),
  ],
);

/** Cash a worker handed in to the workshop: it leaves the worker's cash in hand. */
export const cashDeposits = pgTable(
  'cash_deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    amountPaise: integer('amount_paise').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => admins.id),
    ...timestamps,
  },
  (t) => [
    check('cash_deposits_amount_check', sql`${t.amountPaise} > 0`),
    index('cash_deposits_worker_idx').on(t.workerId, t.createdAt, t.id),
    index('cash_deposits_workshop_idx').on(t.workshopId, t.createdAt, t.id),
  ],
);

/**
 * A workshop's weekly statement (Monday to Sunday, India time), computed once by the server from
 * the payments and refunds it counts (their settlement_id): what the platform owes the workshop,
 * or is owed when negative, which the next statement carries in. Its figures never change; paying
 * it records a payout transaction.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    // The Monday the week starts on (India date); it ends before the next Monday.
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    onlinePaymentsPaise: bigint('online_payments_paise', { mode: 'number' }).notNull(),
    cashPaymentsPaise: bigint('cash_payments_paise', { mode: 'number' }).notNull(),
    refundsPaise: bigint('refunds_paise', { mode: 'number' }).notNull(),
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
    cashHeldPaise: bigint('cash_held_paise', { mode: 'number' }).notNull(),
    carriedInPaise: bigint('carried_in_paise', { mode: 'number' }).notNull(),
    payablePaise: bigint('payable_paise', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    // The earlier statement whose negative figure this one carries in.
    carriedFromId: integer('carried_from_id').references((): AnyPgColumn => settlements.id),
    payoutTransactionId: integer('payout_transaction_id').references((): AnyPgColumn => transactions.id),
    utr: text('utr'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => admins.id),
    createdBy: integer('created_by').references(() => admins.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('settlements_status_check', sql`${t.status} in ('open', 'paid', 'carried')`),
    check(
      'settlements_payable_check',
      sql`${t.payablePaise} = ${t.onlinePaymentsPaise} + ${t.cashPaymentsPaise} - ${t.refundsPaise} - ${t.commissionPaise} - ${t.cashHeldPaise} + ${t.carriedInPaise}`,
    ),
    check('settlements_paid_check', sql`(${t.status} = 'paid') = (${t.payoutTransactionId} is not null)`),
    uniqueIndex('settlements_workshop_week_key').on(t.workshopId, t.weekStart),
    uniqueIndex('settlements_utr_key').on(t.utr),
    index('settlements_week_idx').on(t.weekStart, t.id),
    index('settlements_status_week_idx').on(t.status, t.weekStart, t.id),
    index('settlements_payable_idx').on(t.payablePaise, t.id),
  ],
);

/**
 * GST documents (DESIGN §8): a tax invoice or bill of supply per successful payment, a credit note
 * per successful refund, issued in the payment's own transaction and never changed. The supplier,
 * customer and place of supply are copied as they were at issue, as the law wants the document.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    // The series it is numbered in: its kind, within the workshop and the financial year ("2026-27").
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    // A credit note: the invoice or bill of supply of the payment refunded.
    refersToId: integer('refers_to_id').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    workshopName: text('workshop_name').notNull(),
    workshopAddress: text('workshop_address').notNull(),
    workshopState: text('workshop_state').notNull(),
    workshopGstin: varchar('workshop_gstin', { length: 15 }),
    customerName: text('customer_name').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    sac: text('sac').notNull(),
    // The service's name as it was at issue: a service renamed later does not rewrite a document.
    serviceName: text('service_name').notNull(),
    gstRate: integer('gst_rate').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_kind_check', sql`${t.kind} in ('tax_invoice', 'bill_of_supply', 'credit_note')`),
    check('invoices_refers_to_check', sql`(${t.kind} = 'credit_note') = (${t.refersToId} is not null)`),
    check('invoices_parts_check', sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`),
    check('invoices_seq_check', sql`${t.seq} > 0`),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_seq_key').on(t.workshopId, t.kind, t.financialYear, t.seq),
    // One document per payment or refund.
    uniqueIndex('invoices_transaction_key').on(t.transactionId),
    index('invoices_request_idx').on(t.requestId),
    index('invoices_refers_to_idx').on(t.refersToId),
    // The list's sorts and filters, each then id (the tie-breaker), newest first by default.
    index('invoices_issued_at_idx').on(t.issuedAt, t.id),
    index('invoices_workshop_issued_idx').on(t.workshopId, t.issuedAt, t.id),
    index('invoices_kind_issued_idx').on(t.kind, t.issuedAt, t.id),
    index('invoices_total_idx').on(t.totalPaise, t.id),
  ],
);

/**
 * The last number of each document series (workshop, kind, financial year). A document takes the
 * next one with an upsert in the payment's own transaction: the row stays locked until that
 * transaction ends, so concurrent payments number one after another without gaps, and a rolled
 * back payment gives its number back.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workshopId, t.kind, t.financialYear] }),
    check('document_series_kind_check', sql`${t.kind} in ('tax_invoice', 'bill_of_supply', 'credit_note')`),
    check('document_series_last_number_check', sql`${t.lastNumber} > 0`),
  ],
);

/**
 * The dashboards' request counts: requests per India day of scheduled_at, workshop, society and
 * status, so a dashboard sums hundreds of rows instead of counting a million requests. Kept by
 * the triggers of migration 0011 in the writer's own transaction (every writer, seeds included);
 * never written by the application. Rows whose requests all moved away stay with count 0.
 */
export const requestDayCounts = pgTable(
  'request_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    workshopId: integer('workshop_id').notNull(),
    // society_id, or 0 for a request outside any society: a primary key cannot hold NULL.
    societyKey: integer('society_key').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.workshopId, t.societyKey, t.status] }),
    // The scoped dashboards: a workshop admin's and a society manager's days.
    index('request_day_counts_workshop_day_idx').on(t.workshopId, t.day),
    index('request_day_counts_society_day_idx').on(t.societyKey, t.day),
  ],
);

/**
 * The dashboards' revenue: successful payments minus successful refunds per India day of
 * created_at and workshop, kept by triggers like requestDayCounts.
 */
export const revenueDayTotals = pgTable(
  'revenue_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    workshopId: integer('workshop_id').notNull(),
    paise: bigint('paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.workshopId] }), index('revenue_day_totals_workshop_day_idx').on(t.workshopId, t.day)],
);

/**
 * The dashboards' review figures: published (and hidden) reviews of each workshop, their count and
 * the sum of their ratings, kept by triggers like requestDayCounts, so a workshop's average and
 * the top workshops' review counts do not scan its hundreds of thousands of reviews.
 */
export const workshopReviewTotals = pgTable(
  'workshop_review_totals',
  {
    workshopId: integer('workshop_id').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
    ratingSum: bigint('rating_sum', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workshopId, t.status] })],
);

/** One row per code sent; only the newest row of a phone counts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: phoneColumn('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_codes_phone_id_idx').on(t.phone, t.id), e164Check('otp_codes_phone_e164_check', t.phone)],
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
  (t) => [
    // The audit log page: newest first (at, then id), and each filter with that order.
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.at, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.at, t.id),
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_entity_at_idx').on(t.entity, t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at, t.id),
  ],
);

/** Consent form and privacy policy texts: drafts, then numbered published versions (DESIGN §4). */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    // The published version number (1, 2, …); null while a draft.
    versionNo: integer('version_no'),
    body: text('body').notNull().default(''),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => admins.id),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => admins.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
    ...softDelete(),
  },
  (t) => [
    check('policy_documents_kind_check', sql`${t.kind} in ('consent_form', 'privacy_policy')`),
    check('policy_documents_status_check', sql`${t.status} in ('draft', 'published', 'superseded')`),
    uniqueIndex('policy_documents_kind_version_key').on(t.kind, t.versionNo),
    // At most one draft and one published version per kind; a deleted draft leaves room for a new one.
    uniqueIndex('policy_documents_one_draft_key').on(t.kind).where(sql`${t.status} = 'draft' and ${t.deletedAt} is null`),
    uniqueIndex('policy_documents_one_published_key').on(t.kind).where(sql`${t.status} = 'published'`),
  ],
);

/** Promotional banners of the customer app, shown in sort order while active and in their dates. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    altText: text('alt_text').notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
    ...softDelete(),
  },
  (t) => [
    check('banners_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('banners_sort_order_idx').on(t.sortOrder),
    index('banners_live_idx').on(t.active, t.startsAt, t.endsAt),
  ],
);

/** Customer concerns (tickets); `code` (UC-000123) is derived from the id. */
export const userConcerns = pgTable(
  'user_concerns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: phoneColumn('customer_phone').notNull(),
    requestId: integer('request_id').references(() => serviceRequests.id),
    workshopId: integer('workshop_id').references(() => workshops.id),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    channel: text('channel').notNull().default('app'),
    createdBy: integer('created_by').references(() => admins.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    e164Check('user_concerns_customer_phone_e164_check', t.customerPhone),
    check('user_concerns_status_check', sql`${t.status} in ('open', 'in_progress', 'resolved', 'closed')`),
    check('user_concerns_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check(
      'user_concerns_category_check',
      sql`${t.category} in ('service_quality', 'payment', 'worker_behaviour', 'booking', 'damage', 'app', 'other')`,
    ),
    check('user_concerns_channel_check', sql`${t.channel} in ('app', 'phone')`),
    uniqueIndex('user_concerns_code_key').on(t.code),
    index('user_concerns_code_pattern_idx').on(t.code.op('text_pattern_ops')),
    // The list: newest first, per workshop, and each filter, each then id (the tie-breaker).
    index('user_concerns_created_at_idx').on(t.createdAt, t.id),
    index('user_concerns_workshop_created_idx').on(t.workshopId, t.createdAt, t.id),
    // A workshop admin's list (always its own workshop) sorted by code, i.e. id.
    index('user_concerns_workshop_id_idx').on(t.workshopId, t.id),
    index('user_concerns_status_created_idx').on(t.status, t.createdAt, t.id),
    index('user_concerns_workshop_status_idx').on(t.workshopId, t.status),
    index('user_concerns_priority_created_idx').on(t.priority, t.createdAt, t.id),
    index('user_concerns_category_created_idx').on(t.category, t.createdAt, t.id),
    index('user_concerns_request_idx').on(t.requestId),
    index('user_concerns_customer_phone_idx').on(t.customerPhone),
    index('user_concerns_customer_phone_trgm_idx').using('gin', t.customerPhone.op('gin_trgm_ops')),
    index('user_concerns_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('user_concerns_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
  ],
);

/** The thread of a concern: the customer's messages and staff replies, in order. */
export const concernMessages = pgTable(
  'concern_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    concernId: integer('concern_id')
      .notNull()
      .references(() => userConcerns.id, { onDelete: 'cascade' }),
    // 'customer' or 'staff'; a staff message names its admin.
    authorKind: text('author_kind').notNull(),
    authorAdminId: integer('author_admin_id').references(() => admins.id),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('concern_messages_author_kind_check', sql`${t.authorKind} in ('customer', 'staff')`),
    index('concern_messages_concern_idx').on(t.concernId, t.at),
  ],
);

/** Per-admin notifications raised by events (new request, cancellation, concern, leave, service request). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_admin_created_idx').on(t.adminId, t.createdAt, t.id),
    // The unread badge counts only unread rows.
    index('notifications_admin_unread_idx').on(t.adminId).where(sql`${t.readAt} is null`),
  ],
);

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded files (images of services and banners), keyed by the SHA-256 of their bytes and served
 * at /uploads/<hash>.<ext> by every API process. A blob no row's URL names is deleted when its row
 * lets go of it, or by the sweep once older than its grace period (uploads/blob-store.ts);
 * `created_at` is set again when the same bytes are stored again, so the grace counts from the last upload.
 */
export const blobs = pgTable(
  'blobs',
  {
    hash: text('hash').primaryKey(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blobs_hash_check', sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
    check('blobs_byte_size_check', sql`${t.byteSize} = octet_length(${t.bytes})`),
    index('blobs_created_at_idx').on(t.createdAt),
  ],
);

export type AdminRow = typeof admins.$inferSelect;
export type WorkshopRow = typeof workshops.$inferSelect;
export type SocietyRow = typeof societies.$inferSelect;
export type WorkerRow = typeof workers.$inferSelect;
export type LeaveRow = typeof leaves.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type SettlementRow = typeof settlements.$inferSelect;
export type CommissionRateRow = typeof commissionRates.$inferSelect;
export type CashDepositRow = typeof cashDeposits.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Per-admin settings of the console, one JSON value per key (`list.workers`: that list's columns and density). */
export const adminPreferences = pgTable(
  'admin_preferences',
  {
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.key] })],
);

/**
 * Saved views: a named filter and sort (the list URL's query, without the page) of one
 * list of its owner. A super admin may share one with every admin of a role: they see it, read-only.
 * The name is unique per owner and list, whatever its case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    sharedRole: text('shared_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_key').on(t.adminId, t.listKey, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.sharedRole, t.listKey).where(sql`${t.sharedRole} is not null`),
    check('saved_views_shared_role_check', sql`${t.sharedRole} is null or ${t.sharedRole} in ('super_admin', 'workshop_admin', 'society_manager')`),
    check('saved_views_name_length_check', sql`char_length(${t.name}) between 1 and 60`),
    check('saved_views_query_length_check', sql`char_length(${t.query}) <= 1000`),
  ],
);
export type SavedViewRow = typeof savedViews.$inferSelect;

/**
 * Exports under way. The console asks for one with its bearer token and gets a ticket:
 * the browser then downloads `GET /api/v1/export-downloads/<ticket>` as a plain navigation, which
 * streams to disk (a navigation cannot carry the Authorization header, and tokens never travel in
 * URLs). Only the ticket's SHA-256 is stored; it works once and for a minute. Any server process
 * can serve it, record the progress the console polls, and see a cancel asked through another one.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull(),
    listKey: text('list_key').notNull(),
    format: text('format').notNull(),
    query: text('query').notNull(),
    fileName: text('file_name').notNull(),
    total: integer('total').notNull(),
    totalIsEstimate: boolean('total_is_estimate').notNull(),
    status: text('status').notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    bytesWritten: bigint('bytes_written', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** When the streaming process last recorded progress: one that stopped recording (it died) is failed by the bookkeeping. */
    progressAt: timestamp('progress_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('export_jobs_ticket_hash_key').on(t.ticketHash),
    index('export_jobs_created_at_idx').on(t.createdAt),
    check('export_jobs_status_check', sql`${t.status} in ('ready', 'streaming', 'done', 'cancelled', 'failed')`),
    check('export_jobs_format_check', sql`${t.format} in ('csv', 'xlsx')`),
  ],
);
export type ExportJobRow = typeof exportJobs.$inferSelect;

/**
 * Bulk actions by filter over more than BULK_MAX_ITEMS rows: the server that took the
 * call works the rows through in batches, each through the single action, and writes its progress
 * here after every batch, so any server process answers how far it got and sees a cancel asked
 * through another one. `heartbeat_at` moves with every batch: a job whose server stopped is found
 * by its old heartbeat and marked failed, never left running.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    action: text('action').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    done: integer('done').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  },
  (t) => [
    index('bulk_jobs_created_at_idx').on(t.createdAt),
    // One unfinished job per admin, whichever process takes the call (each job holds a connection
    // and a share of a core while it runs); also how the unfinished ones are found at start-up.
    uniqueIndex('bulk_jobs_one_unfinished_per_admin').on(t.adminId).where(sql`${t.status} in ('queued', 'running')`),
    check('bulk_jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'cancelled', 'failed')`),
  ],
);
export type BulkJobRow = typeof bulkJobs.$inferSelect;

/** The rows a bulk job refused, with the single action's code and message. */
export const bulkJobRefusals = pgTable(
  'bulk_job_refusals',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    rowId: integer('row_id').notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowId] })],
);

/**
 * The rows of a bulk job its single action did, each inserted in the transaction that did it: a job
 * taken over after its process was killed skips them (and its refused rows), so none is done twice.
 */
export const bulkJobRows = pgTable(
  'bulk_job_rows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    rowId: integer('row_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowId] })],
);

/**
 * The job queue every API process works from (db/job-queue.ts): a job is taken by one process
 * with FOR UPDATE SKIP LOCKED and held by a lease its heartbeat moves; a job whose process died
 * (lease run out) is taken by another. `singleton_key` makes a scheduled slot's job one row
 * whichever replica enqueues it first.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    singletonKey: text('singleton_key'),
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // What a worker looks for: its kinds' jobs due, or held by a lease run out.
    index('queue_jobs_due_idx').on(t.kind, t.runAt).where(sql`${t.state} in ('queued', 'running')`),
    index('queue_jobs_finished_at_idx').on(t.finishedAt),
    uniqueIndex('queue_jobs_singleton_key').on(t.singletonKey),
    check('queue_jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);
export type QueueJobRow = typeof queueJobs.$inferSelect;
