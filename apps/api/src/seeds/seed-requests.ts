import type { PaymentMethod, RequestAction, RequestStatus, ServicePrices, VehicleType } from '@carcare/contracts';
import { effectivePrices, requestCode } from '@carcare/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayInIndia } from '../db/calendar';
import { admins, cancellationReasons, leaves, serviceRequestEvents, serviceRequests, services, societies, transactions, workerSocieties, workers, workshops, workshopServices } from '../db/schema';
import type { Tx } from '../db/transaction';
import { insertJsonRows } from '../db/bulk-load';
import { insertGeneratedRequests, type InsertRest } from './seed-requests-sql';

/** How many demo requests an empty database gets: the fixed ones below plus generated ones over the last 90 days. */
export const DEMO_REQUEST_COUNT = 360;
/** Requests turned into rows and inserted at a time. */
const SEED_BATCH = 5000;

/**
 * Ids of the fixed demo requests in a freshly seeded database (tests rely on them). All belong to
 * workshop 1 (the demo workshop admin's) except the last two (workshop 2). "Soon" is a couple of
 * hours after the seed's now; with the tests' clock (2026-01-15T09:00Z) that is later the same day.
 * - pending (soon, society 1), pendingTomorrow (booked by phone by the workshop admin)
 * - accepted (soon), acceptedTomorrow
 * - assigned (soon, worker 8), assignedTomorrow (worker 10)
 * - inProgress (started 1.5 h before now, worker 9, SUV Interior Deep Cleaning ₹2,799, unpaid)
 * - inProgressPrepaid (worker 6, paid in advance by UPI)
 * - completed (yesterday, worker 7, paid by card), rejected (yesterday), cancelled (in 2 days, reason 1)
 * - otherWorkshopPending, otherWorkshopAssigned (worker 16) in workshop 2
 * Generated requests follow from id 14.
 */
export const DEMO_REQUEST_IDS = {
  pending: 1,
  pendingTomorrow: 2,
  accepted: 3,
  acceptedTomorrow: 4,
  assigned: 5,
  assignedTomorrow: 6,
  inProgress: 7,
  inProgressPrepaid: 8,
  completed: 9,
  rejected: 10,
  cancelled: 11,
  otherWorkshopPending: 12,
  otherWorkshopAssigned: 13,
} as const;

const CUSTOMERS = [
  'Aditi Sharma', 'Rahul Khanna', 'Sneha Iyer', 'Arjun Malhotra', 'Priyanka Joshi', 'Vivek Agarwal', 'Meera Pillai', 'Karan Bhatia',
  'Nisha Reddy', 'Siddharth Rao', 'Ananya Ghosh', 'Rohan Kapoor', 'Kavita Menon', 'Amit Tiwari', 'Deepika Nair', 'Harsh Vardhan',
  'Pallavi Kulkarni', 'Manish Chawla', 'Shreya Banerjee', 'Gaurav Sethi', 'Ritu Saxena', 'Abhishek Mishra', 'Lakshmi Narayanan', 'Varun Bajaj',
  'Swati Deshpande', 'Nikhil Jain', 'Rekha Krishnan', 'Yash Oberoi', 'Tanvi Shah', 'Sanjay Patel', 'Ishita Chatterjee', 'Pranav Hegde',
  'Farah Khan', 'Rajat Arora', 'Divya Subramaniam', 'Mohit Goyal', 'Neelam Chauhan', 'Aakash Verma', 'Shalini Mukherjee', 'Vinod Shetty',
  'Zoya Siddiqui', 'Tarun Bhardwaj', 'Bhavna Trivedi', 'Kunal Mehra', 'Rashmi Gowda', 'Imran Sheikh', 'Pooja Venkatesh', 'Ashok Pandey',
];
const PHONE_PREFIXES = ['98', '99', '97', '88', '87', '70', '93', '95', '63', '81'];
const customerPhone = (customerIndex: number) => `${PHONE_PREFIXES[customerIndex % PHONE_PREFIXES.length]}${String((customerIndex * 48271 + 1234567) % 100_000_000).padStart(8, '0')}`;

