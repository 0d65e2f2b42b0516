import { setHttpTransport, type TransportRequest } from '../../api/httpClient';

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

/** Answers a call (now, or later to hold it in flight); nothing means the API has no such route (404). */
export type Handler = (request: SeenRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

const NOT_FOUND: FakeAnswer = { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
function seenRequestOf(request: TransportRequest): SeenRequest {
  return {
    method: request.method,
    url: request.url,
    params: { ...request.params },
    body: typeof request.body === 'string' ? JSON.parse(request.body) : undefined,
    data: request.body,
    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value])),
  };
}

/**
 * Replaces the HTTP client's transport, so a component test runs the console's real client, base
 * query and error handling against answers of its own. Returns the calls as they happen.
 */
export function fakeApi(handler: Handler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  setHttpTransport(async (sent) => {
    const request = seenRequestOf(sent);
    seen.push(request);
    return (await handler(request)) ?? NOT_FOUND;
  });
  return seen;
}

export function restoreApi() {
  setHttpTransport();
}

export const ok = (data: unknown): FakeAnswer => ({ status: 200, data });
export const emptyList = (): FakeAnswer => ok({ data: [], page: 1, page_size: 25, total: 0 });

/** The POSTs the page sent, in order. */
/** Answers the POSTs to `url` with `onPost`, and nothing else. */
export const postsTo =
  (url: string, onPost: Handler): Handler =>
  (request) =>
    request.method === 'POST' && request.url === url ? onPost(request) : undefined;
export const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');
