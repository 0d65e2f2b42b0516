import type { RequestStatus, ServicePrices, VehicleType } from '@carcare/contracts';
import { effectivePrices, minutesOfClock } from '@carcare/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, indiaDateOf, indiaInstantOf, indiaMinutesOf } from '../db/calendar';
import type { Db } from '../db/client';
import { leaves, serviceRequestEvents, serviceRequests, services, societies, workers, workerSocieties, workshops, workshopServices } from '../db/schema';
import type { Tx } from '../db/transaction';
import { insertRequestRow } from '../modules/requests/request-service';
import { hoursOnDate } from '../modules/workshops/working-hours';
import { seededRandom } from './seed-requests';

/** Days after today that get bookings too, so the week strip and tomorrow's board are not empty. */
const DAYS_AHEAD = 6;
const MAX_WORKERS_ON_THE_BOARD = 12;
const QUARTER = 15;

const CUSTOMERS = ['Ira Kapoor', 'Dev Malhotra', 'Sana Qureshi', 'Rohan Iyer', 'Meghna Rao', 'Kabir Sethi', 'Tara Menon', 'Arnav Gupta', 'Naina Bose', 'Vikram Das', 'Riya Sen', 'Aman Verma'];
const VEHICLES: { type: VehicleType; make: string; model: string }[] = [
  { type: 'hatchback', make: 'Maruti Suzuki', model: 'Swift' },
  { type: 'sedan', make: 'Honda', model: 'City' },
  { type: 'suv', make: 'Hyundai', model: 'Creta' },
  { type: 'suv', make: 'Tata', model: 'Nexon' },
  { type: 'muv', make: 'Toyota', model: 'Innova Crysta' },
  { type: 'sedan', make: 'Hyundai', model: 'Verna' },
];
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const STATE_PREFIX: Record<string, string> = { Haryana: 'HR26', Karnataka: 'KA01', Maharashtra: 'MH12', 'Tamil Nadu': 'TN09', Telangana: 'TS09' };

interface Offering {
  serviceId: number;
  durationMinutes: number;
  prices: ServicePrices;
}

interface BoardWorker {
  id: number;
  societies: { id: number; name: string; addressLine: string }[];
  /** Busy windows of the day, India minutes [start, end). */
  busy: [number, number][];
}

interface Job {
  workshopId: number;
  workerId: number | null;
  offering: Offering;
  society: { id: number; name: string; addressLine: string } | null;
  scheduledAt: Date;
  status: RequestStatus;
}

/**
 * Makes today's board look like a real day in each workshop (DESIGN §6, §7): 2–6 jobs per worker
 * without overlaps, done before now and waiting after it, one worker on leave, a few jobs without
 * a worker and one job not started on time; and bookings on the days ahead. Demo databases only:
 * it runs after the first seed, on top of the 90 days of history.
 */
export async function seedDemoDay(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(workshops).where(eq(workshops.status, 'active')).orderBy(asc(workshops.id));
    let added = 0;
    for (const workshop of rows) added += await seedWorkshopDays(tx, workshop, now);
    return added;
  });
}

