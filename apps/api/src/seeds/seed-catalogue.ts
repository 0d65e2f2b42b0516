import type { ServicePrices } from '@carcare/contracts';
import { cancellationReasons, serviceInclusionLinks, serviceInclusions, services, sops, workshopServices } from '../db/schema';
import type { Tx } from '../db/transaction';

const rupees = (amount: number) => amount * 100;
const prices = (hatchback: number, sedan: number, suv: number, muv: number, bike: number): ServicePrices => ({
  hatchback: rupees(hatchback),
  sedan: rupees(sedan),
  suv: rupees(suv),
  muv: rupees(muv),
  bike: rupees(bike),
});

/** Inclusions 1..10 in this order. */
export const DEMO_INCLUSIONS: { name: string; description: string; active?: boolean }[] = [
  { name: 'Foam wash', description: 'Snow-foam pre-wash that lifts dirt before contact' },
  { name: 'Interior vacuum', description: 'Seats, mats, boot and footwells' },
  { name: 'Dashboard polish', description: 'Non-greasy dressing for dashboard and trims' },
  { name: 'Tyre dressing', description: 'Tyre shine and wheel-arch cleaning' },
  { name: 'Glass cleaning', description: 'Streak-free windows and mirrors, inside and out' },
  { name: 'Machine polish', description: 'Dual-action polish that removes swirl marks' },
  { name: 'Ceramic layer', description: 'One layer of 9H ceramic coating' },
  { name: 'Engine bay cleaning', description: 'Degreasing and dressing of the engine bay' },
  { name: 'Oil and filter change', description: 'Engine oil and oil filter replaced' },
  { name: 'Underbody wash', description: 'High-pressure underbody rinse', active: false },
];

/** Services 1..8 active, 9 inactive, 10 pending approval (asked by workshop 2), 11 rejected. */
export const DEMO_SERVICES: {
  name: string;
  description: string;
  category: 'wash' | 'detailing' | 'maintenance' | 'repair' | 'inspection';
  durationMinutes: number;
  prices: ServicePrices;
  inclusions: number[];
  status?: 'active' | 'inactive' | 'pending_approval' | 'rejected';
  requestedByWorkshopIndex?: number;
  decisionNote?: string;
}[] = [
  { name: 'Express Exterior Wash', description: 'A quick foam wash and dry at your parking spot.', category: 'wash', durationMinutes: 30, prices: prices(299, 349, 399, 449, 149), inclusions: [1, 4, 5] },
  { name: 'Premium Wash & Vacuum', description: 'Exterior foam wash with a full interior vacuum.', category: 'wash', durationMinutes: 60, prices: prices(599, 699, 799, 899, 249), inclusions: [1, 2, 3, 4, 5] },
  { name: 'Interior Deep Cleaning', description: 'Shampoo of seats, carpets and roof lining.', category: 'detailing', durationMinutes: 150, prices: prices(1999, 2299, 2799, 2999, 699), inclusions: [2, 3, 5] },
  { name: 'Paint Polishing', description: 'Machine polish that restores gloss and removes light scratches.', category: 'detailing', durationMinutes: 180, prices: prices(2999, 3499, 3999, 4299, 1199), inclusions: [1, 6] },
  { name: 'Ceramic Coating', description: 'Long-lasting hydrophobic protection for the paint.', category: 'detailing', durationMinutes: 480, prices: prices(14999, 17999, 21999, 22999, 4999), inclusions: [1, 6, 7] },
  { name: 'Periodic Maintenance Service', description: 'Oil change, filter check and a 30-point inspection.', category: 'maintenance', durationMinutes: 240, prices: prices(3499, 3999, 4999, 5299, 1299), inclusions: [8, 9] },
  { name: 'Battery Replacement', description: 'Testing and fitting of a new battery (battery charged separately).', category: 'repair', durationMinutes: 45, prices: prices(499, 499, 599, 599, 299), inclusions: [] },
  { name: 'Pre-purchase Inspection', description: 'A 120-point inspection report of a used car.', category: 'inspection', durationMinutes: 90, prices: prices(1499, 1699, 1999, 1999, 799), inclusions: [] },
  { name: 'Monsoon Underbody Coating', description: 'Rust protection for the underbody before the rains.', category: 'maintenance', durationMinutes: 120, prices: prices(2499, 2799, 3299, 3499, 999), inclusions: [], status: 'inactive' },
  { name: 'Headlight Restoration', description: 'Sanding and UV coating of yellowed headlights.', category: 'detailing', durationMinutes: 60, prices: prices(999, 999, 1199, 1199, 499), inclusions: [6], status: 'pending_approval', requestedByWorkshopIndex: 1 },
  { name: 'Doorstep Tyre Puncture Repair', description: 'Tubeless puncture repair at home.', category: 'repair', durationMinutes: 30, prices: prices(199, 199, 249, 249, 99), inclusions: [], status: 'rejected', requestedByWorkshopIndex: 2, decisionNote: 'Covered by Battery & tyre partners; not offered by workshops' },
];

