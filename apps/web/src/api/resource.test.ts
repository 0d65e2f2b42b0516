import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { httpClient, type HttpRequest, type HttpResponse } from './httpClient';
import { defineResource, injectResource } from './resource';

interface Gadget {
  id: number;
  name: string;
  version: number;
}

const gadgets = defineResource<{ item: Gadget; query: { page: number; page_size: number; colour?: string }; create: { name: string }; update: { name: string; version: number } }>({
  path: 'gadgets',
  tag: 'Service',
  updateMethod: 'PATCH',
  affects: [{ type: 'Options', id: 'gadgets' }],
  getEndpoint: 'getTestGadget',
});

const gadgetsApi = injectResource(gadgets, ['TestGadget', 'TestGadgets', 'list', 'get', 'create', 'update', 'setActive', 'remove'], (crud) => ({
  testApproveGadget: crud.action<{ id: number; version: number; note: string }>(() => 'approve', { answerIsRecord: true }),
  testGadgetColours: crud.read<{ data: string[] }>('colours', { type: 'Options', id: 'gadget-colours' }),
}));

type Call = Pick<HttpRequest, 'url' | 'method' | 'data' | 'params'>;

/** Answers every call from `answer` and records it. */
function serve(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  vi.spyOn(httpClient, 'request').mockImplementation(async <T,>(request: HttpRequest): Promise<HttpResponse<T>> => {
    const call = { url: request.url, method: request.method, data: request.data, params: request.params };
    calls.push(call);
    return { data: answer(call) as T, status: 200, headers: {} };
  });
  return calls;
}

function newStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(baseApi.middleware),
  });
}

const ONE: Gadget = { id: 7, name: 'Foam gun', version: 3 };
const PAGE = { data: [ONE], page: 1, page_size: 25, total: 1 };

afterEach(() => vi.restoreAllMocks());

describe('defineResource', () => {
  it('says the resource paths and tags once', () => {
    expect(gadgets.url()).toBe('/api/v1/gadgets');
    expect(gadgets.url(7, 'approve')).toBe('/api/v1/gadgets/7/approve');
    expect(gadgets.csvUrl).toBe('/api/v1/gadgets.csv');
    expect(gadgets.listTag).toEqual({ type: 'Service', id: 'LIST' });
    expect(gadgets.tagOf(7)).toEqual({ type: 'Service', id: 7 });
  });
});

describe('resourceEndpoints', () => {
  it('names the chosen standard endpoints by convention, so RTK Query makes the usual hooks of them', () => {
    expect(Object.keys(gadgetsApi.endpoints)).toEqual(
      expect.arrayContaining(['listTestGadgets', 'getTestGadget', 'createTestGadget', 'updateTestGadget', 'setTestGadgetActive', 'deleteTestGadget']),
    );
    expect(typeof gadgetsApi.useListTestGadgetsQuery).toBe('function');
    expect(typeof gadgetsApi.useSetTestGadgetActiveMutation).toBe('function');
  });

  it('reads a side list of the resource at its own path', async () => {
    const calls = serve(() => ({ data: ['red'] }));
    const store = newStore();
    const { data } = await store.dispatch(gadgetsApi.endpoints.testGadgetColours.initiate());
    expect(calls).toEqual([expect.objectContaining({ url: '/api/v1/gadgets/colours', method: 'GET' })]);
    expect(data).toEqual({ data: ['red'] });
  });

  it('lists with the query parameters, and reads one by id', async () => {
    const calls = serve((call) => (call.url === '/api/v1/gadgets' ? PAGE : ONE));
    const store = newStore();
    await store.dispatch(gadgetsApi.endpoints.listTestGadgets.initiate({ page: 2, page_size: 25, colour: 'red' }));
    await store.dispatch(gadgetsApi.endpoints.getTestGadget.initiate(7));
    expect(calls).toEqual([
      { url: '/api/v1/gadgets', method: 'GET', data: undefined, params: { page: 2, page_size: 25, colour: 'red' } },
      { url: '/api/v1/gadgets/7', method: 'GET', data: undefined, params: undefined },
    ]);
  });

  it('an edit is sent with the resource method and makes the list and the record stale', async () => {
    const calls = serve((call) => (call.url === '/api/v1/gadgets' ? PAGE : ONE));
    const store = newStore();
    const list = store.dispatch(gadgetsApi.endpoints.listTestGadgets.initiate({}));
    const one = store.dispatch(gadgetsApi.endpoints.getTestGadget.initiate(7));
    await Promise.all([list, one]);
    await store.dispatch(gadgetsApi.endpoints.updateTestGadget.initiate({ id: 7, body: { name: 'Foam cannon', version: 3 } }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(4));
    expect(calls[2]).toEqual({ url: '/api/v1/gadgets/7', method: 'PATCH', data: { name: 'Foam cannon', version: 3 }, params: undefined });
    list.unsubscribe();
    one.unsubscribe();
  });

  it('activates and deactivates with the version only, and deletes with the version as a parameter', async () => {
    const calls = serve(() => ONE);
    const store = newStore();
    await store.dispatch(gadgetsApi.endpoints.setTestGadgetActive.initiate({ id: 7, active: false, version: 3 }));
    await store.dispatch(gadgetsApi.endpoints.deleteTestGadget.initiate({ id: 7, version: 4 }));
    expect(calls).toEqual([
      { url: '/api/v1/gadgets/7/deactivate', method: 'POST', data: { version: 3 }, params: undefined },
      { url: '/api/v1/gadgets/7', method: 'DELETE', data: undefined, params: { version: 4 } },
    ]);
  });

  it('an action that answers the record puts it in the record cache instead of asking again', async () => {
    const approved = { ...ONE, name: 'Foam gun (approved)', version: 4 };
    const calls = serve((call) => (call.method === 'POST' ? approved : ONE));
    const store = newStore();
    const one = store.dispatch(gadgetsApi.endpoints.getTestGadget.initiate(7));
    await one;
    await store.dispatch(gadgetsApi.endpoints.testApproveGadget.initiate({ id: 7, version: 3, note: 'ok' }));
    expect(calls[1]).toEqual({ url: '/api/v1/gadgets/7/approve', method: 'POST', data: { version: 3, note: 'ok' }, params: undefined });
    await vi.waitFor(() => expect(gadgetsApi.endpoints.getTestGadget.select(7)(store.getState()).data).toEqual(approved));
    expect(calls.filter((call) => call.url === '/api/v1/gadgets/7' && call.method === 'GET')).toHaveLength(1);
    one.unsubscribe();
  });
});