async function seedWorkshopDays(tx: Tx, workshop: typeof workshops.$inferSelect, now: Date): Promise<number> {
  const random = seededRandom(workshop.id * 7919 + 17);
  const offeringRows = await tx
    .select({ serviceId: services.id, durationMinutes: services.durationMinutes, prices: services.prices, overrides: workshopServices.priceOverrides })
    .from(workshopServices)
    .innerJoin(services, eq(services.id, workshopServices.serviceId))
    .where(and(eq(workshopServices.workshopId, workshop.id), eq(workshopServices.active, true), eq(services.status, 'active'), sql`${services.durationMinutes} <= 150`))
    .orderBy(asc(services.id));
  const offerings: Offering[] = offeringRows.map((row) => ({ serviceId: row.serviceId, durationMinutes: row.durationMinutes, prices: effectivePrices(row.prices as ServicePrices, row.overrides) }));
  const workerRows = await tx
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.workshopId, workshop.id), eq(workers.status, 'active')))
    .orderBy(asc(workers.id))
    .limit(MAX_WORKERS_ON_THE_BOARD);
  if (offerings.length === 0 || workerRows.length === 0) return 0;
  const served = await tx
    .select({ workerId: workerSocieties.workerId, id: societies.id, name: societies.name, addressLine: societies.addressLine })
    .from(workerSocieties)
    .innerJoin(societies, eq(societies.id, workerSocieties.societyId))
    .where(and(inArray(workerSocieties.workerId, workerRows.map((row) => row.id)), eq(societies.status, 'active')));

  const today = indiaDateOf(now);
  const jobs: Job[] = [];
  for (let offset = 0; offset <= DAYS_AHEAD; offset += 1) {
    const date = addDays(today, offset);
    const { hours } = hoursOnDate(workshop, date);
    if (!hours) continue;
    const open = minutesOfClock(hours.open);
    const close = minutesOfClock(hours.close);
    const board: BoardWorker[] = [];
    for (const row of workerRows) {
      // A worker who asked for the day off (approved or not yet decided) is not booked that day.
      const onLeave = await tx
        .select({ id: leaves.id })
        .from(leaves)
        .where(and(eq(leaves.workerId, row.id), inArray(leaves.status, ['approved', 'pending']), sql`${leaves.startDate} <= ${date}`, sql`${leaves.endDate} >= ${date}`))
        .limit(1);
      if (onLeave.length > 0) continue;
      board.push({ id: row.id, societies: served.filter((society) => society.workerId === row.id), busy: await busyWindows(tx, row.id, date) });
    }
    // Today one worker is away: the last one on the board, unless someone already is.
    if (offset === 0 && board.length === workerRows.length && board.length > 1) {
      const away = board.pop()!;
      await tx.insert(leaves).values({ workerId: away.id, startDate: date, endDate: date, type: 'casual', reason: 'Family function', status: 'approved', decidedAt: now, createdAt: now, updatedAt: now });
    }
    const perWorker = offset === 0 ? () => 2 + Math.floor(random() * 5) : () => 1 + Math.floor(random() * 3);
    // Today's waiting jobs start an hour or more from now, so none turns late while someone looks at a fresh demo.
    const nowMinutes = offset === 0 ? indiaMinutesOf(now) : -1;
    for (const worker of board) {
      let cursor = open + QUARTER * Math.floor(random() * 5);
      for (let count = perWorker(); count > 0; count -= 1) {
        const offering = offerings[Math.floor(random() * offerings.length)]!;
        let start = freeStart(worker.busy, cursor, offering.durationMinutes, close);
        if (start !== null && start > nowMinutes && start < nowMinutes + 60) start = freeStart(worker.busy, nowMinutes + 60, offering.durationMinutes, close);
        if (start === null) break;
        worker.busy.push([start, start + offering.durationMinutes]);
        cursor = start + offering.durationMinutes + QUARTER * (1 + Math.floor(random() * 4));
        const at = indiaInstantOf(date, clock(start));
        const society = worker.societies.length > 0 && random() < 0.5 ? worker.societies[Math.floor(random() * worker.societies.length)]! : null;
        jobs.push({ workshopId: workshop.id, workerId: worker.id, offering, society, scheduledAt: at, status: statusAt(at, offering.durationMinutes, now) });
      }
    }
    // One of today's jobs has not started though its time has passed: the late one.
    if (offset === 0) {
      const late = jobs.find((job) => job.status === 'completed' && job.scheduledAt.getTime() > now.getTime() - 3 * 60 * 60_000) ?? jobs.find((job) => job.status === 'in_progress');
      if (late) late.status = 'assigned';
    }
    // A few bookings wait for a worker, later in the day.
    const from = offset === 0 ? Math.max(open, Math.ceil((indiaMinutesOf(now) + 60) / QUARTER) * QUARTER) : open;
    for (let index = 0; index < (offset === 0 ? 3 : 2); index += 1) {
      const offering = offerings[Math.floor(random() * offerings.length)]!;
      const span = close - offering.durationMinutes - from;
      if (span < 0) break;
      const start = from + QUARTER * Math.floor((random() * span) / QUARTER);
      jobs.push({ workshopId: workshop.id, workerId: null, offering, society: null, scheduledAt: indiaInstantOf(date, clock(start)), status: index === 0 ? 'pending' : 'accepted' });
    }
  }
  for (const [index, job] of jobs.entries()) await insertJob(tx, workshop, job, index, random, now);
  return jobs.length;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function statusAt(at: Date, durationMinutes: number, now: Date): RequestStatus {
  const end = at.getTime() + durationMinutes * 60_000;
  if (end <= now.getTime()) return 'completed';
  if (at.getTime() <= now.getTime()) return 'in_progress';
  return 'assigned';
}

