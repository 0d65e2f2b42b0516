import type { EndpointBuilder, TagDescription } from '@reduxjs/toolkit/query/react';
import type { DeletedRecord, ListParams, ListResponse } from '@carcare/contracts';
import { baseApi, type ApiBaseQuery, type ApiTagType } from './baseApi';

/** Where every resource of the console's API lives. */
export const API_V1 = '/api/v1';

/** The builder `baseApi.injectEndpoints` hands its endpoints function. */
export type ApiBuilder = EndpointBuilder<ApiBaseQuery, ApiTagType, 'api'>;
export type ApiTag = TagDescription<ApiTagType>;

/** The types of one API resource, all from the contracts. */
export interface ResourceTypes {
  /** A row of its list, and what its writes answer unless `details` says otherwise. */
  item: { id: number };
  /** One record as GET /{id} answers it (defaults to `item`). */
  details?: { id: number };
  /** The list query schema's type: its keys are the list's parameters. */
  query?: object;
  create?: unknown;
  update?: unknown;
}

type DetailsOf<T extends ResourceTypes> = T['details'] extends { id: number } ? T['details'] : T['item'];

export interface ResourceOptions {
  /** Below /api/v1: `workshops`, `service-inclusions`. */
  path: string;
  /** The cache tag type of its rows; `{ type, id: 'LIST' }` marks its lists. */
  tag: ApiTagType;
  /** How an edit is sent (PUT unless the API takes a partial PATCH). */
  updateMethod?: 'PUT' | 'PATCH';
  /** Other cached data every write here makes stale (option lists, lists of other resources that show these rows). */
  affects?: readonly ApiTag[];
  /** The name given to this resource's GET-one endpoint: writes that answer the record put it straight into that cache. */
  getEndpoint?: string;
}

/** One API resource: its paths and tags, from which its endpoints are made. */
export interface Resource<T extends ResourceTypes> extends ResourceOptions {
  /** `/api/v1/{path}/…segments`. */
  url: (...segments: (string | number)[]) => string;
  /** The CSV export of the list, where the API offers one. */
  csvUrl: string;
  listTag: ApiTag;
  tagOf: (id: number) => ApiTag;
  /** Type carrier only (never set): lets the endpoints below infer the resource's types. */
  readonly types?: T;
}

/** Describes one resource (after refine's DataProvider resources): say the path and tag once. */
export function defineResource<T extends ResourceTypes>(options: ResourceOptions): Resource<T> {
  const base = `${API_V1}/${options.path}`;
  return {
    ...options,
    url: (...segments) => [base, ...segments].join('/'),
    csvUrl: `${base}.csv`,
    listTag: { type: options.tag, id: 'LIST' },
    tagOf: (id) => ({ type: options.tag, id }),
  };
}

/** Optional extras of a custom action endpoint. */
export interface ActionOptions<A> {
  method?: 'POST' | 'PUT' | 'DELETE';
  /** The request body (default: the arguments without `id`). */
  body?: (args: A) => unknown;
  /** Query parameters (DELETE sends `version` here). */
  params?: (args: A) => Record<string, string | number>;
  headers?: (args: A) => Record<string, string>;
  /** More tags made stale: after a failure (the page then shows the current state) or a success. */
  also?: (args: A, failed: boolean) => readonly ApiTag[];
  /** The answer is the record as it now is: put it in the GET-one cache instead of asking again. */
  answerIsRecord?: boolean;
}

/** Writes the record a write answered into the resource's GET-one cache (no refetch needed). */
function putAnswer<T extends ResourceTypes>(resource: Resource<T>) {
  return async (args: { id: number }, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> }) => {
    if (!resource.getEndpoint) return;
    try {
      const { data } = await queryFulfilled;
      // The GET-one endpoint is injected by the feature under the name it gave: the slice cannot type it here.
      dispatch(baseApi.util.upsertQueryData(resource.getEndpoint as never, args.id as never, data as never));
    } catch {
      // The caller shows the failure; the tags refetch the current state.
    }
  };
}

/** The standard endpoints a resource may offer. */
export type StandardOp = 'list' | 'get' | 'create' | 'update' | 'setActive' | 'remove' | 'restore';

/** What a standard endpoint is called: `listWorkshops`, `getWorkshop`, `setWorkshopActive`, `deleteWorkshop`. */
type EndpointName<Op extends StandardOp, One extends string, Many extends string> = Op extends 'list'
  ? `list${Many}`
  : Op extends 'setActive'
    ? `set${One}Active`
    : Op extends 'remove'
      ? `delete${One}`
      : `${Op}${One}`;

function endpointName(op: StandardOp, one: string, many: string): string {
  if (op === 'list') return `list${many}`;
  if (op === 'setActive') return `set${one}Active`;
  if (op === 'remove') return `delete${one}`;
  return `${op}${one}`;
}

/**
 * The standard endpoints of a resource (list, get, create, update, activate/deactivate, delete and
 * custom actions), each with its tags. A feature names the ones its API offers in one line,
 * `...crud.named('Workshop', 'Workshops', 'list', 'get', 'create')`, and adds its own actions.
 */