/** Reasons 1..7 in sort order; 7 is inactive. */
export const DEMO_REASONS: { text: string; audience: 'customer' | 'workshop' | 'admin'; active?: boolean }[] = [
  { text: 'Customer changed plans', audience: 'customer' },
  { text: 'Customer not reachable', audience: 'workshop' },
  { text: 'Vehicle not available at the address', audience: 'workshop' },
  { text: 'No worker available for the slot', audience: 'workshop' },
  { text: 'Booked by mistake', audience: 'customer' },
  { text: 'Duplicate booking', audience: 'admin' },
  { text: 'Heavy rain in the area', audience: 'admin', active: false },
];

/**
 * Which services each demo workshop offers (by workshop index → service ids), with a price override
 * on some. Workshop 1 offers services 1–6, the others a subset.
 */
export const DEMO_OFFERINGS: Record<number, { serviceId: number; overrides?: Partial<ServicePrices> }[]> = {
  0: [{ serviceId: 1 }, { serviceId: 2, overrides: { sedan: rupees(649), suv: rupees(749) } }, { serviceId: 3 }, { serviceId: 4 }, { serviceId: 5, overrides: { suv: rupees(20999) } }, { serviceId: 6 }],
  1: [{ serviceId: 1 }, { serviceId: 2 }, { serviceId: 3, overrides: { hatchback: rupees(1799) } }, { serviceId: 7 }],
  2: [{ serviceId: 1 }, { serviceId: 2 }, { serviceId: 6 }, { serviceId: 8 }],
  3: [{ serviceId: 1 }, { serviceId: 4 }, { serviceId: 5 }],
  4: [{ serviceId: 1 }, { serviceId: 2 }, { serviceId: 3 }, { serviceId: 4 }, { serviceId: 7 }, { serviceId: 8 }],
};

const DEMO_SOPS: { title: string; serviceId: number | null; steps: string[]; status: 'draft' | 'published' | 'archived' }[] = [
  {
    title: 'Express wash at a society parking',
    serviceId: 1,
    status: 'published',
    steps: ['Confirm the registration number with the booking', 'Photograph all four sides before starting', 'Rinse, apply snow foam and wait 3 minutes', 'Rinse top to bottom and dry with microfibre', 'Dress tyres and clean the glass', 'Photograph again and mark the job complete'],
  },
  {
    title: 'Ceramic coating in the workshop bay',
    serviceId: 5,
    status: 'draft',
    steps: ['Decontaminate paint with clay bar', 'Machine polish panel by panel', 'IPA wipe-down', 'Apply coating, one panel at a time', 'Cure under IR lamps for 1 hour'],
  },
  { title: 'Old wash checklist (2024)', serviceId: 1, status: 'archived', steps: ['Rinse', 'Soap', 'Dry'] },
];

/** Seeds the catalogue once: inclusions, services (with links), SOPs, reasons and workshop offerings. */
export async function seedCatalogue(tx: Tx, workshopIds: number[], superAdminId: number, now: Date): Promise<boolean> {
  const existing = await tx.select({ id: services.id }).from(services).limit(1);
  if (existing.length > 0) return false;
  const at = { createdAt: now, updatedAt: now };
  const inclusionRows = await tx
    .insert(serviceInclusions)
    .values(DEMO_INCLUSIONS.map((inclusion) => ({ name: inclusion.name, description: inclusion.description, active: inclusion.active ?? true, ...at })))
    .returning({ id: serviceInclusions.id });
  const inclusionIds = inclusionRows.map((row) => row.id);
  const serviceRows = await tx
    .insert(services)
    .values(
      DEMO_SERVICES.map((service) => {
        const requested = service.requestedByWorkshopIndex !== undefined;
        const decided = service.status === 'rejected';
        return {
          name: service.name,
          description: service.description,
          category: service.category,
          durationMinutes: service.durationMinutes,
          prices: service.prices,
          status: service.status ?? 'active',
          requestedByWorkshopId: requested ? workshopIds[service.requestedByWorkshopIndex!] : null,
          decidedBy: decided ? superAdminId : null,
          decidedAt: decided ? now : null,
          decisionNote: service.decisionNote ?? null,
          ...at,
        };
      }),
    )
    .returning({ id: services.id });
  const serviceIds = serviceRows.map((row) => row.id);
  const links = DEMO_SERVICES.flatMap((service, index) =>
    service.inclusions.map((inclusion, position) => ({ serviceId: serviceIds[index]!, inclusionId: inclusionIds[inclusion - 1]!, position })),
  );
  if (links.length > 0) await tx.insert(serviceInclusionLinks).values(links);
  await tx.insert(sops).values(DEMO_SOPS.map((sop) => ({ title: sop.title, serviceId: sop.serviceId === null ? null : serviceIds[sop.serviceId - 1]!, steps: sop.steps, status: sop.status, ...at })));
  await tx.insert(cancellationReasons).values(DEMO_REASONS.map((reason, index) => ({ text: reason.text, audience: reason.audience, active: reason.active ?? true, sortOrder: (index + 1) * 10, ...at })));
  const offerings = Object.entries(DEMO_OFFERINGS).flatMap(([workshopIndex, offered]) =>
    offered.map((offering) => ({ workshopId: workshopIds[Number(workshopIndex)]!, serviceId: serviceIds[offering.serviceId - 1]!, priceOverrides: offering.overrides ?? {}, ...at })),
  );
  await tx.insert(workshopServices).values(offerings);
  return true;
}
