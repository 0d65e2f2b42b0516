import type { RouteData } from './defineFeature';
import type { AppDispatch } from './makeStore';

/** An endpoint of RTK Query that answers one record by its id. */
interface RecordEndpoint {
  initiate(id: number, options: { subscribe: false }): unknown;
}

/**
 * Route data for the page of one record (`…/:id`: a request, a concern, a worker): the record is
 * asked for as the route is entered, beside the page's code, not once the page has rendered.
 * Without a subscription, as components/list/prefetchList. Only an id the page itself asks for
 * (a whole number above 0, as idFromParam reads it); the page says "not found" for another.
 */
export function prefetchRecord(endpoint: RecordEndpoint): RouteData {
  return (_search, dispatch, { id }) => {
    const value = Number(id);
    if (id && Number.isInteger(value) && value > 0) dispatch(endpoint.initiate(value, { subscribe: false }) as Parameters<AppDispatch>[0]);
  };
}