const VEHICLES: { type: VehicleType; make: string; model: string }[] = [
  { type: 'hatchback', make: 'Maruti Suzuki', model: 'Swift' },
  { type: 'hatchback', make: 'Hyundai', model: 'i20' },
  { type: 'hatchback', make: 'Tata', model: 'Tiago' },
  { type: 'hatchback', make: 'Maruti Suzuki', model: 'Baleno' },
  { type: 'hatchback', make: 'Maruti Suzuki', model: 'Wagon R' },
  { type: 'sedan', make: 'Honda', model: 'City' },
  { type: 'sedan', make: 'Hyundai', model: 'Verna' },
  { type: 'sedan', make: 'Maruti Suzuki', model: 'Dzire' },
  { type: 'sedan', make: 'Skoda', model: 'Slavia' },
  { type: 'suv', make: 'Hyundai', model: 'Creta' },
  { type: 'suv', make: 'Tata', model: 'Nexon' },
  { type: 'suv', make: 'Mahindra', model: 'XUV700' },
  { type: 'suv', make: 'Kia', model: 'Seltos' },
  { type: 'suv', make: 'Mahindra', model: 'Scorpio-N' },
  { type: 'suv', make: 'Toyota', model: 'Fortuner' },
  { type: 'muv', make: 'Toyota', model: 'Innova Crysta' },
  { type: 'muv', make: 'Maruti Suzuki', model: 'Ertiga' },
  { type: 'muv', make: 'Kia', model: 'Carens' },
  { type: 'bike', make: 'Royal Enfield', model: 'Classic 350' },
  { type: 'bike', make: 'Honda', model: 'Activa 6G' },
  { type: 'bike', make: 'Bajaj', model: 'Pulsar 150' },
  { type: 'bike', make: 'TVS', model: 'Apache RTR 160' },
  { type: 'bike', make: 'Hero', model: 'Splendor Plus' },
];
const FIRST_BIKE = VEHICLES.findIndex((vehicle) => vehicle.type === 'bike');

/** Registration prefixes (state + RTO) and localities near each demo workshop's city. */
const CITY_DETAILS: Record<string, { rto: string[]; localities: string[] }> = {
  Gurugram: { rto: ['HR26', 'HR29', 'HR51', 'DL3C', 'DL8C'], localities: ['DLF Phase 2', 'Sushant Lok 1', 'Sector 56', 'South City 1', 'Nirvana Country'] },
  Bengaluru: { rto: ['KA01', 'KA03', 'KA05', 'KA51', 'KA53'], localities: ['HSR Layout', 'Koramangala 5th Block', 'Whitefield', 'Jayanagar 4th Block', 'HAL 2nd Stage'] },
  Pune: { rto: ['MH12', 'MH14'], localities: ['Aundh', 'Baner', 'Kothrud', 'Viman Nagar', 'Wakad'] },
  Chennai: { rto: ['TN09', 'TN10', 'TN22'], localities: ['Adyar', 'Velachery', 'Anna Nagar', 'Besant Nagar', 'Sholinganallur'] },
  Hyderabad: { rto: ['TS09', 'TS07', 'TG09'], localities: ['Jubilee Hills', 'Madhapur', 'Gachibowli', 'Kondapur', 'Begumpet'] },
};
const FALLBACK_CITY = { rto: ['KA01'], localities: ['Main Road'] };
// Indian plates skip I and O.
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const REJECT_NOTES = ['No slot free on that day', 'Outside our service area', 'Vehicle needs a workshop visit, not a doorstep service', 'Customer asked for a service we cannot do on site'];

/** Online payment methods, weighted: half the online payments are UPI. */
const ONLINE_METHODS: readonly PaymentMethod[] = ['upi', 'upi', 'upi', 'card', 'card', 'netbanking', 'wallet'];

/** A small seeded PRNG (mulberry32): the demo is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));
const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
/** hh:mm India time on the India date `day`. */
const indiaTime = (day: string, hours: number, minutes = 0) => new Date(new Date(`${day}T00:00:00.000+05:30`).getTime() + hours * HOUR + minutes * MINUTE);
const HALF_HOUR = 30 * MINUTE;
const roundUpToHalfHour = (at: Date) => new Date(Math.ceil(at.getTime() / HALF_HOUR) * HALF_HOUR);
const roundDownToHalfHour = (at: Date) => new Date(Math.floor(at.getTime() / HALF_HOUR) * HALF_HOUR);
const indiaDate = (at: Date) => todayInIndia(at);

type PreVisitStatus = 'pending' | 'accepted' | 'assigned';