/** The first start at or after `from` (on a quarter hour) that overlaps no busy window and ends by `close`. */
function freeStart(busy: [number, number][], from: number, duration: number, close: number): number | null {
  for (let start = Math.ceil(from / QUARTER) * QUARTER; start + duration <= close; start += QUARTER) {
    if (busy.every(([s, e]) => start + duration <= s || e <= start)) return start;
  }
  return null;
}

/** The worker's jobs already on a day (the history seed's), so the demo day does not double-book them. */
async function busyWindows(tx: Tx, workerId: number, date: string): Promise<[number, number][]> {
  const rows = await tx
    .select({ scheduledAt: serviceRequests.scheduledAt, minutes: services.durationMinutes })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(
      and(
        eq(serviceRequests.workerId, workerId),
        inArray(serviceRequests.status, ['accepted', 'assigned', 'in_progress', 'completed']),
        sql`${serviceRequests.scheduledAt} >= ${indiaInstantOf(date, '00:00').toISOString()}`,
        sql`${serviceRequests.scheduledAt} < ${indiaInstantOf(addDays(date, 1), '00:00').toISOString()}`,
      ),
    );
  return rows.map((row) => {
    const start = indiaMinutesOf(row.scheduledAt);
    return [start, start + row.minutes];
  });
}

async function insertJob(tx: Tx, workshop: typeof workshops.$inferSelect, job: Job, index: number, random: () => number, now: Date): Promise<void> {
  const vehicle = VEHICLES[Math.floor(random() * VEHICLES.length)]!;
  const plate = `${STATE_PREFIX[workshop.state] ?? 'KA01'}${PLATE_LETTERS[Math.floor(random() * PLATE_LETTERS.length)]}${PLATE_LETTERS[Math.floor(random() * PLATE_LETTERS.length)]}${1000 + Math.floor(random() * 9000)}`;
  const customer = CUSTOMERS[(index + workshop.id) % CUSTOMERS.length]!;
  const createdAt = new Date(Math.min(job.scheduledAt.getTime() - 26 * 60 * 60_000, now.getTime() - 2 * 60 * 60_000));
  const started = job.status === 'in_progress' || job.status === 'completed';
  const steps: { action: 'create' | 'accept' | 'assign' | 'start' | 'complete'; from: RequestStatus | null; to: RequestStatus; at: Date }[] = [{ action: 'create', from: null, to: 'pending', at: createdAt }];
  if (job.status !== 'pending') steps.push({ action: 'accept', from: 'pending', to: 'accepted', at: new Date(createdAt.getTime() + 20 * 60_000) });
  if (job.workerId !== null) steps.push({ action: 'assign', from: 'accepted', to: 'assigned', at: new Date(createdAt.getTime() + 40 * 60_000) });
  if (started) steps.push({ action: 'start', from: 'assigned', to: 'in_progress', at: job.scheduledAt });
  if (job.status === 'completed') steps.push({ action: 'complete', from: 'in_progress', to: 'completed', at: new Date(job.scheduledAt.getTime() + job.offering.durationMinutes * 60_000) });
  const id = await insertRequestRow(tx, (drawn) => ({
    customerName: customer,
    customerPhone: `98${String(45_000_000 + drawn * 7_919).slice(-8)}`,
    vehicleType: vehicle.type,
    vehicleMake: vehicle.make,
    vehicleModel: vehicle.model,
    registrationNumber: plate,
    serviceId: job.offering.serviceId,
    workshopId: job.workshopId,
    societyId: job.society?.id ?? null,
    address: job.society ? `Flat ${101 + Math.floor(random() * 800)}, ${job.society.name}, ${job.society.addressLine}` : `${12 + index}, ${workshop.addressLine}`,
    scheduledAt: job.scheduledAt,
    workerId: job.workerId,
    amountPaise: job.offering.prices[vehicle.type],
    paymentStatus: 'unpaid',
    status: job.status,
    acceptedAt: steps.find((step) => step.action === 'accept')?.at ?? null,
    startedAt: started ? job.scheduledAt : null,
    completedAt: steps.find((step) => step.action === 'complete')?.at ?? null,
    createdAt,
    updatedAt: steps.at(-1)!.at,
  }));
  await tx.insert(serviceRequestEvents).values(steps.map((step) => ({ requestId: id, action: step.action, fromStatus: step.from, toStatus: step.to, actorId: null, note: step.action === 'create' ? 'Booked in the app' : null, at: step.at })));
}
