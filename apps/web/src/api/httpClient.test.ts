import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../app/makeStore';
import { testAdmin } from '../app/testing/testAdmin';
import { signInSuccess, tokenRefreshed } from '../app/session/authSlice';
import { readStoredAuthState } from '../app/session/authStorage';
import { startUserActivityTracking, takeUserActivity } from '../app/session/userActivity';
import { HttpError, REFRESH_LOCK_NAME, SessionEndedError, attachStore, httpClient, setHttpTransport, type TransportRequest } from './httpClient';

type Handler = (request: TransportRequest) => Promise<{ status: number; data: unknown }> | { status: number; data: unknown };

const admin = testAdmin();
let calls: { method: string; url: string; auth: string | null; body: unknown }[] = [];
let detach: () => void = () => {};
/** Routes every call of the shared client to `handler`, recording method, path and Bearer token. */
function serve(handler: Handler) {
  setHttpTransport(async (request) => {
    calls.push({
      method: request.method,
      url: request.url,
      auth: request.headers.Authorization ?? null,
      body: typeof request.body === 'string' ? JSON.parse(request.body) : request.body,
    });
    return handler(request);
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function signedInStore(access = 'old-access', refresh = 'old-refresh'): AppStore {
  const store = makeStore();
  store.dispatch(signInSuccess({ admin, access, refresh }));
  detach = attachStore(store);
  return store;
}

/** The API's answer to a call made with an access token that is no longer current. */
const EXPIRED = { status: 401, data: { message: 'expired', code: 'TOKEN_EXPIRED' } };
/** A data call's answer: `data` to the Bearer `token`, EXPIRED to any other. */
const onlyFor = (token: string, request: TransportRequest, data: unknown = 'ok') => (request.headers.Authorization === `Bearer ${token}` ? { status: 200, data } : EXPIRED);

const refreshCalls = () => calls.filter((call) => call.url === '/api/token/refresh/');
const dataCalls = (url: string) => calls.filter((call) => call.url === url);

beforeEach(() => {
  calls = [];
  takeUserActivity();
});

afterEach(() => {
  detach();
  setHttpTransport();
  vi.unstubAllGlobals();
});

describe('httpClient: user activity in the refresh (idle limit)', () => {
  const refreshThenCall = async () => {
    serve((request) => {
      if (request.url === '/api/token/refresh/') return { status: 200, data: { access_token: 'new-access', refresh: 'new-refresh' } };
      return onlyFor('new-access', request);
    });
    await httpClient.get('/api/v1/notifications/unread-count');
  };

  it('reports user_active: true when someone used the console since the last refresh, then false again', async () => {
    const store = signedInStore();
    const stop = startUserActivityTracking();
    try {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      await refreshThenCall();
      expect(refreshCalls().map((call) => call.body)).toEqual([{ refresh: 'old-refresh', user_active: true }]);

      // A polling request alone, with nobody at the console.
      store.dispatch(tokenRefreshed({ access: 'stale-access', refresh: 'new-refresh' }));
      await refreshThenCall();
      expect(refreshCalls().at(-1)!.body).toEqual({ refresh: 'new-refresh', user_active: false });
    } finally {
      stop();
    }
  });
});

describe('httpClient: Bearer header', () => {
  it('sends the stored access token, but not to the sign-in and refresh calls', async () => {
    signedInStore('tok');
    serve(() => ({ status: 200, data: { ok: true } }));
    await httpClient.get('/api/v1/me');
    await httpClient.post('/admins/auth/admin/send-otp/', { phone: '9000000001' });
    expect(calls.map((call) => call.auth)).toEqual(['Bearer tok', null]);
  });
});

describe('httpClient: refresh queue (spec §4 Token refresh)', () => {
  it('several concurrent 401s share exactly one refresh and are all retried with the new token', async () => {
    const store = signedInStore();
    const refreshGate = deferred<void>();
    serve(async (request) => {
      if (request.url === '/api/token/refresh/') {
        await refreshGate.promise;
        return { status: 200, data: { access_token: 'new-access', refresh: 'new-refresh' } };
      }
      return onlyFor('new-access', request, { url: request.url });
    });

    const pending = ['/api/v1/a', '/api/v1/b', '/api/v1/c'].map((url) => httpClient.get(url));
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    refreshGate.resolve();
    const results = await Promise.all(pending);

    expect(results.map((result) => result.data)).toEqual([{ url: '/api/v1/a' }, { url: '/api/v1/b' }, { url: '/api/v1/c' }]);
    expect(refreshCalls()).toHaveLength(1);
    // Nobody touched the console in this test: a background refresh.
    expect(refreshCalls()[0]!.body).toEqual({ refresh: 'old-refresh', user_active: false });
    for (const url of ['/api/v1/a', '/api/v1/b', '/api/v1/c']) {
      expect(dataCalls(url).map((call) => call.auth)).toEqual(['Bearer old-access', 'Bearer new-access']);
    }
    expect(store.getState().auth).toMatchObject({ token: 'new-access', r_token: 'new-refresh' });
    expect(readStoredAuthState()).toMatchObject({ token: 'new-access', r_token: 'new-refresh' });
  });

  it('a failed refresh rejects every waiting request and signs the user out', async () => {
    const store = signedInStore();
    serve((request) =>
      request.url === '/api/token/refresh/'
        ? { status: 401, data: { message: 'Refresh token reused', code: 'REFRESH_REUSED' } }
        : EXPIRED,
    );

    const results = await Promise.allSettled([httpClient.get('/api/v1/a'), httpClient.get('/api/v1/b')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const result of results) {
      const reason = (result as PromiseRejectedResult).reason as Error;
      expect(reason).toBeInstanceOf(SessionEndedError);
      expect(reason.message).toBe('Refresh token reused');
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ token: null, r_token: null, currentUser: null });
    // The sign-in page shows why the session ended.
    expect(store.getState().auth.error).toBe('Refresh token reused');
    expect(localStorage.getItem('authState')).toBeNull();
  });

  it('without a refresh token the request fails with "No refresh token available" and the user is signed out', async () => {
    const store = makeStore({ auth: { currentUser: admin, token: 'old-access', r_token: null, error: null, loading: false } });
    detach = attachStore(store);
    serve(() => EXPIRED);

    await expect(httpClient.get('/api/v1/a')).rejects.toThrow('No refresh token available');
    expect(refreshCalls()).toHaveLength(0);
    expect(store.getState().auth.token).toBeNull();
  });

  it('retries each request at most once: a 401 after the refresh is returned as is', async () => {
    signedInStore();
    serve((request) =>
      request.url === '/api/token/refresh/'
        ? { status: 200, data: { access_token: 'new-access', refresh: 'new-refresh' } }
        : { status: 401, data: { message: 'still no', code: 'UNAUTHENTICATED' } },
    );

    const error = await httpClient.get('/api/v1/a').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response?.status).toBe(401);
    expect(dataCalls('/api/v1/a')).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('a 403 that persists after the refresh is a real "forbidden" and does not loop', async () => {
    const store = signedInStore();
    serve((request) =>
      request.url === '/api/token/refresh/'
        ? { status: 200, data: { access_token: 'new-access', refresh: 'new-refresh' } }
        : { status: 403, data: { message: 'Role not allowed', code: 'FORBIDDEN' } },
    );

    await expect(httpClient.get('/api/v1/workshops')).rejects.toMatchObject({ response: { status: 403 } });
    expect(dataCalls('/api/v1/workshops')).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
    expect(store.getState().auth.token).toBe('new-access');
  });

  it('does not refresh for the auth calls themselves', async () => {
    const store = signedInStore();
    serve(() => ({ status: 401, data: { message: 'Invalid OTP', code: 'INVALID_OTP' } }));

    await expect(httpClient.post('/admins/auth/admin/verify-otp/', { phone: '9000000001', otp: '123456' })).rejects.toBeInstanceOf(HttpError);
    await expect(httpClient.post('/api/token/refresh/', { refresh: 'x' })).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(2);
    expect(store.getState().auth.token).toBe('old-access');
  });

  it('a request sent with a token that was renewed meanwhile is retried with the current one, without another refresh', async () => {
    const store = signedInStore();
    const slow = deferred<void>();
    serve(async (request) => {
      if (request.url === '/api/token/refresh/') return { status: 200, data: { access_token: 'new-access', refresh: 'new-refresh' } };
      const auth = request.headers.Authorization;
      if (request.url === '/api/v1/slow' && auth === 'Bearer old-access') await slow.promise;
      return onlyFor('new-access', request);
    });

    const slowRequest = httpClient.get('/api/v1/slow');
    await httpClient.get('/api/v1/fast');
    expect(store.getState().auth.token).toBe('new-access');
    slow.resolve();
    await expect(slowRequest).resolves.toMatchObject({ data: 'ok' });
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('httpClient: single-flight across tabs', () => {
  it('refreshes inside the Web Lock and adopts tokens another tab already rotated instead of presenting a spent one', async () => {
    const store = signedInStore();
    const request = vi.fn((_name: string, _options: unknown, work: () => Promise<unknown>) => {
      // Another tab held the lock and rotated the tokens before this tab got it.
      localStorage.setItem('authState', JSON.stringify({ currentUser: admin, token: 'tab2-access', r_token: 'tab2-refresh' }));
      return work();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    serve((request) => {
      return onlyFor('tab2-access', request);
    });

    await expect(httpClient.get('/api/v1/a')).resolves.toMatchObject({ data: 'ok' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toBe(REFRESH_LOCK_NAME);
    expect(refreshCalls()).toHaveLength(0);
    expect(store.getState().auth).toMatchObject({ token: 'tab2-access', r_token: 'tab2-refresh' });
  });

  it('does not refresh again when the other tab\'s tokens already arrived (storage event) while waiting for the lock', async () => {
    const store = signedInStore();
    const rotated = JSON.stringify({ currentUser: admin, token: 'tab2-access', r_token: 'tab2-refresh' });
    const request = vi.fn((_name: string, _options: unknown, work: () => Promise<unknown>) => {
      localStorage.setItem('authState', rotated);
      window.dispatchEvent(new StorageEvent('storage', { key: 'authState', newValue: rotated }));
      return work();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    serve((request) => {
      if (request.url === '/api/token/refresh/') return { status: 200, data: { access_token: 'x', refresh: 'y' } };
      return onlyFor('tab2-access', request);
    });

    await expect(httpClient.get('/api/v1/a')).resolves.toMatchObject({ data: 'ok' });
    expect(refreshCalls()).toHaveLength(0);
    expect(store.getState().auth).toMatchObject({ token: 'tab2-access', r_token: 'tab2-refresh' });
  });

  it('refreshes itself inside the lock when no other tab has rotated the tokens', async () => {
    signedInStore();
    const request = vi.fn((_name: string, _options: unknown, work: () => Promise<unknown>) => work());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    serve((request) => {
      if (request.url === '/api/token/refresh/') return { status: 200, data: { access_token: 'new-access', refresh: 'new-refresh' } };
      return onlyFor('new-access', request);
    });

    await expect(httpClient.get('/api/v1/a')).resolves.toMatchObject({ data: 'ok' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('follows tokens and sign-outs made in other tabs through the storage event', () => {
    const store = signedInStore();
    const rotated = JSON.stringify({ currentUser: admin, token: 'tab2-access', r_token: 'tab2-refresh' });
    localStorage.setItem('authState', rotated);
    window.dispatchEvent(new StorageEvent('storage', { key: 'authState', newValue: rotated }));
    expect(store.getState().auth).toMatchObject({ token: 'tab2-access', r_token: 'tab2-refresh' });

    localStorage.removeItem('authState');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authState', newValue: null }));
    expect(store.getState().auth).toMatchObject({ token: null, r_token: null, currentUser: null });
  });
});

describe('httpClient: the fetch transport', () => {
  const fetched = () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('sends JSON bodies as JSON, leaves out empty parameters and parses the JSON answer', async () => {
    signedInStore('tok');
    const fetchMock = fetched();
    const response = await httpClient.request({ url: '/api/v1/gadgets', method: 'PATCH', data: { name: 'Foam' }, params: { page: 2, q: 'a b', skip: undefined, none: null } });
    expect(response).toMatchObject({ status: 200, data: { ok: true }, headers: { 'content-type': 'application/json' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/gadgets?page=2&q=a+b');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"name":"Foam"}', headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok' } });
  });

  it('sends a file as it is with its own content type, and reads a download as a Blob', async () => {
    signedInStore('tok');
    const fetchMock = vi.fn(async () => new Response('id,name\n1,Foam\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="gadgets.csv"' } }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['png'], { type: 'image/png' });
    await httpClient.request({ url: '/api/v1/gadgets/7/image', method: 'PUT', data: file, headers: { 'Content-Type': 'image/png' } });
    expect(fetchMock.mock.calls[0]).toEqual(['/api/v1/gadgets/7/image', expect.objectContaining({ body: file, headers: expect.objectContaining({ 'Content-Type': 'image/png' }) })]);
    const download = await httpClient.get<Blob>('/api/v1/gadgets.csv', { responseType: 'blob' });
    // Node's fetch answers with Node's Blob, not jsdom's: compare the bytes.
    expect(await download.data.text()).toBe('id,name\n1,Foam\n');
    expect(download.headers['content-disposition']).toBe('attachment; filename="gadgets.csv"');
  });

  it('a failed call throws HttpError with the answer (JSON or text); no answer at all is a "Network Error"', async () => {
    signedInStore('tok');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Stale', code: 'STALE_VERSION' }), { status: 409 })));
    await expect(httpClient.get('/api/v1/a')).rejects.toMatchObject({ name: 'HttpError', message: 'Request failed with status code 409', response: { status: 409, data: { message: 'Stale', code: 'STALE_VERSION' } } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(httpClient.get('/api/v1/a')).rejects.toMatchObject({ response: { status: 502, data: '<html>Bad gateway</html>' } });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await httpClient.get('/api/v1/a').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Network Error', response: undefined });
  });

  it('a refresh answer without tokens ends the session', async () => {
    const store = signedInStore();
    serve((request) =>
      request.url === '/api/token/refresh/' ? { status: 200, data: { message: 'ok' } } : EXPIRED,
    );
    await expect(httpClient.get('/api/v1/a')).rejects.toBeInstanceOf(SessionEndedError);
    expect(store.getState().auth.token).toBeNull();
  });
});