/** One demo request before it is turned into rows. */
interface RequestPlan {
  workshopIndex: number;
  scheduledAt: Date;
  createdAt: Date;
  status: RequestStatus;
  /** The status a cancelled request was cancelled from. */
  cancelledFrom?: PreVisitStatus;
  offeringIndex: number;
  vehicleIndex: number;
  customerIndex: number;
  inSociety: boolean;
  /** Index of the worker within the workshop's workers (fixed requests); else one free that day is picked. */
  workerIndex?: number;
  payment?: { method: PaymentMethod; inAdvance: boolean };
  refund?: 'partial' | 'full';
  bookedByStaff: boolean;
  reasonIndex: number;
  /** 0..1, drives the small choices (minutes between steps, notes). */
  jitter: number;
}

function fixedPlans(now: Date): RequestPlan[] {
  const today = indiaDate(now);
  const soon = (minutes: number) => roundUpToHalfHour(addMinutes(now, minutes));
  const tomorrow = (hours: number, minutes = 0) => indiaTime(addDays(today, 1), hours, minutes);
  const yesterday = (hours: number) => indiaTime(addDays(today, -1), hours);
  const base = { inSociety: false, bookedByStaff: false, reasonIndex: 0, jitter: 0.5 };
  const bookedBefore = (scheduledAt: Date) => earliest(addMinutes(scheduledAt, -24 * 60), addMinutes(now, -5 * 60));
  const plan = (p: Omit<RequestPlan, 'createdAt' | keyof typeof base> & Partial<typeof base>): RequestPlan => ({ ...base, createdAt: bookedBefore(p.scheduledAt), ...p });
  // Offering indexes follow the workshop's offerings by service id (workshop 1: services 1–6).
  return [
    plan({ workshopIndex: 0, scheduledAt: soon(150), status: 'pending', offeringIndex: 0, vehicleIndex: 0, customerIndex: 0, inSociety: true }),
    plan({ workshopIndex: 0, scheduledAt: tomorrow(10), status: 'pending', offeringIndex: 1, vehicleIndex: 9, customerIndex: 1, bookedByStaff: true }),
    plan({ workshopIndex: 0, scheduledAt: soon(120), status: 'accepted', offeringIndex: 0, vehicleIndex: 5, customerIndex: 2 }),
    plan({ workshopIndex: 0, scheduledAt: tomorrow(11, 30), status: 'accepted', offeringIndex: 3, vehicleIndex: 10, customerIndex: 3, inSociety: true }),
    plan({ workshopIndex: 0, scheduledAt: soon(210), status: 'assigned', offeringIndex: 1, vehicleIndex: 1, customerIndex: 4, workerIndex: 7 }),
    plan({ workshopIndex: 0, scheduledAt: tomorrow(9, 30), status: 'assigned', offeringIndex: 5, vehicleIndex: 15, customerIndex: 5, workerIndex: 9 }),
    plan({ workshopIndex: 0, scheduledAt: roundDownToHalfHour(addMinutes(now, -90)), status: 'in_progress', offeringIndex: 2, vehicleIndex: 9, customerIndex: 6, workerIndex: 8 }),
    plan({ workshopIndex: 0, scheduledAt: roundDownToHalfHour(addMinutes(now, -60)), status: 'in_progress', offeringIndex: 1, vehicleIndex: 5, customerIndex: 7, workerIndex: 5, payment: { method: 'upi', inAdvance: true } }),
    plan({ workshopIndex: 0, scheduledAt: yesterday(10), status: 'completed', offeringIndex: 0, vehicleIndex: 11, customerIndex: 8, workerIndex: 6, payment: { method: 'card', inAdvance: false } }),
    plan({ workshopIndex: 0, scheduledAt: yesterday(15), status: 'rejected', offeringIndex: 4, vehicleIndex: 2, customerIndex: 9 }),
    plan({ workshopIndex: 0, scheduledAt: indiaTime(addDays(today, 2), 10), status: 'cancelled', cancelledFrom: 'accepted', offeringIndex: 0, vehicleIndex: 18, customerIndex: 10 }),
    plan({ workshopIndex: 1, scheduledAt: soon(180), status: 'pending', offeringIndex: 0, vehicleIndex: 6, customerIndex: 11, inSociety: true }),
    plan({ workshopIndex: 1, scheduledAt: tomorrow(10), status: 'assigned', offeringIndex: 1, vehicleIndex: 12, customerIndex: 12, workerIndex: 3 }),
  ];
}

