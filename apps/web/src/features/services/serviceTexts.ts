import type { ServiceAction, VehicleType } from '@carcare/contracts';
import { LIST_PANEL_TEXT_NAMES, RECORD_LOAD_TEXT_NAMES } from '../../components/list/listTextNames';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { pickTexts } from '../../i18n/pickTexts';
import english from './i18n/en.json';

/** Texts of the catalogue, inclusion and offering pages (the spec does not show them; these are the console's own), and their Hindi. */
export const serviceCatalogue = defineCatalogue('services', english, () => import('./i18n/hi.json'));

export type ServiceText = Translate<Extract<keyof typeof english, string>>;

/** Which status changes are destructive (red) and which need a note: rules, not words. */
export const SERVICE_ACTION_RULES: Readonly<Record<ServiceAction, { destructive: boolean; noteRequired: boolean }>> = {
  approve: { destructive: false, noteRequired: false },
  reject: { destructive: true, noteRequired: true },
  activate: { destructive: false, noteRequired: false },
  deactivate: { destructive: true, noteRequired: false },
};

/** The confirmation and result texts of one status change. */
export function serviceActionTexts(t: ServiceText, action: ServiceAction) {
  return { ...pickTexts(t, ['button', 'title', 'text', 'done', 'noteLabel'], `action.${action}.`), ...SERVICE_ACTION_RULES[action] };
}

/** "SUV price": the label of a price box, and the name its messages use. */
export const priceLabel = (t: ServiceText, vehicle: VehicleType) => t('priceLabel', { vehicle: t(`vehicle.${vehicle}`) });

/** Minutes as "45 min", "1 h", "1 h 30 min". */
export function formatDuration(t: ServiceText, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('duration.minutes', { minutes: rest });
  return rest === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes: rest });
}

/** The words of the catalogue's lists, as the list components take them. */
export function serviceListTexts(t: ServiceText) {
  return pickTexts(t, LIST_PANEL_TEXT_NAMES);
}

/** The words of an edit page's loading states. */
export function serviceLoadTexts(t: ServiceText) {
  return pickTexts(t, RECORD_LOAD_TEXT_NAMES);
}

export function inclusionListTexts(t: ServiceText) {
  return pickTexts(t, LIST_PANEL_TEXT_NAMES, 'inclusion.');
}

export function offeringListTexts(t: ServiceText) {
  return pickTexts(t, LIST_PANEL_TEXT_NAMES, 'offering.');
}

export function offeringLoadTexts(t: ServiceText) {
  return pickTexts(t, RECORD_LOAD_TEXT_NAMES, 'offering.');
}

/**
 * Saved list views are stored under a key made from the grid's name: the English name, so a
 * view saved in one language is found in the other.
 */
export const LIST_VIEW_KEYS = {
  catalogue: 'list.services',
  pending: 'list.pending-service-requests',
  inclusions: 'list.service-inclusions',
} as const;
