import { asc, getTableName, inArray, sql } from 'drizzle-orm';
import { addDays, todayInIndia } from '../db/calendar';
import type { Db } from '../db/client';
import type { DeferredBuild } from '../db/bulk-load';
import { analyzeTables, buildDeferred, buildIndexesAndKeys, dropIndexesAndKeys } from '../db/bulk-load';
import { admins, invoices, leaves, reviews, serviceRequestEvents, serviceRequests, societies, transactions, workerSocieties, workers, workshops } from '../db/schema';
import type { Tx } from '../db/transaction';
import { seedCatalogue } from './seed-catalogue';
import { seedRequests } from './seed-requests';
import { seedReviews } from './seed-reviews';
import { seedNotifications } from './seed-notifications';
import { seedConcerns } from './seed-concerns';
import { seedContent } from './seed-content';
import { hoursFromText } from '../modules/workshops/working-hours';
import { issueMissingDocuments } from '../modules/invoices/invoice-backfill';
import { seedMoney } from './seed-money';

type NewWorkshop = typeof workshops.$inferInsert;
type NewSociety = typeof societies.$inferInsert;
type NewAdmin = typeof admins.$inferInsert;

const DEMO_WORKSHOPS: NewWorkshop[] = [
  {
    name: 'Sparkle Auto Care',
    ownerName: 'Rohit Sharma',
    phone: '9810012345',
    email: 'hello@sparkleautocare.in',
    addressLine: 'Plot 14, Sector 18, Udyog Vihar',
    city: 'Gurugram',
    state: 'Haryana',
    pincode: '122015',
    gstin: '06AABCS1429B1Z5',
    latitude: 28.4945,
    longitude: 77.0889,
    openingHours: 'Mon–Sat 08:00–20:00',
  },
  {
    name: 'Shine & Drive Garage',
    ownerName: 'Priya Nair',
    phone: '9845023456',
    email: 'care@shineanddrive.in',
    addressLine: '27, 100 Feet Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    gstin: '29AAFCS7781K1Z2',
    latitude: 12.9719,
    longitude: 77.6412,
    openingHours: 'Daily 07:30–21:00',
  },
  {
    name: 'Deccan Car Spa',
    ownerName: 'Sameer Kulkarni',
    phone: '9822034567',
    email: 'bookings@deccancarspa.in',
    addressLine: 'Shop 3, Baner Road, near Balewadi Phata',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411045',
    gstin: null,
    latitude: 18.5642,
    longitude: 73.7769,
    openingHours: 'Tue–Sun 09:00–19:30',
  },
  {
    name: 'Marina Motor Works',
    ownerName: 'Karthik Subramanian',
    phone: '9840045678',
    email: 'service@marinamotorworks.in',
    addressLine: '112, Old Mahabalipuram Road, Thoraipakkam',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600097',
    gstin: '33AAKCM4410P1Z8',
    latitude: 12.9416,
    longitude: 80.2362,
    openingHours: 'Mon–Sat 08:30–20:30',
  },
  {
    name: 'Charminar Auto Detailing',
    ownerName: 'Farhan Ali',
    phone: '9848056789',
    email: 'team@charminardetailing.in',
    addressLine: '8-2-293, Road No. 12, Banjara Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500034',
    gstin: '36AAHFC2290M1Z4',
    latitude: 17.4126,
    longitude: 78.4482,
    openingHours: 'Daily 08:00–20:00',
  },
];

const DEMO_SOCIETIES: NewSociety[] = [
  {
    name: 'Green Meadows Residency',
    addressLine: 'Sector 54, Golf Course Road',
    city: 'Gurugram',
    state: 'Haryana',
    pincode: '122011',
    blocks: 6,
    flats: 480,
    contactPhone: '9811067890',
  },
  {
    name: 'Prestige Lakeside Habitat',
    addressLine: 'Varthur Main Road, Gunjur',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560087',
    blocks: 12,
    flats: 1200,
    contactPhone: '9845078901',
  },
  {
    name: 'Hiranandani Gardens',
    addressLine: 'Central Avenue, Powai',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400076',
    blocks: 9,
    flats: 860,
    contactPhone: '9820089012',
  },
];

