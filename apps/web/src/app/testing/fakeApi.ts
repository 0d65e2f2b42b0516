import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../../api/httpClient';

/** One call the console made, as the fake transport saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** The JSON body, parsed. */
  body: unknown;
  /** The body as sent (a File or Blob for uploads). */
  data?: unknown;
  headers?: Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  data: unknown;
}

/** Answers a call; nothing means the API has no such route (404). */
export type Handler = (request: SeenRequest) => FakeAnswer | undefined;

const NOT_FOUND: FakeAnswer = { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
const originalAdapter = httpClient.defaults.adapter;

function seenRequestOf(config: InternalAxiosRequestConfig): SeenRequest {
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: (config.params ?? {}) as Record<string, unknown>,
    body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    data: config.data,
    headers: Object.fromEntries(Object.entries(config.headers?.toJSON() ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)])),
  };
}

/**
 * Replaces the HTTP client's transport, so a component test runs the console's real client, base
 * query and error handling against answers of its own. Returns the calls as they happen.
 */
export function fakeApi(handler: Handler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  httpClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request = seenRequestOf(config);
    seen.push(request);
    const { status, data } = handler(request) ?? NOT_FOUND;
    const response: AxiosResponse = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  return seen;
}

export function restoreApi() {
  httpClient.defaults.adapter = originalAdapter;
}

export const ok = (data: unknown): FakeAnswer => ({ status: 200, data });
export const emptyList = (): FakeAnswer => ok({ data: [], page: 1, page_size: 25, total: 0 });

/** The POSTs the page sent, in order. */
export const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');
