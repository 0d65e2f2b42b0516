// The schedule benchmark's own day: a workshop of its own ("Schedule Bench Workshop") with 60
// workers and 500 jobs on one India date, added to the benchmark database beside the seeded million.
// Every run lays the day out again from scratch (the same workers, times and statuses, on the date
// asked for), so the moves a run makes never carry into the next, and the seeded rows are never
// touched: the other benchmarks read the same data as before, with this workshop's rows beside it.
import type { VehicleType } from '@carcare/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { indiaInstantOf } from '../apps/api/src/db/calendar';
import type { Db } from '../apps/api/src/db/client';
import { leaves, serviceRequestEvents, serviceRequests, services, societies, workers, workerSocieties, workshops, workshopServices } from '../apps/api/src/db/schema';
import { insertRequestRow } from '../apps/api/src/modules/requests/request-service';

export const BENCH_WORKSHOP_NAME = 'Schedule Bench Workshop';
export const BENCH_WORKERS = 60;
export const BENCH_JOBS = 500;
/** Every day 07:00–21:00: the jobs fill 10:00–20:30, so 07:00–10:00 is free in every lane (drops and moves land there, in view). */
export const BENCH_OPEN = '07:00';
export const BENCH_CLOSE = '21:00';
const FIRST_JOB_MINUTE = 10 * 60;
const JOBS_PER_WORKER = 8;
/** A job every 75 minutes: the longest service the day uses is 60, so a lane's jobs never overlap. */
const SLOT_MINUTES = 75;
const SOCIETY_NAMES = ['Schedule Bench Towers A', 'Schedule Bench Towers B'];
const FIRST_NAMES = ['Aarav', 'Vihaan', 'Ishaan', 'Kabir', 'Reyansh', 'Arjun', 'Dhruv', 'Farhan', 'Gaurav', 'Harsh', 'Imran', 'Jatin'];
const SURNAMES = ['Sharma', 'Verma', 'Khan', 'Nair', 'Reddy'];
const VEHICLES: { type: VehicleType; make: string; model: string }[] = [
  { type: 'hatchback', make: 'Maruti Suzuki', model: 'Swift' },
  { type: 'sedan', make: 'Honda', model: 'City' },
  { type: 'suv', make: 'Hyundai', model: 'Creta' },
];

export interface BenchJob {
  id: number;
  code: string;
  workerId: number | null;
  scheduledAt: Date;
  durationMinutes: number;
  version: number;
}

export interface BenchDay {
  workshopId: number;
  date: string;
  /** Active workers in id order; the last is on approved leave that day, with no jobs. */
  workerIds: number[];
  jobs: BenchJob[];
  /** Whether this run added the workshop's rows (its first run on this database). */
  added: boolean;
}