/** Demo admins besides the three fixed ones: one per other workshop and society (phones 90000000 11…). */
const OTHER_WORKSHOP_ADMINS = ['Ananya Iyer', 'Vikram Deshpande', 'Lakshmi Raghavan', 'Imran Qureshi'];
const OTHER_SOCIETY_MANAGERS = ['Neha Kapoor', 'Suresh Menon'];

export const DEMO_PHONES = {
  superAdmin: '9000000001',
  workshopAdmin: '9000000002',
  societyManager: '9000000003',
} as const;

/** From this many generated requests on, the seed generates them in the database (INSERT … SELECT generate_series), with the big tables' indexes dropped and built after loading. */
export const BULK_SEED_REQUESTS = 20_000;

export interface SeedOptions {
  /** "Now" for the dates of joinings and leaves (tests pass their fake clock's time). */
  now?: Date;
  /** How many generated service requests a new database gets (benchmarks ask for many); default a few hundred. */
  requests?: number;
  /** Gives the demo banners generated images (stored as blobs); without it they have none and are not live. */
  bannerImages?: boolean;
  /**
   * VACUUM (ANALYZE) the bulk-loaded tables once the seed has committed: their visibility maps set
   * and hint bits written, so the planner prices index-only scans as such. PGlite needs it (it has
   * no autovacuum, and without it picks a list's sort index with a filter over the composite index
   * that matches the filter); on PostgreSQL autovacuum does the same soon after.
   */
  vacuumAfterBulk?: boolean;
  /**
   * PostgreSQL only (PGlite has one connection): the large seed commits its requests first, then
   * builds their indexes on one connection while their timelines, payments and reviews load on
   * another, then the other indexes and the foreign keys on this many connections at once
   * (buildDeferred). Unset or 1: it all happens in the seed's one transaction, one after another.
   */
  buildConnections?: number;
}

