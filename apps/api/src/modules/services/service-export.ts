import type { Service, SERVICE_CATEGORIES, SERVICE_STATUSES } from '@carcare/contracts';
import { serviceListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { countServices, selectServicePositions, selectServicesByIds, serviceListWhere } from './service-queries';

/** The words this list's export writes for its codes, in each language of the console. */
export const SERVICE_WORDS: ExportWords<{
  serviceStatus: Readonly<Record<(typeof SERVICE_STATUSES)[number], string>>;
  serviceCategory: Readonly<Record<(typeof SERVICE_CATEGORIES)[number], string>>;
}> = {
  en: {
    serviceStatus: { pending_approval: 'Pending approval', active: 'Active', rejected: 'Rejected', inactive: 'Inactive' },
    serviceCategory: { wash: 'Wash', detailing: 'Detailing', maintenance: 'Maintenance', repair: 'Repair', inspection: 'Inspection' },
  },
  hi: {
    serviceStatus: { pending_approval: 'मंज़ूरी बाकी', active: 'चालू', rejected: 'नामंज़ूर', inactive: 'बंद' },
    serviceCategory: { wash: 'धुलाई', detailing: 'डिटेलिंग', maintenance: 'मेंटेनेंस', repair: 'मरम्मत', inspection: 'जाँच' },
  },
};

const COLUMNS = defineExportColumns<'services', Service>('services', [
  { key: 'id', header: 'ID', value: (s) => s.id },
  { key: 'name', header: 'Service', value: (s) => s.name },
  // What the service is goes with its name: the list has no room for it, the file has.
  { key: 'name', header: 'Description', value: (s) => s.description },
  { key: 'name', header: 'Inclusions', value: (s) => s.inclusions.map((inclusion) => inclusion.name).join('; ') },
  { key: 'status', header: 'Status', value: (s, t) => labelOf(SERVICE_WORDS[t.language].serviceStatus, s.status) },
  // The decision goes with the status it explains (approved, rejected).
  { key: 'status', header: 'Decision note', value: (s) => s.decision_note },
  { key: 'category', header: 'Category', value: (s, t) => labelOf(SERVICE_WORDS[t.language].serviceCategory, s.category) },
  { key: 'price_hatchback', header: 'Hatchback price (₹)', value: (s) => s.prices.hatchback / 100 },
  { key: 'price_sedan', header: 'Sedan price (₹)', value: (s) => s.prices.sedan / 100 },
  { key: 'price_suv', header: 'SUV price (₹)', value: (s) => s.prices.suv / 100 },
  { key: 'price_muv', header: 'MUV price (₹)', value: (s) => s.prices.muv / 100 },
  { key: 'price_bike', header: 'Bike price (₹)', value: (s) => s.prices.bike / 100 },
  { key: 'duration_minutes', header: 'Duration (minutes)', value: (s) => s.duration_minutes },
  { key: 'requested_by', header: 'Requested by', value: (s) => s.requested_by_workshop?.name },
  { key: 'created_at', header: 'Created at (India time)', value: (s) => indiaDateTime(s.created_at) },
]);

/**
 * The catalogue in the caller's scope (a super admin every service; a workshop admin the active ones
 * and those its workshop asked for), filtered and sorted as the list. Prices in rupees.
 */
export const serviceExport = (db: Db) =>
  pagedListExport(db, 'services', COLUMNS, { sheet: { en: 'Services', hi: 'सेवाएँ' }, permission: 'services.read', what: 'the filtered service catalogue' }, {
    query: serviceListQuerySchema,
    where: serviceListWhere,
    reads: { positions: selectServicePositions, byIds: selectServicesByIds, count: countServices },
  });
