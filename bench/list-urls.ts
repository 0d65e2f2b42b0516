// The URLs every list benchmark measures (lists.ts, overhead.ts): each list endpoint's first page,
// each allowed sort both ways, a filter, a search, pages 200 and 2000 by number and by cursor (those
// the list has), and the header search.
import {
  CONCERN_SORTS,
  INCLUSION_SORTS,
  INVOICE_SORTS,
  LEAVE_SORTS,
  REQUEST_SORTS,
  REVIEW_SORTS,
  SERVICE_SORTS,
  SETTLEMENT_SORTS,
  SOCIETY_SORTS,
  SOP_SORTS,
  TRANSACTION_SORTS,
  WORKER_SORTS,
  WORKSHOP_SORTS,
} from '@carcare/contracts';

interface List {
  path: string;
  sorts: readonly string[];
  /** One filter an operator uses, as a query string. */
  filter?: string;
  search?: string;
  /** The list answers next_cursor: its deep pages are also measured as the console's Next reads them. */
  cursor?: boolean;
}

/** The lists, with `registration` (a seeded request's registration number) as the requests search. */
function lists(registration: string): List[] {
  return [
    { path: '/api/v1/requests', sorts: REQUEST_SORTS, filter: 'status=completed', search: registration, cursor: true },
    { path: '/api/v1/transactions', sorts: TRANSACTION_SORTS, filter: 'kind=refund', search: 'TX-00001', cursor: true },
    { path: '/api/v1/invoices', sorts: INVOICE_SORTS, filter: 'kind=credit_note', search: 'SR-000001', cursor: true },
    { path: '/api/v1/settlements', sorts: SETTLEMENT_SORTS, filter: 'status=open', cursor: true },
    { path: '/api/v1/reviews', sorts: REVIEW_SORTS, filter: 'rating=5', search: 'wash', cursor: true },
    { path: '/api/v1/concerns', sorts: CONCERN_SORTS, filter: 'status=open', search: 'UC-0000', cursor: true },
    { path: '/api/v1/audit-events', sorts: [], filter: 'entity=request' },
    { path: '/api/v1/workers', sorts: WORKER_SORTS, filter: 'status=active', search: 'ram' },
    { path: '/api/v1/leaves', sorts: LEAVE_SORTS, filter: 'status=pending' },
    { path: '/api/v1/workshops', sorts: WORKSHOP_SORTS, filter: 'status=active', search: 'auto' },
    { path: '/api/v1/societies', sorts: SOCIETY_SORTS, filter: 'status=active', search: 'park' },
    { path: '/api/v1/services', sorts: SERVICE_SORTS, filter: 'status=active', search: 'wash' },
    { path: '/api/v1/service-inclusions', sorts: INCLUSION_SORTS, search: 'polish' },
    { path: '/api/v1/sops', sorts: SOP_SORTS, search: 'wash' },
    { path: '/api/v1/cancellation-reasons', sorts: [] },
    { path: '/api/v1/notifications', sorts: [] },
  ];
}

export interface ListUrl {
  /** The list's path, e.g. `/api/v1/requests`. */
  list: string;
  /** What the URL asks, e.g. `page 1`, `sort=-code`, `page=2000 by cursor`. */
  name: string;
  url: string;
  /** The first URL of its list (the one measured at 32 connections too). */
  first: boolean;
}

/** Every URL of every list (asking the server for each list's total and deep pages' cursors), then the header search. */
export async function listUrls(base: string, authorization: string, registration: string): Promise<ListUrl[]> {
  const json = async (url: string) => (await fetch(url, { headers: { authorization } })).json() as Promise<{ total?: number; next_cursor?: string }>;
  const urls: ListUrl[] = [];
  for (const list of lists(registration)) {
    const at = (query: string) => `${base}${list.path}${query ? `?${query}` : ''}`;
    const add = (name: string, url: string) => urls.push({ list: list.path, name, url, first: name === 'page 1' });
    const rows = (await json(at(''))).total ?? 0;
    add('page 1', at(''));
    for (const sort of list.sorts) {
      add(`sort=${sort}`, at(`sort=${sort}`));
      add(`sort=-${sort}`, at(`sort=-${sort}`));
    }
    if (list.filter) add(list.filter, at(list.filter));
    if (list.search) add(`q=${list.search}`, at(`q=${encodeURIComponent(list.search)}`));
    for (const page of [200, 2000]) {
      if (rows < page * 25) continue;
      add(`page=${page}`, at(`page=${page}`));
      if (list.cursor) {
        const before = await json(at(`page=${page - 1}`));
        if (before.next_cursor) add(`page=${page} by cursor`, at(`page=${page}&cursor=${before.next_cursor}`));
      }
    }
  }
  urls.push({ list: '/api/v1/search', name: 'q=ram', url: `${base}/api/v1/search?q=ram`, first: true });
  return urls;
}