/** The bench workshop's day on `date` (an India date), laid out as described above; answers what it holds. */
export async function layOutBenchDay(db: Db, date: string, now: Date): Promise<BenchDay> {
  return db.transaction(async (tx) => {
    const weekly = Array.from({ length: 7 }, () => ({ open: BENCH_OPEN, close: BENCH_CLOSE }));
    let [workshop] = await tx.select({ id: workshops.id }).from(workshops).where(eq(workshops.name, BENCH_WORKSHOP_NAME));
    if (!workshop) {
      [workshop] = await tx
        .insert(workshops)
        .values({ name: BENCH_WORKSHOP_NAME, ownerName: 'Bench Owner', phone: '+919700000000', addressLine: '1 Bench Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', openingHours: `Mon–Sun ${BENCH_OPEN}–${BENCH_CLOSE}` })
        .returning({ id: workshops.id });
    }
    const workshopId = workshop!.id;
    await tx.update(workshops).set({ status: 'active', workingHours: weekly, holidays: [], travelBufferMinutes: 0, hoursNeedReview: false }).where(eq(workshops.id, workshopId));

    const offerings = await tx
      .select({ id: services.id, minutes: services.durationMinutes, prices: services.prices })
      .from(services)
      .where(and(eq(services.status, 'active'), lte(services.durationMinutes, 60)))
      .orderBy(asc(services.id));
    if (offerings.length === 0) throw new Error('No active service of 60 minutes or less to book');
    await tx
      .insert(workshopServices)
      .values(offerings.map((offering) => ({ workshopId, serviceId: offering.id })))
      .onConflictDoNothing();

    const societyIds: number[] = [];
    for (const name of SOCIETY_NAMES) {
      let [society] = await tx.select({ id: societies.id }).from(societies).where(eq(societies.name, name));
      if (!society) {
        [society] = await tx
          .insert(societies)
          .values({ name, addressLine: 'Bench Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', flats: 200, contactPhone: '+919700000001' })
          .returning({ id: societies.id });
      }
      societyIds.push(society!.id);
    }

    let added = false;
    let workerIds = (await tx.select({ id: workers.id }).from(workers).where(eq(workers.workshopId, workshopId)).orderBy(asc(workers.id))).map((row) => row.id);
    if (workerIds.length < BENCH_WORKERS) {
      added = true;
      const missing = Array.from({ length: BENCH_WORKERS - workerIds.length }, (_, index) => workerIds.length + index);
      await tx.insert(workers).values(
        missing.map((n) => ({
          name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${SURNAMES[Math.floor(n / FIRST_NAMES.length) % SURNAMES.length]}`,
          phone: `+91700000${String(n).padStart(4, '0')}`,
          workshopId,
          idProofType: 'aadhaar',
          idProofNumber: `9999 0000 ${String(n).padStart(4, '0')}`,
          joinedOn: '2025-01-01',
        })),
      );
      workerIds = (await tx.select({ id: workers.id }).from(workers).where(eq(workers.workshopId, workshopId)).orderBy(asc(workers.id))).map((row) => row.id);
    }
    workerIds = workerIds.slice(0, BENCH_WORKERS);
    await tx.update(workers).set({ status: 'active' }).where(inArray(workers.id, workerIds));
    // Each worker serves one of the two societies; every fifth serves both.
    const serves = (index: number) => (index % 5 === 0 ? societyIds : [societyIds[index % 2]!]);
    await tx
      .insert(workerSocieties)
      .values(workerIds.flatMap((workerId, index) => serves(index).map((societyId) => ({ workerId, societyId }))))
      .onConflictDoNothing();

    // The last worker is away that day: one approved leave of the bench's own, moved to the date.
    const away = workerIds.at(-1)!;
    const [leave] = await tx.select({ id: leaves.id }).from(leaves).where(eq(leaves.workerId, away)).orderBy(asc(leaves.id)).limit(1);
    if (leave) await tx.update(leaves).set({ startDate: date, endDate: date, status: 'approved', type: 'casual', updatedAt: now }).where(eq(leaves.id, leave.id));
    else await tx.insert(leaves).values({ workerId: away, startDate: date, endDate: date, type: 'casual', reason: 'Day off', status: 'approved', decidedAt: now, createdAt: now, updatedAt: now });

    // The jobs: 8 per working worker, every 75 minutes from 10:00 (a quarter later for every other
    // worker), one in three for a society the worker serves; the rest of the 500 wait unassigned.
    const plan: { workerId: number | null; minute: number; offering: (typeof offerings)[number]; societyId: number | null }[] = [];
    const working = workerIds.slice(0, -1);
    for (const [index, workerId] of working.entries()) {
      for (let slot = 0; slot < JOBS_PER_WORKER && plan.length < BENCH_JOBS; slot += 1) {
        const minute = FIRST_JOB_MINUTE + (index % 4) * 15 + slot * SLOT_MINUTES;
        const society = slot % 3 === 0 ? serves(index)[slot % serves(index).length]! : null;
        plan.push({ workerId, minute, offering: offerings[(index + slot) % offerings.length]!, societyId: society });
      }
    }
    for (let index = 0; plan.length < BENCH_JOBS; index += 1) {
      plan.push({ workerId: null, minute: FIRST_JOB_MINUTE + ((index * 20) % (9 * 60)), offering: offerings[index % offerings.length]!, societyId: index % 4 === 0 ? societyIds[0]! : null });
    }

    const existing = (await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.workshopId, workshopId)).orderBy(asc(serviceRequests.id))).map((row) => row.id);
    for (let index = existing.length; index < BENCH_JOBS; index += 1) {
      added = true;
      const vehicle = VEHICLES[index % VEHICLES.length]!;
      const { offering } = plan[index]!;
      const createdAt = new Date(now.getTime() - 24 * 60 * 60_000);
      const id = await insertRequestRow(tx, () => ({
        customerName: `Bench Customer ${index + 1}`,
        customerPhone: `+91980000${String(index).padStart(4, '0')}`,
        vehicleType: vehicle.type,
        vehicleMake: vehicle.make,
        vehicleModel: vehicle.model,
        registrationNumber: `KA01BN${String(1000 + index)}`,
        serviceId: offering.id,
        workshopId,
        address: `Flat ${101 + index}, Bench Road`,
        scheduledAt: indiaInstantOf(date, '10:00'),
        amountPaise: offering.prices[vehicle.type] ?? 0,
        status: 'pending',
        createdAt,
        updatedAt: createdAt,
      }));
      await tx.insert(serviceRequestEvents).values({ requestId: id, action: 'create', fromStatus: null, toStatus: 'pending', actorId: null, note: 'Booked in the app', at: createdAt });
      existing.push(id);
    }

    // Every run puts each job back at its planned worker, time and status, with a new version (a
    // board still open on an earlier layout is then stale, as after anyone else's change).
    const ids = existing.slice(0, BENCH_JOBS);
    for (const [index, id] of ids.entries()) {
      const job = plan[index]!;
      const status = job.workerId !== null ? 'assigned' : index % 4 === 1 ? 'pending' : 'accepted';
      await tx
        .update(serviceRequests)
        .set({
          scheduledAt: indiaInstantOf(date, clockOf(job.minute)),
          workerId: job.workerId,
          serviceId: job.offering.id,
          societyId: job.societyId,
          status,
          acceptedAt: status === 'pending' ? null : now,
          startedAt: null,
          completedAt: null,
          cancelledAt: null,
          lateAlertedAt: null,
          version: sql`${serviceRequests.version} + 1`,
          updatedAt: now,
        })
        .where(eq(serviceRequests.id, id));
    }

    const rows = await tx
      .select({ id: serviceRequests.id, code: serviceRequests.code, workerId: serviceRequests.workerId, scheduledAt: serviceRequests.scheduledAt, durationMinutes: services.durationMinutes, version: serviceRequests.version })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .where(inArray(serviceRequests.id, ids))
      .orderBy(asc(serviceRequests.id));
    return { workshopId, date, workerIds, jobs: rows, added };
  });
}

const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
