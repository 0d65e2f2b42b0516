import { idFromParam } from '../components/format/entityFormat';
import type { RouteData } from './defineFeature';
import type { AppDispatch } from './makeStore';

/** An endpoint of RTK Query: what its `initiate` takes is checked where the page uses the endpoint's hook. */
export interface QueryEndpoint<A> {
  initiate(args: A, options: { subscribe: false }): unknown;
}

/**
 * Route data for a query a page asks for as it mounts (a filter's options): asked for as the route is
 * entered instead, so its answer arrives with the page's first data and the page draws them once, not
 * again for each answer that comes after it. Without a subscription the answer is kept for RTK Query's
 * keepUnusedDataFor, long enough for the page to mount and take it.
 */
export function prefetchQuery<A>(endpoint: QueryEndpoint<A>, args: A): RouteData {
  return (_params, dispatch) => void dispatch(endpoint.initiate(args, { subscribe: false }) as Parameters<AppDispatch>[0]);
}

/**
 * Route data for the page of one record (`…/:id`: a request, a concern, a worker): the record is
 * asked for as the route is entered, beside the page's code, not once the page has rendered. Only
 * an id the page itself asks for (idFromParam); the page says "not found" for another.
 */
export function prefetchRecord(endpoint: QueryEndpoint<number>): RouteData {
  return (params, dispatch, pathParams) => {
    const id = idFromParam(pathParams.id);
    if (id !== null) prefetchQuery(endpoint, id)(params, dispatch, pathParams);
  };
}
