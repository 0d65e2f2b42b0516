import type { WorkshopService } from '@carcare/contracts';
import { workshopServiceListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { SERVICE_WORDS } from '../services/service-export';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { countOfferings, offeringListWhere, selectOfferingPositions, selectOfferingsByIds } from './offering-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  /** A workshop's service offered to its customers or withdrawn, in the offerings screen's words. */
  offeringStatus: Readonly<Record<'offered' | 'withdrawn', string>>;
}> = {
  en: {
    offeringStatus: { offered: 'Offered', withdrawn: 'Withdrawn' },
  },
  hi: {
    offeringStatus: { offered: 'उपलब्ध', withdrawn: 'वापस ली गई' },
  },
};

const COLUMNS = defineExportColumns<'workshop-services', WorkshopService>('workshop-services', [
  { key: 'id', header: 'ID', value: (o) => o.id },
  { key: 'name', header: 'Service', value: (o) => o.service.name },
  // Whose offer it is goes with the service: a super admin's file holds every workshop's.
  { key: 'name', header: 'Workshop', value: (o) => o.workshop.name },
  { key: 'active', header: 'Status', value: (o, t) => WORDS[t.language].offeringStatus[o.active ? 'offered' : 'withdrawn'] },
  { key: 'category', header: 'Category', value: (o, t) => labelOf(SERVICE_WORDS[t.language].serviceCategory, o.service.category) },
  // What a customer pays at this workshop (its own price where it set one), as the list shows.
  { key: 'price_hatchback', header: 'Hatchback price (₹)', value: (o) => o.effective_prices.hatchback / 100 },
  { key: 'price_sedan', header: 'Sedan price (₹)', value: (o) => o.effective_prices.sedan / 100 },
  { key: 'price_suv', header: 'SUV price (₹)', value: (o) => o.effective_prices.suv / 100 },
  { key: 'price_muv', header: 'MUV price (₹)', value: (o) => o.effective_prices.muv / 100 },
  { key: 'price_bike', header: 'Bike price (₹)', value: (o) => o.effective_prices.bike / 100 },
]);

/**
 * The services workshops offer in the caller's scope (a super admin every workshop's, a workshop
 * admin its own), filtered and sorted as the list; prices in rupees, the workshop's own where set.
 */
export const offeringExport = (db: Db) =>
  pagedListExport(db, 'workshop-services', COLUMNS, { sheet: { en: 'Services offered', hi: 'उपलब्ध सेवाएँ' }, permission: 'offerings.manage', what: 'the filtered services offered' }, {
    query: workshopServiceListQuerySchema,
    where: offeringListWhere,
    reads: { positions: selectOfferingPositions, byIds: selectOfferingsByIds, count: countOfferings },
  });