function pick<T>(items: readonly T[], r: number): T {
  return items[Math.min(items.length - 1, Math.floor(r * items.length))]!;
}

/** Generated requests: spread over the last 90 days and the next 4, in every state the date allows. */
function* generatedPlans(count: number, now: Date, durationOf: (workshopIndex: number, offeringIndex: number) => number, workshopCount: number): Generator<RequestPlan> {
  const random = seededRandom(20260115);
  const today = indiaDate(now);
  const onlineMethods = ONLINE_METHODS;
  for (let i = 0; i < count; i++) {
    const r = Array.from({ length: 10 }, random);
    const dayOffset = -90 + Math.floor((i * 95) / count);
    const scheduledAt = indiaTime(addDays(today, dayOffset), 8 + Math.floor(r[0]! * 11), r[1]! < 0.5 ? 0 : 30);
    // The demo workshop gets about a third of the bookings.
    const workshopIndex = r[2]! < 0.35 || workshopCount === 1 ? 0 : 1 + Math.floor(((r[2]! - 0.35) / 0.65) * (workshopCount - 1));
    const offeringIndex = Math.floor(r[3]! * 1000);
    const vehicleIndex = r[4]! < 0.15 ? FIRST_BIKE + Math.floor(r[5]! * (VEHICLES.length - FIRST_BIKE)) : Math.floor(r[5]! * FIRST_BIKE);
    const createdAt = earliest(addMinutes(scheduledAt, -(120 + Math.floor(r[6]! * 70 * 60))), addMinutes(now, -(30 + Math.floor(r[6]! * 600))));
    const finishesAt = addMinutes(scheduledAt, durationOf(workshopIndex, offeringIndex));
    let status: RequestStatus;
    let cancelledFrom: PreVisitStatus | undefined;
    if (scheduledAt > now) {
      status = r[7]! < 0.4 ? 'pending' : r[7]! < 0.7 ? 'accepted' : 'assigned';
      if (r[8]! < 0.06) [status, cancelledFrom] = ['cancelled', r[7]! < 0.4 ? 'pending' : 'accepted'];
    } else if (finishesAt > now) {
      status = 'in_progress';
    } else if (r[7]! < 0.07) {
      status = 'rejected';
    } else if (r[7]! < 0.18) {
      status = 'cancelled';
      cancelledFrom = pick(['pending', 'accepted', 'assigned'] as const, r[8]!);
    } else {
      status = 'completed';
    }
    let payment: RequestPlan['payment'];
    let refund: RequestPlan['refund'];
    const online = pick(onlineMethods, r[9]!);
    if (status === 'completed') {
      // Most are paid: a third online in advance, the rest on completion (a third of those in cash).
      if (r[8]! < 0.9) payment = r[9]! < 0.33 ? { method: online, inAdvance: true } : { method: r[8]! < 0.3 ? 'cash' : online, inAdvance: false };
      if (payment && i % 40 === 7) refund = 'partial';
    } else if (status === 'cancelled') {
      if (cancelledFrom !== 'pending' && r[9]! < 0.3) [payment, refund] = [{ method: online, inAdvance: true }, 'full'];
    } else if (status !== 'rejected' && status !== 'pending' && r[9]! < 0.2) {
      payment = { method: online, inAdvance: true };
    }
    yield {
      workshopIndex,
      scheduledAt,
      createdAt,
      status,
      cancelledFrom,
      offeringIndex,
      vehicleIndex,
      customerIndex: Math.floor(r[0]! * 7919 + i) % CUSTOMERS.length,
      inSociety: r[1]! < 0.35,
      payment,
      refund,
      bookedByStaff: r[6]! < 0.2,
      reasonIndex: Math.floor(r[5]! * 1000),
      jitter: r[3]!,
    };
  }
}

/** The steps of a request's timeline up to its status. */
function pathTo(status: RequestStatus, cancelledFrom: PreVisitStatus | undefined): RequestAction[] {
  const forward: RequestAction[] = ['accept', 'assign', 'start', 'complete'];
  const reached: Partial<Record<RequestStatus, number>> = { pending: 0, accepted: 1, assigned: 2, in_progress: 3, completed: 4 };
  if (status === 'rejected') return ['reject'];
  if (status === 'cancelled') return [...forward.slice(0, reached[cancelledFrom ?? 'pending']), 'cancel'];
  return forward.slice(0, reached[status]);
}

