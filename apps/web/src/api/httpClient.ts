import { API_PATHS, MESSAGES, SESSION_PATHS, type RefreshBody, type RefreshResponse } from '@carcare/contracts';
import { config } from '../config';
import { logout, sessionSynced, tokenRefreshed } from '../app/session/authSlice';
import { readStoredAuthState } from '../app/session/authStorage';
import { takeUserActivity } from '../app/session/userActivity';
import { attachStore as attachSessionStore, attachedStore, type AuthStore } from './sessionStore';

export type { AuthStore } from './sessionStore';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters (a plain object): undefined and null ones are left out, the others sent as text. */
export type QueryParams = object;

/** One call of the console: `url` is a path of the API (or an absolute URL), `data` the body. */
export interface HttpRequest {
  url: string;
  method?: HttpMethod;
  /** A plain value is sent as JSON; a Blob, FormData or text is sent as it is. */
  data?: unknown;
  params?: QueryParams;
  headers?: Record<string, string>;
  /** 'json' (default) parses a JSON answer and keeps any other text as it is; 'blob' keeps the bytes. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** What a transport is given: the request as it goes on the wire (headers included, body encoded). */
export interface TransportRequest {
  method: HttpMethod;
  url: string;
  params: QueryParams;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
}

/** Sends a request and returns the answer whatever its status; throws only when nothing answered. */
export type Transport = (request: TransportRequest) => Promise<{ status: number; data: unknown; headers?: Record<string, string> }>;

/** A call that failed: `response` is the server's answer, absent when the server could not be reached. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly response?: HttpResponse,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The session ended while a call needed it: no refresh token, or the refresh was refused. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Name of the Web Lock that makes a refresh single-flight across browser tabs. */
export const REFRESH_LOCK_NAME = 'carcare-token-refresh';

function urlOf(url: string, params: QueryParams): string {
  const full = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${config.apiBaseUrl}${url}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${full}${full.includes('?') ? '&' : '?'}${text}` : full;
}

async function dataOf(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  // A failed download still answers with the API's JSON error body.
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's fetch. */
export const fetchTransport: Transport = async ({ method, url, params, headers, body, responseType, signal }) => {
  let response: Response;
  try {
    response = await fetch(urlOf(url, params), { method, headers, body, signal });
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    throw new HttpError(aborted ? 'Request aborted' : 'Network Error', undefined, { cause: error });
  }
  return { status: response.status, data: await dataOf(response, responseType), headers: Object.fromEntries(response.headers.entries()) };
};

let transport: Transport = fetchTransport;

/** Replaces how requests travel (tests answer them themselves); no argument restores fetch. */
export function setHttpTransport(next: Transport = fetchTransport) {
  transport = next;
}

function isBodyAsIs(data: unknown): data is BodyInit {
  return typeof data === 'string' || data instanceof Blob || data instanceof FormData || data instanceof URLSearchParams || data instanceof ArrayBuffer;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

function isSessionCall(url: string): boolean {
  return SESSION_PATHS.includes(pathOf(url));
}

/** Sends one request as it is (with the current access token, unless it is a session call); non-2xx answers throw. */
async function send<T>(request: HttpRequest, token: string | null): Promise<HttpResponse<T>> {
  const { url, method = 'GET', data, params = {}, responseType = 'json', signal } = request;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: BodyInit | undefined;
  if (data !== undefined) {
    if (isBodyAsIs(data)) {
      body = data;
    } else {
      body = JSON.stringify(data);
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
    }
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const answer = await transport({ method, url, params, headers, body, responseType, signal });
  const response: HttpResponse<T> = { status: answer.status, data: answer.data as T, headers: answer.headers ?? {} };
  if (response.status < 200 || response.status >= 300) {
    throw new HttpError(`Request failed with status code ${response.status}`, response);
  }
  return response;
}

const currentToken = () => attachedStore()?.getState().auth.token ?? null;

/**
 * The console's one HTTP client (spec §7): every call carries the Bearer token, and a call answered
 * 401 or 403 is retried once after a token refresh (the waiting queue shares one refresh in flight).
 */
export const httpClient = {
  async request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    const sessionCall = isSessionCall(request.url);
    const sentWith = sessionCall ? null : currentToken();
    try {
      return await send<T>(request, sentWith);
    } catch (error) {
      const status = error instanceof HttpError ? error.response?.status : undefined;
      if ((status !== 401 && status !== 403) || sessionCall) throw error;
      // Spec §4: each request is retried once; a 403 that survives the retry is a real "forbidden".
      const latest = currentToken();
      // The token was already renewed (by another request or tab) after this one was sent.
      const token = latest && sentWith && latest !== sentWith ? latest : await refreshAccessToken();
      return send<T>(request, token);
    }
  },
  get<T = unknown>(url: string, options: Omit<HttpRequest, 'url' | 'method' | 'data'> = {}) {
    return httpClient.request<T>({ ...options, url, method: 'GET' });
  },
  post<T = unknown>(url: string, data?: unknown, options: Omit<HttpRequest, 'url' | 'method' | 'data'> = {}) {
    return httpClient.request<T>({ ...options, url, method: 'POST', data });
  },
};

let refreshInFlight: Promise<string> | null = null;

function endSession(reason: string) {
  attachedStore()?.dispatch(logout({ reason }));
  // The guard sends a user without a token to "/", where the reason is shown; no router access here.
}

/** Runs the refresh call, holding the cross-tab lock when the browser offers one. */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, work) as Promise<T>;
  }
  return work();
}

function isRefreshResponse(data: unknown): data is RefreshResponse {
  const tokens = data as Partial<Record<keyof RefreshResponse, unknown>> | null;
  return typeof tokens === 'object' && tokens !== null && typeof tokens.access_token === 'string' && typeof tokens.refresh === 'string';
}

/**
 * `presented` is the refresh token this tab held when it decided to refresh. If localStorage holds
 * a different one by the time the lock is ours, another tab rotated the tokens meanwhile:
 * presenting ours (now spent) would look like token reuse and revoke the whole session.
 */
async function refreshUnderLock(presented: string | null): Promise<string> {
  const store = attachedStore();
  if (!store) throw new SessionEndedError(MESSAGES.noRefreshToken);
  const stored = readStoredAuthState();
  if (stored?.token && stored.r_token && stored.r_token !== presented) {
    const current = store.getState().auth;
    if (current.token !== stored.token || current.r_token !== stored.r_token) store.dispatch(sessionSynced(stored));
    return stored.token;
  }
  const refresh = store.getState().auth.r_token;
  if (!refresh) throw new SessionEndedError(MESSAGES.noRefreshToken);
  // Without input since the last refresh (a console polling on its own) the session's idle clock keeps running.
  const body: RefreshBody = { refresh, user_active: takeUserActivity() };
  const response = await httpClient.post(API_PATHS.tokenRefresh, body);
  // Checked by hand rather than with the contract's zod schema: zod stays off the dashboard's path.
  if (!isRefreshResponse(response.data)) throw new SessionEndedError('The token refresh answered without tokens');
  const tokens = response.data;
  // Dispatching writes localStorage synchronously (authStorageMiddleware), still inside the lock.
  store.dispatch(tokenRefreshed({ access: tokens.access_token, refresh: tokens.refresh }));
  return tokens.access_token;
}

/** One refresh at a time: every failed request awaits the same promise (the waiting queue). */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    const presented = attachedStore()?.getState().auth.r_token ?? null;
    refreshInFlight = withRefreshLock(() => refreshUnderLock(presented))
      .catch((error: unknown) => {
        const ended = error instanceof SessionEndedError ? error : new SessionEndedError(refreshFailureMessage(error), { cause: error });
        endSession(ended.message);
        throw ended;
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

function refreshFailureMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error && error.message ? error.message : 'Session refresh failed';
}

/** Connects the client to the Redux store (see sessionStore.ts); a new store starts with no refresh in flight. */
export function attachStore(next: AuthStore): () => void {
  refreshInFlight = null;
  return attachSessionStore(next);
}
