import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Worker } from '@carcare/contracts';
import { httpClient } from '../../../api/httpClient';

export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export type Answer = { status: number; data: unknown };
export type Handler = (request: SeenRequest) => Answer | undefined;

const originalAdapter = httpClient.defaults.adapter;

/** Replaces the HTTP client's transport: `handler` answers each call (404 when it returns nothing). */
export function fakeApi(handler: Handler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  httpClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    };
    seen.push(request);
    const { status, data } = handler(request) ?? { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
    const response: AxiosResponse = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  return seen;
}

export function restoreApi() {
  httpClient.defaults.adapter = originalAdapter;
}

export function testWorker(overrides: Partial<Worker> = {}): Worker {
  return {
    id: 41,
    name: 'Ravi Kumar',
    phone: '9812345678',
    photo_url: null,
    workshop: { id: 1, name: 'Sparkle Auto Care' },
    skills: ['exterior_wash'],
    id_proof_type: 'aadhaar',
    id_proof_number: '123412341234',
    joined_on: '2026-01-10',
    status: 'active',
    display_status: 'active',
    rating: null,
    societies: [],
    version: 2,
    created_at: '2026-01-10T00:00:00.000Z',
    updated_at: '2026-01-10T00:00:00.000Z',
    ...overrides,
  };
}

/** The POSTs the page sent, in order. */
export const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');
