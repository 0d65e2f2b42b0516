import type { Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '@carcare/contracts';
import { injectSlice } from '../app/makeStore';
import { logout, signOutSuccess } from '../app/session/authSlice';
import { httpClient, HttpError, SessionEndedError, type HttpRequest } from './httpClient';

/** What an endpoint's query returns: the call, without the abort signal RTK Query adds. */
export type HttpQueryArgs = Omit<HttpRequest, 'signal' | 'responseType'>;

/** Every failed call looks the same to the UI: HTTP status (0 = no answer) and the API error body. */
export interface ApiQueryError {
  status: number;
  data: { message: string; code: string; details?: ApiError['details'] };
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export function toApiQueryError(error: unknown): ApiQueryError {
  if (error instanceof SessionEndedError) {
    return { status: 401, data: { message: error.message, code: 'UNAUTHENTICATED' } };
  }
  if (error instanceof HttpError) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data as Partial<ApiError> | undefined;
    const message = typeof body?.message === 'string' && body.message ? body.message : status ? error.message : NETWORK_MESSAGE;
    const code = typeof body?.code === 'string' ? body.code : status ? `HTTP_${status}` : 'NETWORK_ERROR';
    return { status, data: Array.isArray(body?.details) ? { message, code, details: body.details } : { message, code } };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, data: { message, code: 'INTERNAL' } };
}

/** RTK Query over the shared httpClient, so every endpoint gets the Bearer header and token refresh. */
export function httpBaseQuery(): BaseQueryFn<HttpQueryArgs | string, unknown, ApiQueryError> {
  return async (args, { signal }) => {
    const { url, method = 'GET', data, params, headers } = typeof args === 'string' ? { url: args } : args;
    try {
      const response = await httpClient.request({ url, method, data, params, headers, signal });
      return { data: response.data };
    } catch (error) {
      return { error: toApiQueryError(error) };
    }
  };
}

export type ApiBaseQuery = ReturnType<typeof httpBaseQuery>;

/**
 * The cache tag types, by name: the shared ones here (option lists, saved list views); each feature
 * adds its own in its feature.ts (`declare module` of this interface, and `tags` in its descriptor),
 * which the shell adds to the API slice as it finds the feature (addApiTagTypes).
 */
export interface ApiTagTypes {
  Options: true;
  SavedView: true;
}
export type ApiTagType = Extract<keyof ApiTagTypes, string>;

const tagTypes: ApiTagType[] = ['Options', 'SavedView'];

/** Every cache tag type the API slice knows: the shared ones and those of the features found so far. */
export function apiTagTypes(): readonly ApiTagType[] {
  return tagTypes;
}

/** The console's one API slice; features add endpoints with baseApi.injectEndpoints (see resource.ts). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery(),
  tagTypes,
  endpoints: () => ({}),
});

declare module '../app/makeStore' {
  /** The API slice's state, once it has joined the store (injectSlice below). */
  interface LazyLoadedSlices {
    api: ReturnType<typeof baseApi.reducer>;
  }
}

/** Cached server data belongs to the session that fetched it. */
const resetApiOnSignOut: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (logout.match(action) || signOutSuccess.match(action)) api.dispatch(baseApi.util.resetApiState());
  return result;
};

/** Refetches on focus and reconnect (refetchOnFocus, refetchOnReconnect): set up once per store, when it first takes this middleware. */
const refetchListeners: Middleware = (api) => {
  setupListeners(api.dispatch);
  return (next) => (action) => next(action);
};

/** Adds cache tag types to the API slice (a feature's, as the shell finds it); RTK Query checks them in development. */
export function addApiTagTypes(added: readonly ApiTagType[]): void {
  const fresh = added.filter((tag) => !tagTypes.includes(tag));
  tagTypes.push(...fresh);
  baseApi.enhanceEndpoints({ addTagTypes: fresh });
}

// The API slice joins the store with the first code that uses it (the console's layout and pages),
// so the sign-in page loads neither RTK Query nor the HTTP client.
injectSlice(baseApi, baseApi.middleware, resetApiOnSignOut, refetchListeners);

/** Reads the normalised error of a failed query or mutation (RTK Query types it loosely). */
export function apiErrorOf(error: unknown): ApiQueryError | null {
  if (error && typeof error === 'object' && 'status' in error && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) return error as ApiQueryError;
  }
  return null;
}