export function resourceEndpoints<T extends ResourceTypes>(build: ApiBuilder, resource: Resource<T>) {
  const { url, listTag, tagOf, affects = [] } = resource;
  const writeTags = (id: number): ApiTag[] => [tagOf(id), listTag, ...affects];

  /** POST (or PUT/DELETE) `/{path}/{id}/{segment}`: a step of the record's state machine or another change. */
  function action<A extends { id: number }, R = DetailsOf<T>>(segment: (args: A) => string | undefined, options: ActionOptions<A> = {}) {
    const { method = 'POST', body = ({ id: _id, ...rest }: A) => rest, params, headers, also, answerIsRecord } = options;
    return build.mutation<R, A>({
      query: (args) => {
        const tail = segment(args);
        return { url: tail ? url(args.id, tail) : url(args.id), method, data: method === 'DELETE' ? undefined : body(args), params: params?.(args), headers: headers?.(args) };
      },
      ...(answerIsRecord ? { onQueryStarted: putAnswer(resource) } : {}),
      invalidatesTags: (_result, error, args) => [...(answerIsRecord && !error ? [listTag, ...affects] : writeTags(args.id)), ...(also?.(args, Boolean(error)) ?? [])],
    });
  }

  const standard = {
    list: build.query<ListResponse<T['item']>, ListParams<NonNullable<T['query']>>>({
      query: (params) => ({ url: url(), params }),
      providesTags: (result) => [listTag, ...(result?.data ?? []).map((row) => tagOf(row.id))],
    }),
    get: build.query<DetailsOf<T>, number>({
      query: (id) => ({ url: url(id) }),
      providesTags: (_result, _error, id) => [tagOf(id)],
    }),
    create: build.mutation<DetailsOf<T>, T['create']>({
      query: (body) => ({ url: url(), method: 'POST', data: body }),
      invalidatesTags: [listTag, ...affects],
    }),
    update: build.mutation<DetailsOf<T>, { id: number; body: T['update'] }>({
      query: ({ id, body }) => ({ url: url(id), method: resource.updateMethod ?? 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => writeTags(id),
    }),
    /** POST /{id}/activate or /{id}/deactivate with the version the caller saw. */
    setActive: action<{ id: number; active: boolean; version: number }>(({ active }) => (active ? 'activate' : 'deactivate'), {
      body: ({ version }) => ({ version }),
    }),
    /**
     * DELETE /{id}?version= (where the API checks versions): the deleted record's own copy is not refetched
     * (it would answer 404). A soft delete answers the id and the version its Undo (`restore`) sends.
     */
    remove: build.mutation<DeletedRecord | null, { id: number; version?: number }>({
      query: ({ id, version }) => ({ url: url(id), method: 'DELETE', params: version === undefined ? undefined : { version } }),
      invalidatesTags: [listTag, ...affects],
    }),
    /** POST /{id}/restore with the version the delete answered: Undo, or a super admin's restore from the deleted ones. */
    restore: action<{ id: number; version: number }>(() => 'restore'),
  };

  /** The chosen standard endpoints under their conventional names (RTK Query makes `useListWorkshopsQuery` of them). */
  function named<One extends string, Many extends string, Op extends StandardOp>(one: One, many: Many, ...ops: Op[]) {
    return Object.fromEntries(ops.map((op) => [endpointName(op, one, many), standard[op]])) as {
      [K in Op as EndpointName<K, One, Many>]: (typeof standard)[K];
    };
  }

  /** GET `/{path}/{segment}` with no arguments: a side list of the resource (its cities, its options), cached under `tag`. */
  function read<R>(segment: string, tag: ApiTag) {
    return build.query<R, void>({ query: () => ({ url: url(segment) }), providesTags: [tag] });
  }

  return { ...standard, action, named, read };
}

/** The endpoints `resourceEndpoints` makes for a resource. */
export type ResourceCrud<T extends ResourceTypes> = ReturnType<typeof resourceEndpoints<T>>;

/** The standard endpoints a feature offers, by their names: `['Reason', 'Reasons', 'list', 'create']`. */
export type StandardNames<One extends string, Many extends string, Op extends StandardOp> = readonly [one: One, many: Many, ...ops: Op[]];

/**
 * A resource's API in one call: its standard endpoints under their conventional names, and the
 * feature's own (custom actions, side queries) from `more`. RTK Query makes the usual hooks of all.
 */
export function injectResource<T extends ResourceTypes, One extends string, Many extends string, Op extends StandardOp, E extends object = object>(
  resource: Resource<T>,
  [one, many, ...ops]: StandardNames<One, Many, Op>,
  more?: (crud: ResourceCrud<T>, build: ApiBuilder) => E,
) {
  return baseApi.injectEndpoints({
    endpoints: (build) => {
      const crud = resourceEndpoints(build, resource);
      return { ...crud.named(one, many, ...ops), ...(more?.(crud, build) as E) };
    },
  });
}
