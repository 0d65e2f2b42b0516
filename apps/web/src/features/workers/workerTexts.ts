import type { ListPanelTexts } from '../../components/list/ListCard';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { pickTexts } from '../../i18n/pickTexts';
import { STATUS_CHANGE_TEXT_NAMES } from '../../components/statusTextNames';
import english from './i18n/en.json';

/** The workers' list, profile, form and bulk changes, English and Hindi. */
export const workerCatalogue = defineCatalogue('workers', english, () => import('./i18n/hi.json'));

export type WorkerTexts = Translate<Extract<keyof typeof english, string>>;

/** The words of the worker list for ListCard: a society manager's empty list says whose workers. */
export function workerListTexts(t: WorkerTexts, manage: boolean): ListPanelTexts {
  return { ...pickTexts(t, ['searchLabel', 'any', 'gridLabel', 'clearFilters', 'listFailed', 'retry']), none: manage ? t('emptyWorkshop') : t('emptySociety') };
}

/** Deactivate / reactivate: the words useStatusChange asks with. */
export function workerStatusTexts(t: WorkerTexts) {
  return pickTexts(t, STATUS_CHANGE_TEXT_NAMES);
}