const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('carcare-seed'))`;

/**
 * Seeds the demo on an empty database and returns true; changes nothing (false) when it is not
 * empty. A database seeded before workers existed gets the demo workers and leaves added once.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const today = todayInIndia(now);
  const connections = options.buildConnections ?? 1;
  const pipelined = connections > 1 && isBulk(options.requests);
  let committed: Operations | undefined;
  const seededFirst = await db.transaction(async (tx) => {
    // Serialise concurrent starters so two processes never seed twice.
    await tx.execute(SEED_LOCK);
    const seededPlaces = await seedPlacesAndAdmins(tx);
    const seededWorkers = await seedWorkersAndLeaves(tx, today);
    const operations = await seedOperations(tx, now, options.requests, options.bannerImages ?? false);
    if (pipelined) committed = operations;
    const seededRest = pipelined ? false : await finishOperations(tx, operations);
    return seededPlaces || seededWorkers || operations.seeded || seededRest;
  });
  const seeded = committed ? (await finishPipelined(db, committed, connections)) || seededFirst : seededFirst;
  // VACUUM cannot run inside a transaction.
  if (seeded && options.vacuumAfterBulk && isBulk(options.requests)) {
    await db.execute(sql`vacuum (analyze) service_requests, service_request_events, transactions, invoices, reviews`);
    // Every other table too (catalogue, workshops, concerns…): without statistics PGlite plans their
    // small lists on default guesses, and picks slower plans for them.
    await db.execute(sql`analyze`);
  }
  return seeded;
}

/** What seedOperations leaves to do once the requests are in: the rows that follow from them, then the indexes. */
interface Operations {
  seeded: boolean;
  /** The timelines and payments of the large seed's requests, and every completed request's review. */
  rest: (tx: Tx) => Promise<boolean>;
  /** The large seed's dropped indexes and foreign keys. */
  build?: DeferredBuild;
}

/** In the seed's one transaction: the rest, then the indexes and keys built one after another. */
async function finishOperations(tx: Tx, operations: Operations): Promise<boolean> {
  const seeded = await operations.rest(tx);
  if (operations.build) await buildIndexesAndKeys(tx, operations.build);
  return seeded;
}

/**
 * With the requests committed: their indexes build (a SHARE lock, which reads pass) on one
 * connection while the rest loads on another, then the other tables' indexes and the foreign keys
 * on `connections` at once. A failure here leaves the requests committed without all their rows
 * or indexes: the error says to seed an empty database again.
 */
async function finishPipelined(db: Db, operations: Operations, connections: number): Promise<boolean> {
  const { build } = operations;
  const requestTable = getTableName(serviceRequests);
  const requestIndexes = build?.indexes.filter((index) => index.table === requestTable) ?? [];
  const [indexed, loaded] = await Promise.allSettled([
    build ? buildDeferred(db, { tables: [requestTable], indexes: requestIndexes, foreignKeys: [] }, connections - 1) : Promise.resolve(),
    db.transaction(async (tx) => {
      // The seed's lock again: a server starting meanwhile waits for the reviews before it looks for any.
      await tx.execute(SEED_LOCK);
      const seeded = await operations.rest(tx);
      if (build) await analyzeTables(tx, build);
      return seeded;
    }),
  ]);
  const failure = [indexed, loaded].find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw new Error('The large seed failed after committing its requests; seed an empty database again', { cause: failure.reason });
  if (build) await buildDeferred(db, { ...build, indexes: build.indexes.filter((index) => !requestIndexes.includes(index)) }, connections);
  return (loaded as PromiseFulfilledResult<boolean>).value;
}

const isBulk = (requests: number | undefined): requests is number => requests !== undefined && requests >= BULK_SEED_REQUESTS;

/** The ids of the demo workshops in DEMO_WORKSHOPS order, or null when any is missing. */
async function demoWorkshopIds(tx: Tx): Promise<number[] | null> {
  const rows = await tx
    .select({ id: workshops.id, name: workshops.name })
    .from(workshops)
    .where(inArray(workshops.name, DEMO_WORKSHOPS.map((w) => w.name)))
    .orderBy(asc(workshops.id));
  const ids = DEMO_WORKSHOPS.map((demo) => rows.find((row) => row.name === demo.name)?.id);
  return ids.every((id): id is number => id !== undefined) ? ids : null;
}

/**
 * Catalogue, offerings and SOPs once, on the demo workshops only; the requests, and the
 * notifications, concerns and content that point at them. What follows from the requests (their
 * timelines and payments in the large seed, and the reviews) is left to `rest`.
 */
async function seedOperations(tx: Tx, now: Date, requests: number | undefined, bannerImages: boolean): Promise<Operations> {
  const workshopIds = await demoWorkshopIds(tx);
  const [superAdmin] = await tx.select({ id: admins.id }).from(admins).where(inArray(admins.phone, [DEMO_PHONES.superAdmin]));
  if (!workshopIds || !superAdmin) return { seeded: false, rest: async () => false };
  const seededCatalogue = await seedCatalogue(tx, workshopIds, superAdmin.id, now);
  // Requests need the offerings; seeded once, whether or not the catalogue was seeded just now.
  // A benchmark's large seed is generated by the database itself (set-based), and builds the big
  // tables' indexes once, after loading, instead of row by row.
  // (Only into an empty table: a seeded database keeps its indexes.)
  const bulk = isBulk(requests) && (await tx.select({ id: serviceRequests.id }).from(serviceRequests).limit(1)).length === 0;
  const build = bulk ? await dropIndexesAndKeys(tx, [serviceRequests, serviceRequestEvents, transactions, invoices, reviews]) : undefined;
  const seededRequests = await seedRequests(tx, workshopIds, superAdmin.id, now, requests, bulk);
  // A few notifications per demo admin, pointing at the requests just seeded.
  const seededNotifications = await seedNotifications(tx, now, DEMO_PHONES);
  // User concerns, some about the generated requests.
  const seededConcerns = await seedConcerns(tx, workshopIds, superAdmin.id, now);
  // Published policies and promotional banners.
  const seededContent = await seedContent(tx, superAdmin.id, now, bannerImages);
  return {
    seeded: seededCatalogue || seededRequests.seeded || seededNotifications || seededConcerns || seededContent,
    // Reviews of the completed requests, and the ratings derived from them.
    rest: async (next) => {
      await seededRequests.rest?.(next);
      // The payments' invoices and the refunds' credit notes, as the API issues them with each.
      await issueMissingDocuments(next);
      // Only with the requests seeded now: a database seeded before statements existed keeps its books as they are.
      if (seededRequests.seeded) await seedMoney(next, now, superAdmin.id);
      return seedReviews(next, now);
    },
    build,
  };
}

async function seedPlacesAndAdmins(tx: Tx): Promise<boolean> {
  const existing = await tx.select({ id: admins.id }).from(admins).limit(1);
  if (existing.length > 0) return false;

  const workshopRows = await tx.insert(workshops).values(DEMO_WORKSHOPS.map((workshop) => ({ ...workshop, ...hoursFromText(workshop.openingHours ?? '') }))).returning({ id: workshops.id });
  const societyRows = await tx.insert(societies).values(DEMO_SOCIETIES).returning({ id: societies.id });
  const workshopIds = workshopRows.map((row) => row.id);
  const societyIds = societyRows.map((row) => row.id);

  const people: NewAdmin[] = [
    { name: 'Aarav Mehta', phone: DEMO_PHONES.superAdmin, email: 'aarav.mehta@carcare.in', userType: 'super_admin' },
    {
      name: 'Rohit Sharma',
      phone: DEMO_PHONES.workshopAdmin,
      email: 'rohit@sparkleautocare.in',
      userType: 'workshop_admin',
      workshopId: workshopIds[0],
    },
    {
      name: 'Kavya Reddy',
      phone: DEMO_PHONES.societyManager,
      email: 'kavya.reddy@greenmeadows.in',
      userType: 'society_manager',
      societyId: societyIds[0],
    },
  ];
  let nextPhone = 9000000011;
  OTHER_WORKSHOP_ADMINS.forEach((name, index) => {
    people.push({ name, phone: String(nextPhone++), email: null, userType: 'workshop_admin', workshopId: workshopIds[index + 1] });
  });
  OTHER_SOCIETY_MANAGERS.forEach((name, index) => {
    people.push({ name, phone: String(nextPhone++), email: null, userType: 'society_manager', societyId: societyIds[index + 1] });
  });
  await tx.insert(admins).values(people);
  return true;
}

/** Workers per demo workshop (in DEMO_WORKSHOPS order); 45 in all. */
const DEMO_WORKER_NAMES: string[][] = [
  ['Ramesh Kumar', 'Sunil Yadav', 'Manoj Verma', 'Deepak Chauhan', 'Ajay Singh', 'Pooja Rani', 'Vikas Saini', 'Sandeep Malik', 'Rakesh Gupta', 'Anil Tanwar', 'Sonu Jangra', 'Mohit Dahiya'],
  ['Manjunath Gowda', 'Ravi Shankar', 'Shivakumar B', 'Naveen Kumar', 'Lokesh Hegde', 'Shilpa Shetty', 'Prakash Rao', 'Girish Naik', 'Chandan Kumar'],
  ['Ganesh Patil', 'Sachin Jadhav', 'Amol Shinde', 'Rahul More', 'Snehal Pawar', 'Nitin Gaikwad', 'Vaibhav Kale', 'Tushar Deshmukh'],
  ['Murugan Selvam', 'Senthil Kumar', 'Arun Prakash', 'Karthikeyan R', 'Divya Lakshmi', 'Balaji Venkatesan', 'Saravanan M', 'Vignesh Raja'],
  ['Syed Imran', 'Mohammed Rafiq', 'Srinivas Reddy', 'Venkatesh Goud', 'Naresh Yadav', 'Ayesha Begum', 'Raju Naidu', 'Kiran Kumar'],
];

const SKILL_SETS: string[][] = [
  ['exterior_wash', 'interior_cleaning'],
  ['detailing', 'polishing'],
  ['exterior_wash', 'ceramic_coating', 'polishing'],
  ['mechanical', 'inspection'],
  ['electrical', 'inspection'],
  ['tyres', 'mechanical'],
  ['interior_cleaning', 'detailing'],
];

function idProofFor(index: number): { idProofType: string; idProofNumber: string } {
  const serial = String(1000 + index * 37).padStart(4, '0');
  switch (index % 5) {
    case 0:
      return { idProofType: 'aadhaar', idProofNumber: `${4821 + index}7365${serial}` };
    case 1:
      return { idProofType: 'pan', idProofNumber: `ABCPK${serial}${String.fromCharCode(65 + (index % 26))}` };
    case 2:
      return { idProofType: 'driving_licence', idProofNumber: `HR062019000${serial}` };
    case 3:
      return { idProofType: 'voter_id', idProofNumber: `XGH${String(index).padStart(3, '0')}${serial}` };
    default:
      return { idProofType: 'passport', idProofNumber: `K${String(index).padStart(3, '0')}${serial}` };
  }
}

/** Leaves around today: [workshop index, worker index in it, start offset, days, type, status, reason]. */
type LeaveSpec = [number, number, number, number, 'sick' | 'casual' | 'emergency' | 'other', 'pending' | 'approved' | 'rejected' | 'cancelled', string];
const DEMO_LEAVES: LeaveSpec[] = [
  // First workshop (its first workers also serve the first society).
  [0, 0, -1, 3, 'sick', 'approved', 'Viral fever, doctor advised rest'],
  [0, 1, 0, 1, 'casual', 'pending', 'Family function in the village'],
  [0, 2, 0, 2, 'emergency', 'approved', 'Mother admitted to hospital'],
  [0, 3, 2, 3, 'casual', 'pending', 'Sister’s wedding'],
  [0, 4, -10, 2, 'sick', 'approved', 'Back pain'],
  [0, 5, 0, 1, 'other', 'rejected', 'Personal work'],
  [0, 6, -3, 2, 'casual', 'cancelled', 'Trip postponed'],
  [0, 8, 5, 4, 'casual', 'pending', 'Going home for Pongal'],
  // Other workshops.
  [1, 0, 0, 2, 'sick', 'approved', 'Dengue recovery'],
  [1, 2, 1, 1, 'casual', 'pending', 'Bank work'],
  [1, 4, -5, 1, 'other', 'rejected', 'Short notice'],
  [2, 1, -2, 5, 'emergency', 'approved', 'Accident at home'],
  [2, 3, 0, 1, 'casual', 'pending', 'Child’s school event'],
  [2, 5, 3, 2, 'casual', 'cancelled', 'No longer needed'],
  [3, 0, 0, 3, 'sick', 'approved', 'Fever'],
  [3, 2, -1, 1, 'casual', 'pending', 'Temple visit'],
  [4, 1, -1, 2, 'sick', 'approved', 'Food poisoning'],
  [4, 3, 0, 1, 'other', 'pending', 'RTO appointment'],
  [4, 5, -7, 2, 'casual', 'approved', 'Eid with family'],
];

/** Worker index ranges (per workshop) serving each demo society: the first society has several of the first workshop's workers. */
const DEMO_ASSIGNMENTS: { society: number; workshop: number; workers: number[] }[] = [
  { society: 0, workshop: 0, workers: [0, 1, 2, 3, 4, 5] },
  { society: 0, workshop: 1, workers: [1] },
  { society: 1, workshop: 1, workers: [0, 1, 2, 3, 4] },
  { society: 2, workshop: 2, workers: [0, 1, 2, 3] },
  { society: 2, workshop: 4, workers: [0] },
];

async function seedWorkersAndLeaves(tx: Tx, today: string): Promise<boolean> {
  const anyWorker = await tx.select({ id: workers.id }).from(workers).limit(1);
  if (anyWorker.length > 0) return false;
  // Only on the demo places: a real deployment with its own workshops gets no demo workers.
  const workshopRows = await tx
    .select({ id: workshops.id, name: workshops.name })
    .from(workshops)
    .where(inArray(workshops.name, DEMO_WORKSHOPS.map((w) => w.name)))
    .orderBy(asc(workshops.id));
  const societyRows = await tx
    .select({ id: societies.id, name: societies.name })
    .from(societies)
    .where(inArray(societies.name, DEMO_SOCIETIES.map((s) => s.name)))
    .orderBy(asc(societies.id));
  const workshopIds = DEMO_WORKSHOPS.map((demo) => workshopRows.find((row) => row.name === demo.name)?.id);
  const societyIds = DEMO_SOCIETIES.map((demo) => societyRows.find((row) => row.name === demo.name)?.id);
  if (workshopIds.some((id) => id === undefined) || societyIds.some((id) => id === undefined)) return false;
  const [superAdmin] = await tx.select({ id: admins.id }).from(admins).where(inArray(admins.phone, [DEMO_PHONES.superAdmin]));

  let index = 0;
  const newWorkers: (typeof workers.$inferInsert)[] = [];
  DEMO_WORKER_NAMES.forEach((names, workshopIndex) => {
    for (const name of names) {
      newWorkers.push({
        name,
        phone: `98${String(71000000 + index * 1307).padStart(8, '0')}`,
        workshopId: workshopIds[workshopIndex]!,
        skills: SKILL_SETS[index % SKILL_SETS.length]!,
        ...idProofFor(index),
        joinedOn: addDays(today, -(30 + index * 23)),
        // Two workers have left, so the inactive filter shows something.
        status: index === 11 || index === 28 ? 'inactive' : 'active',
      });
      index++;
    }
  });
  const inserted = await tx.insert(workers).values(newWorkers).returning({ id: workers.id, workshopId: workers.workshopId });
  const workerIdsByWorkshop = workshopIds.map((workshopId) => inserted.filter((row) => row.workshopId === workshopId).map((row) => row.id));

  await tx.insert(workerSocieties).values(
    DEMO_ASSIGNMENTS.flatMap((assignment) =>
      assignment.workers.map((workerIndex) => ({ workerId: workerIdsByWorkshop[assignment.workshop]![workerIndex]!, societyId: societyIds[assignment.society]! })),
    ),
  );

  await tx.insert(leaves).values(
    DEMO_LEAVES.map(([workshopIndex, workerIndex, startOffset, days, type, status, reason]) => {
      const decided = status !== 'pending';
      return {
        workerId: workerIdsByWorkshop[workshopIndex]![workerIndex]!,
        startDate: addDays(today, startOffset),
        endDate: addDays(today, startOffset + days - 1),
        type,
        reason,
        status,
        createdBy: superAdmin?.id ?? null,
        decidedBy: decided ? (superAdmin?.id ?? null) : null,
        decidedAt: decided ? new Date(`${addDays(today, Math.min(startOffset, 0) - 1)}T05:30:00.000Z`) : null,
        decisionNote: status === 'rejected' ? 'Too many people off that day' : null,
      };
    }),
  );
  return true;
}
