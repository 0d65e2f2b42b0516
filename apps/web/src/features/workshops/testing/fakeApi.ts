import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Workshop } from '@carcare/contracts';
import { httpClient } from '../../../api/httpClient';

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  /** The body as sent (a File or Blob for uploads). */
  data?: unknown;
  headers?: Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  data: unknown;
}

const originalAdapter = httpClient.defaults.adapter;

/** Answers every API call of the client from `answer`; returns the list of calls as they happen. */
export function serveApi(answer: (request: RecordedRequest) => FakeAnswer): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  httpClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
      data: config.data,
      headers: Object.fromEntries(Object.entries(config.headers?.toJSON() ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)])),
    };
    requests.push(request);
    const { status, data } = answer(request);
    const response: AxiosResponse = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  return requests;
}

export function restoreApi() {
  httpClient.defaults.adapter = originalAdapter;
}

export const ok = (data: unknown): FakeAnswer => ({ status: 200, data });
export const emptyList = (): FakeAnswer => ok({ data: [], page: 1, page_size: 25, total: 0 });

export function sampleWorkshop(overrides: Partial<Workshop> = {}): Workshop {
  return {
    id: 42,
    name: 'Kochi Car Studio',
    owner_name: 'Kavya Menon',
    phone: '9847012345',
    email: null,
    address_line: '12 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
    gstin: null,
    latitude: 9.93,
    longitude: null,
    opening_hours: 'Mon–Sat 9–19',
    rating: null,
    status: 'active',
    admin: { id: 9, name: 'Anil Varghese', phone: '9712345678', email: 'anil@example.in' },
    worker_count: 0,
    version: 3,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
