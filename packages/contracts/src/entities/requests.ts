import { z } from 'zod';
import { cursorListQuerySchema } from '../api';
import { phoneSchema } from '../auth';
import { dateQuerySchema, namedRefSchema, requiredText, versionSchema } from './common';
import { amountPaiseSchema, vehicleTypeSchema } from './services';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { bulkSelectionShape, checkBulkSelection } from '../bulk';
import { NOT_CURSOR_FILTERS } from '../plain/bulk';
import { trimInvisible } from '../plain/common';
import {
  BULK_REQUEST_ACTIONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REGISTRATION_PATTERN,
  REQUEST_ACTIONS,
  REQUEST_STATUSES,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
} from '../plain/requests';

export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export const requestActionSchema = z.enum(REQUEST_ACTIONS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const transactionKindSchema = z.enum(TRANSACTION_KINDS);
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);

export const registrationNumberSchema = z
  .string({ error: 'Registration number is required' })
  .max(30, { error: 'Registration number must look like HR26DK8337' })
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(REGISTRATION_PATTERN, { error: 'Registration number must look like HR26DK8337' }));

/** A status change on a request's timeline. */
export const requestEventSchema = z.object({
  id: z.number().int(),
  action: z.union([requestActionSchema, z.enum(['create', 'reschedule', 'unassign'])]),
  from_status: requestStatusSchema.nullable(),
  to_status: requestStatusSchema,
  actor: namedRefSchema.nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** A payment or refund on a request, as the details page lists it. */
export const requestPaymentSchema = z.object({
  id: z.number().int(),
  kind: transactionKindSchema,
  method: paymentMethodSchema,
  amount_paise: z.number().int(),
  status: transactionStatusSchema,
  note: z.string(),
  created_at: z.string(),
});

export const serviceRequestSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  vehicle_type: vehicleTypeSchema,
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  registration_number: z.string(),
  service: namedRefSchema,
  workshop: namedRefSchema,
  society: namedRefSchema.nullable(),
  address: z.string(),
  scheduled_at: z.string(),
  worker: namedRefSchema.nullable(),
  amount_paise: z.number().int(),
  payment_status: paymentStatusSchema,
  status: requestStatusSchema,
  cancellation_reason: z.object({ id: z.number().int(), text: z.string() }).nullable(),
  cancellation_note: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** GET /api/v1/requests/:id: the request with its timeline and payments. */
export const serviceRequestDetailsSchema = serviceRequestSchema.extend({
  events: z.array(requestEventSchema),
  payments: z.array(requestPaymentSchema),
});
export type ServiceRequestDetails = z.infer<typeof serviceRequestDetailsSchema>;

/** Staff record a booking taken by phone. workshop_id: required from a super admin. */
export const createRequestBodySchema = z.object({
  customer_name: requiredText('Customer name', 80),
  customer_phone: phoneSchema,
  /** The language the customer's SMS go in; English when not given. */
  customer_language: z.enum(['en', 'hi']).optional(),
  vehicle_type: vehicleTypeSchema,
  vehicle_make: requiredText('Vehicle make', 40),
  vehicle_model: requiredText('Vehicle model', 40),
  registration_number: registrationNumberSchema,
  service_id: z.number({ error: 'Choose a service' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX),
  workshop_id: z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  society_id: z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).nullable().optional(),
  address: requiredText('Address', 300),
  scheduled_at: z.iso.datetime({ offset: true, error: 'Scheduled time must be a date and time' }).max(40, { error: 'Scheduled time must be a date and time' }),
});
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;

/** Body of accept/start: the version the caller saw. */
export const requestTransitionBodySchema = z.object({ version: versionSchema, note: z.string().trim().max(500).optional() });
export const rejectRequestBodySchema = z.object({
  version: versionSchema,
  note: z.string({ error: 'Give a reason for rejecting' }).overwrite(trimInvisible).min(1, { error: 'Give a reason for rejecting' }).max(500),
});
export const assignRequestBodySchema = z.object({ version: versionSchema, worker_id: z.number({ error: 'Choose a worker' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX) });
/** Complete; a cash payment taken on the spot can be recorded with it. */
export const completeRequestBodySchema = z.object({
  version: versionSchema,
  cash_payment_paise: amountPaiseSchema('Cash amount').min(1, { error: 'Cash amount must be more than zero' }).optional(),
  note: z.string().trim().max(500).optional(),
});
export const cancelRequestBodySchema = z.object({
  version: versionSchema,
  reason_id: z.number({ error: 'Choose a cancellation reason' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX),
  note: z.string().trim().max(500).default(''),
});

export const requestListQuerySchema = cursorListQuerySchema.extend({
  status: requestStatusSchema.optional(),
  /** Scheduled on or after this India date. */
  from: dateQuerySchema('from'),
  /** Scheduled on or before this India date. */
  to: dateQuerySchema('to'),
  service_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  society_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  workshop_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  worker_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

/** Workers a request can be assigned to: active, of its workshop, not on approved leave that day. */
export const assignableWorkersResponseSchema = z.object({ data: z.array(namedRefSchema) });

/** The request list's filters, as a bulk assignment names "every request matching". */
export const requestFilterSchema = requestListQuerySchema.omit(NOT_CURSOR_FILTERS);
export type RequestFilter = z.infer<typeof requestFilterSchema>;
const REQUEST_NOUN = { one: 'request', many: 'requests' };

/** Assign many requests to one worker. */
export const bulkRequestBodySchema = z
  .object({
    action: z.enum(BULK_REQUEST_ACTIONS),
    worker_id: z.number({ error: 'Choose a worker' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX),
    ...bulkSelectionShape(REQUEST_NOUN, requestFilterSchema),
  })
  .superRefine((body, ctx) => checkBulkSelection(body, ctx, REQUEST_NOUN));
export type BulkRequestBody = z.input<typeof bulkRequestBodySchema>;