const ACTION_TARGET: Record<RequestAction, RequestStatus> = { accept: 'accepted', reject: 'rejected', assign: 'assigned', start: 'in_progress', complete: 'completed', cancel: 'cancelled' };

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

interface Offering {
  serviceId: number;
  durationMinutes: number;
  prices: ServicePrices;
}

/**
 * Whether requests were seeded, and for the large seed what follows from its generated requests
 * (their timelines and payments), to insert in the same transaction or a later one.
 */
export interface SeededRequests {
  seeded: boolean;
  rest?: InsertRest;
}

/**
 * Seeds the demo requests once (none may exist yet), with their timelines and payments, on the
 * services each workshop offers. Deterministic: the same `now` gives the same rows. `count`
 * generated requests follow the fixed ones (DEMO_REQUEST_IDS); a benchmark may ask for many. The
 * large seed's generated requests come without their timelines and payments: `rest` inserts them.
 */
export async function seedRequests(
  tx: Tx,
  workshopIds: number[],
  superAdminId: number,
  now: Date,
  count = DEMO_REQUEST_COUNT - Object.keys(DEMO_REQUEST_IDS).length,
  /** Generate the requests after the fixed ones inside the database (the large seed), not in JavaScript. */
  inDatabase = false,
): Promise<SeededRequests> {
  const existing = await tx.select({ id: serviceRequests.id }).from(serviceRequests).limit(1);
  if (existing.length > 0 || workshopIds.length === 0) return { seeded: false };

  const workshopRows = await tx.select({ id: workshops.id, city: workshops.city }).from(workshops).where(inArray(workshops.id, workshopIds));
  const cityOf = new Map(workshopRows.map((row) => [row.id, row.city]));
  const offeringRows = await tx
    .select({ workshopId: workshopServices.workshopId, serviceId: services.id, durationMinutes: services.durationMinutes, prices: services.prices, overrides: workshopServices.priceOverrides })
    .from(workshopServices)
    .innerJoin(services, eq(services.id, workshopServices.serviceId))
    .where(and(inArray(workshopServices.workshopId, workshopIds), eq(workshopServices.active, true), eq(services.status, 'active')))
    .orderBy(asc(workshopServices.workshopId), asc(services.id));
  const offerings = workshopIds.map((workshopId) =>
    offeringRows
      .filter((row) => row.workshopId === workshopId)
      .map((row): Offering => ({ serviceId: row.serviceId, durationMinutes: row.durationMinutes, prices: effectivePrices(row.prices as ServicePrices, row.overrides) })),
  );
  // Requests only go to workshops that offer something.
  const usable = workshopIds.map((_, index) => offerings[index]!.length > 0);
  if (!usable.some(Boolean)) return { seeded: false };
  const workerRows = await tx
    .select({ id: workers.id, name: workers.name, workshopId: workers.workshopId, status: workers.status })
    .from(workers)
    .where(inArray(workers.workshopId, workshopIds))
    .orderBy(asc(workers.id));
  const workersOf = workshopIds.map((workshopId) => workerRows.filter((row) => row.workshopId === workshopId));
  const leaveRows = await tx.select({ workerId: leaves.workerId, startDate: leaves.startDate, endDate: leaves.endDate }).from(leaves).where(eq(leaves.status, 'approved'));
  const onLeave = (workerId: number, day: string) => leaveRows.some((leave) => leave.workerId === workerId && leave.startDate <= day && leave.endDate >= day);
  const adminRows = await tx.select({ id: admins.id, workshopId: admins.workshopId }).from(admins).where(and(eq(admins.userType, 'workshop_admin'), eq(admins.status, 'active')));
  const staffOf = workshopIds.map((workshopId) => adminRows.find((row) => row.workshopId === workshopId)?.id ?? superAdminId);
  const societyRows = await tx
    .selectDistinct({ workshopId: workers.workshopId, id: societies.id, name: societies.name, addressLine: societies.addressLine, city: societies.city, blocks: societies.blocks })
    .from(workerSocieties)
    .innerJoin(workers, eq(workers.id, workerSocieties.workerId))
    .innerJoin(societies, eq(societies.id, workerSocieties.societyId))
    .where(and(inArray(workers.workshopId, workshopIds), eq(societies.status, 'active')))
    .orderBy(asc(societies.id));
  // A workshop's bookings come from societies its workers serve, those in its own city first.
  const societiesOf = workshopIds.map((workshopId) => {
    const served = societyRows.filter((row) => row.workshopId === workshopId);
    const local = served.filter((row) => row.city === cityOf.get(workshopId));
    return local.length > 0 ? local : served;
  });
  const reasons = await tx
    .select({ id: cancellationReasons.id, text: cancellationReasons.text, audience: cancellationReasons.audience })
    .from(cancellationReasons)
    .where(eq(cancellationReasons.active, true))
    .orderBy(asc(cancellationReasons.sortOrder));
  if (reasons.length === 0) return { seeded: false };

  const fallbackWorkshop = usable.indexOf(true);
  const durationOf = (workshopIndex: number, offeringIndex: number) => {
    const list = offerings[usable[workshopIndex] ? workshopIndex : fallbackWorkshop]!;
    return list[offeringIndex % list.length]!.durationMinutes;
  };
  const usablePlan = (plan: RequestPlan): RequestPlan => (usable[plan.workshopIndex] ? plan : { ...plan, workshopIndex: fallbackWorkshop, workerIndex: undefined });

  /** Turns a batch of plans into rows and inserts them: requests, their timelines, payments, then refunds of those payments. */
  const insertBatch = async (plans: RequestPlan[]) => {
    // Ids drawn from the identity sequence up front: each code is derived from its id in the same insert.
    const idResult = await tx.execute(sql`select nextval(pg_get_serial_sequence('service_requests', 'id'))::int as id from generate_series(1, ${plans.length})`);
    const ids = (idResult as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id)).sort((a, b) => a - b);

    const requestRows: (typeof serviceRequests.$inferInsert & { id: number })[] = [];
    const eventRows: (typeof serviceRequestEvents.$inferInsert)[] = [];
    const paymentRows: (typeof transactions.$inferInsert)[] = [];
    const refundPlans = new Map<number, { amountPaise: number; at: Date; note: string }>();

    plans.forEach((plan, index) => {
      const id = ids[index]!;
      const code = requestCode(id);
      const workshopId = workshopIds[plan.workshopIndex]!;
      const offering = offerings[plan.workshopIndex]![plan.offeringIndex % offerings[plan.workshopIndex]!.length]!;
      const vehicle = VEHICLES[plan.vehicleIndex % VEHICLES.length]!;
      const city = CITY_DETAILS[cityOf.get(workshopId) ?? ''] ?? FALLBACK_CITY;
      const serial = id * 7 + plan.customerIndex;
      const registration = `${city.rto[serial % city.rto.length]}${PLATE_LETTERS[(id * 5) % PLATE_LETTERS.length]}${PLATE_LETTERS[(id * 11 + 3) % PLATE_LETTERS.length]}${String(1000 + ((id * 7919) % 9000))}`;
      const societyChoices = societiesOf[plan.workshopIndex]!;
      const society = plan.inSociety && societyChoices.length > 0 ? societyChoices[id % societyChoices.length]! : null;
      const flat = `${String.fromCharCode(65 + (id % Math.max(1, Math.min(society?.blocks ?? 1, 26))))}-${100 * (1 + (id % 14)) + (id % 8) + 1}`;
      const address = society
        ? `Flat ${flat}, ${society.name}, ${society.addressLine}, ${society.city}`
        : `House ${1 + (serial % 240)}, ${pick(city.localities, plan.jitter)}, ${cityOf.get(workshopId) ?? ''}`.replace(/, $/, '');
      const day = indiaDate(plan.scheduledAt);
      const steps = pathTo(plan.status, plan.cancelledFrom);
      let workerId: number | null = null;
      if (steps.includes('assign')) {
        const crew = workersOf[plan.workshopIndex]!;
        const free = crew.filter((worker) => worker.status === 'active' && !onLeave(worker.id, day));
        const chosen = plan.workerIndex !== undefined ? crew[plan.workerIndex] : free[(id * 13) % Math.max(1, free.length)];
        workerId = chosen?.id ?? null;
      }
      const staff = staffOf[plan.workshopIndex]!;
      const amountPaise = offering.prices[vehicle.type];

      // Timeline: booking, then each step a little after the previous one, never after now.
      const visitLimit = earliest(plan.scheduledAt, now);
      let at = plan.createdAt;
      const stamps: Partial<Record<'acceptedAt' | 'startedAt' | 'completedAt' | 'cancelledAt', Date>> = {};
      const creator = plan.bookedByStaff ? staff : null;
      eventRows.push({ requestId: id, action: 'create', fromStatus: null, toStatus: 'pending', actorId: creator, note: creator ? 'Booked by phone' : 'Booked in the customer app', at });
      let from: RequestStatus = 'pending';
      let reasonId: number | null = null;
      let cancellationNote: string | null = null;
      for (const action of steps) {
        let actor: number | null = staff;
        let note: string | null = null;
        switch (action) {
          case 'accept':
            at = latest(at, earliest(addMinutes(at, 10 + Math.floor(plan.jitter * 50)), visitLimit));
            stamps.acceptedAt = at;
            break;
          case 'assign':
            at = latest(at, earliest(addMinutes(at, 30 + Math.floor(plan.jitter * 90)), visitLimit));
            note = `Assigned to ${workerRows.find((worker) => worker.id === workerId)?.name ?? 'a worker'}`;
            break;
          case 'start':
            at = latest(at, earliest(addMinutes(plan.scheduledAt, Math.floor(plan.jitter * 10)), now));
            stamps.startedAt = at;
            break;
          case 'complete':
            at = latest(at, earliest(addMinutes(plan.scheduledAt, offering.durationMinutes), now));
            stamps.completedAt = at;
            if (plan.payment?.method === 'cash' && !plan.payment.inAdvance) note = 'Cash collected on completion';
            break;
          case 'reject':
            at = latest(at, earliest(addMinutes(at, 20 + Math.floor(plan.jitter * 70)), visitLimit));
            note = pick(REJECT_NOTES, plan.jitter);
            break;
          case 'cancel': {
            at = latest(at, earliest(addMinutes(at, 45 + Math.floor(plan.jitter * 600)), visitLimit));
            stamps.cancelledAt = at;
            const reason = reasons[plan.reasonIndex % reasons.length]!;
            reasonId = reason.id;
            // A customer's own reason is entered from the customer app.
            if (reason.audience === 'customer') actor = null;
            note = reason.text;
            cancellationNote = plan.jitter < 0.3 ? 'Customer called the workshop' : null;
            break;
          }
        }
        const to = ACTION_TARGET[action];
        eventRows.push({ requestId: id, action, fromStatus: from, toStatus: to, actorId: actor, note, at });
        from = to;
      }

      let paymentStatus = 'unpaid';
      if (plan.payment) {
        const paidAt = plan.payment.inAdvance ? addMinutes(plan.createdAt, 3) : (stamps.completedAt ?? at);
        paymentRows.push({
          requestId: id,
          workshopId,
          kind: 'payment',
          method: plan.payment.method,
          amountPaise,
          status: 'success',
          gatewayRef: plan.payment.method === 'cash' ? null : `pay_${code.replace('-', '')}`,
          note: plan.payment.inAdvance ? 'Paid online at booking' : plan.payment.method === 'cash' ? 'Cash collected on completion' : 'Paid on completion',
          createdBy: plan.payment.method === 'cash' ? staff : null,
          createdAt: paidAt,
          updatedAt: paidAt,
        });
        paymentStatus = 'paid';
        if (plan.refund === 'full') {
          refundPlans.set(id, { amountPaise, at: addMinutes(stamps.cancelledAt ?? at, 60), note: 'Full refund on cancellation' });
          paymentStatus = 'refunded';
        } else if (plan.refund === 'partial' && amountPaise >= 200) {
          const partial = Math.max(100, Math.round((amountPaise * 0.3) / 100) * 100);
          refundPlans.set(id, { amountPaise: partial, at: earliest(addMinutes(stamps.completedAt ?? at, 24 * 60), now), note: 'Partial refund: interior vacuum was skipped' });
          paymentStatus = 'partially_refunded';
        }
      }

      requestRows.push({
        id,
        code,
        customerName: CUSTOMERS[plan.customerIndex % CUSTOMERS.length]!,
        customerPhone: customerPhone(plan.customerIndex),
        vehicleType: vehicle.type,
        vehicleMake: vehicle.make,
        vehicleModel: vehicle.model,
        registrationNumber: registration,
        serviceId: offering.serviceId,
        workshopId,
        societyId: society?.id ?? null,
        address,
        scheduledAt: plan.scheduledAt,
        workerId,
        amountPaise,
        paymentStatus,
        status: plan.status,
        cancellationReasonId: reasonId,
        cancellationNote,
        acceptedAt: stamps.acceptedAt ?? null,
        startedAt: stamps.startedAt ?? null,
        completedAt: stamps.completedAt ?? null,
        cancelledAt: stamps.cancelledAt ?? null,
        createdBy: creator,
        version: steps.length + 1,
        createdAt: plan.createdAt,
        updatedAt: at,
      });
    });

    await insertInChunks(requestRows, SEED_BATCH, (chunk) => insertJsonRows(tx, serviceRequests, chunk));
    await insertInChunks(eventRows, 4 * SEED_BATCH, (chunk) => insertJsonRows(tx, serviceRequestEvents, chunk));
    const paymentIds = new Map<number, number>();
    await insertInChunks(paymentRows, SEED_BATCH, async (chunk) => {
      const inserted = await insertJsonRows(tx, transactions, chunk, sql`id, request_id`);
      for (const row of inserted) paymentIds.set(Number(row.request_id), Number(row.id));
    });
    const refundRows = paymentRows
      .filter((payment) => refundPlans.has(payment.requestId!))
      .map((payment): typeof transactions.$inferInsert => {
        const refund = refundPlans.get(payment.requestId!)!;
        return {
          requestId: payment.requestId,
          workshopId: payment.workshopId,
          kind: 'refund',
          method: payment.method,
          amountPaise: refund.amountPaise,
          status: 'success',
          gatewayRef: payment.gatewayRef ? `rfnd_${payment.gatewayRef.slice(4)}` : null,
          note: refund.note,
          refundOfId: paymentIds.get(payment.requestId!)!,
          createdBy: superAdminId,
          createdAt: refund.at,
          updatedAt: refund.at,
        };
      });
    await insertInChunks(refundRows, SEED_BATCH, (chunk) => insertJsonRows(tx, transactions, chunk));
  };

  if (inDatabase) {
    await insertBatch(fixedPlans(now).map(usablePlan));
    const today = indiaDate(now);
    const dayOffsets = Array.from({ length: 95 }, (_, index) => index - 90);
    const rest = await insertGeneratedRequests(
      tx,
      {
        now,
        today,
        superAdminId,
        workshops: workshopIds.map((workshopId, index) => {
          const target = usable[index] ? index : fallbackWorkshop;
          const city = CITY_DETAILS[cityOf.get(workshopIds[target]!) ?? ''] ?? FALLBACK_CITY;
          return {
            id: workshopId,
            target,
            city: cityOf.get(workshopIds[target]!) ?? '',
            rto: city.rto,
            localities: city.localities,
            staff: staffOf[index]!,
            offerings: offerings[index]!.map((offering) => ({ serviceId: offering.serviceId, durationMinutes: offering.durationMinutes, prices: { ...offering.prices } })),
            societies: societiesOf[index]!.map((society) => ({ id: society.id, name: society.name, addressLine: society.addressLine, city: society.city, blocks: society.blocks })),
          };
        }),
        crews: workshopIds.flatMap((_, index) =>
          dayOffsets.map((day) => {
            const date = addDays(today, day);
            const free = workersOf[index]!.filter((worker) => worker.status === 'active' && !onLeave(worker.id, date));
            return { workshop: index, day, ids: free.map((worker) => worker.id), names: free.map((worker) => worker.name) };
          }),
        ),
        vehicles: VEHICLES,
        firstBike: FIRST_BIKE,
        customers: CUSTOMERS.map((name, index) => ({ name, phone: customerPhone(index) })),
        reasons,
        plateLetters: PLATE_LETTERS,
        rejectNotes: REJECT_NOTES,
        onlineMethods: ONLINE_METHODS,
      },
      Math.max(0, count),
    );
    return { seeded: true, rest };
  }

  // Generated lazily and inserted in batches, so a benchmark's million requests never sit in memory at once.
  let batch = fixedPlans(now).map(usablePlan);
  for (const plan of generatedPlans(Math.max(0, count), now, durationOf, workshopIds.length)) {
    batch.push(usablePlan(plan));
    if (batch.length >= SEED_BATCH) {
      await insertBatch(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insertBatch(batch);
  return { seeded: true };
}
