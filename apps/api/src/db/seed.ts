import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { admins, societies, workshops } from './schema';

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

/** Seeds the demo on an empty database. Returns false (and changes nothing) when admins already exist. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starters so two processes never seed twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('carcare-seed'))`);
    const existing = await tx.select({ id: admins.id }).from(admins).limit(1);
    if (existing.length > 0) return false;

    const workshopRows = await tx.insert(workshops).values(DEMO_WORKSHOPS).returning({ id: workshops.id });
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
  });
}
