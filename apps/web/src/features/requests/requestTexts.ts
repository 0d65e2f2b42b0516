import type { PaymentMethod, RequestEvent, RequestStatus } from '@carcare/contracts';
import { approximateCount } from '../../components/format/entityFormat';
import type { ListPanelTexts } from '../../components/list/ListCard';
import { DATED_LIST_TEXT_NAMES } from '../../components/list/listTextNames';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { pickTexts } from '../../i18n/pickTexts';
import english from './i18n/en.json';

/** The requests' texts (list, filters, statuses, details, phone booking, status changes), English and Hindi. */
export const requestCatalogue = defineCatalogue('requests', english, () => import('./i18n/hi.json'));

export type RequestKey = Extract<keyof typeof english, string>;
export type RequestTexts = Translate<RequestKey>;

/** "360 requests", or "About 1.2 M requests" when the server estimated the total. */
export function requestTotal(t: RequestTexts, count: number, isEstimate?: boolean): string {
  return isEstimate ? t('totalEstimate', { approx: approximateCount(count) }) : t('total', { count });
}

/** The words of the requests list (search, empty states, total) for ListCard. */
export function requestListTexts(t: RequestTexts): ListPanelTexts {
  return { ...pickTexts(t, DATED_LIST_TEXT_NAMES), total: (count, isEstimate) => requestTotal(t, count, isEstimate) };
}

/** What a timeline entry says happened. */
export function eventTitle(t: RequestTexts, event: Pick<RequestEvent, 'action' | 'from_status'>): string {
  return event.action === 'assign' && event.from_status === 'assigned' ? t('event.reassign') : t(`event.${event.action}`);
}

// English labels for the folders not converted yet (dashboard, transactions), from the same catalogue.
export const REQUEST_STATUS_LABELS = Object.fromEntries(
  Object.entries(english).flatMap(([key, text]) => (key.startsWith('status.') ? [[key.slice('status.'.length), text]] : [])),
) as Readonly<Record<RequestStatus, string>>;
export const PAYMENT_METHOD_LABELS = Object.fromEntries(
  Object.entries(english).flatMap(([key, text]) => (key.startsWith('paymentMethod.') ? [[key.slice('paymentMethod.'.length), text]] : [])),
) as Readonly<Record<PaymentMethod, string>>;
