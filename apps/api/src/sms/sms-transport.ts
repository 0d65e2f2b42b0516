import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isE164Phone, toE164 } from '@carcare/contracts';
import type { Config } from '../config';

export interface SmsMessage {
  /** The recipient in E.164 (+91XXXXXXXXXX). */
  to: string;
  /** The one-time code; empty in a customer's message. */
  code: string;
  text: string;
  at: string;
  /** A customer's message sent through its own DLT template (absent: a one-time code). */
  template?: SmsTemplateMessage;
}

/** The customer messages the console sends, each its own DLT template per language. */
export const CUSTOMER_SMS_TEMPLATES = ['reschedule'] as const;
export type CustomerSmsTemplate = (typeof CUSTOMER_SMS_TEMPLATES)[number];

export interface SmsTemplateMessage {
  name: CustomerSmsTemplate;
  language: 'en' | 'hi';
  /** The template's variables (##date## → date). */
  variables: Record<string, string>;
}

/** Delivers one-time codes to registered active admins, and customers' booking messages. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/** A provider did not take the message; `attempts` says how many calls were made. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** Timeout, retries and the overall bound of an HTTP transport (config: SMS_TIMEOUT_MS and the like). */
export interface SmsRetryPolicy {
  /** One call's limit. */
  timeoutMs: number;
  /** Calls in all, the first included. */
  maxAttempts: number;
  /** Wait before the 2nd call; doubles for each next one, each wait jittered to 50–100 %. */
  backoffBaseMs: number;
  /** No call starts, and none runs on, past this long after the first one started. */
  totalTimeoutMs: number;
}

/** Time and chance, replaceable so tests are quick and repeatable. */
export interface HttpTransportDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /** Told each call's outcome: the provider's status and body, or why no answer came (`npm run sms:test` prints them). */
  onAttempt?: (attempt: SmsAttempt) => void;
}

export interface SmsAttempt {
  attempt: number;
  url: string;
  /** The HTTP status; absent when no answer came (timeout, refused connection). */
  status?: number;
  body?: string;
  error?: string;
}

export const DEFAULT_SMS_RETRY: SmsRetryPolicy = { timeoutMs: 5_000, maxAttempts: 3, backoffBaseMs: 300, totalTimeoutMs: 12_000 };

/** Development: prints the code on the server's console. */
export function createConsoleTransport(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): SmsTransport {
  return {
    async send(message) {
      write(`[sms] to ${message.to}: ${message.text}`);
    },
  };
}

/** Tests and browser tests: appends one JSON line {"to","code","text","at"} per message. */
export function createFileTransport(file: string): SmsTransport {
  return {
    async send(message) {
      await mkdir(path.dirname(file), { recursive: true });
      const line = JSON.stringify({ to: message.to, code: message.code, text: message.text, at: message.at, ...(message.template ? { kind: message.template.name, language: message.template.language } : {}) });
      await appendFile(file, `${line}\n`, 'utf8');
    },
  };
}

interface HttpCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** A 2xx answer's body may still say the provider refused (MSG91 answers {"type":"error"}): its reason, else null. */
  refusal?: (body: string) => string | null;
}

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * POSTs JSON until the provider takes it: a 5xx answer, a network error or a call past its timeout
 * is tried again after an exponential, jittered wait; a 4xx answer (or a refusal in a 2xx body) is
 * final. The whole send never runs longer than `totalTimeoutMs`.
 */
async function postWithRetries(call: HttpCall, policy: SmsRetryPolicy, deps: HttpTransportDeps): Promise<void> {
  const fetchImpl = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => delay(ms));
  const random = deps.random ?? Math.random;
  const now = deps.now ?? Date.now;
  const deadline = now() + policy.totalTimeoutMs;
  let lastError = 'no call was made';

  for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
    const remaining = deadline - now();
    if (remaining <= 0) break;
    const timeoutMs = Math.min(policy.timeoutMs, remaining);
    try {
      const response = await fetchImpl(call.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...call.headers },
        body: JSON.stringify(call.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      deps.onAttempt?.({ attempt, url: call.url, status: response.status, body: text });
      if (response.ok) {
        const refusal = call.refusal?.(text) ?? null;
        if (refusal === null) return;
        throw new SmsSendError(`SMS provider refused the message: ${refusal}`, attempt);
      }
      if (response.status < 500) throw new SmsSendError(`SMS provider answered ${response.status}`, attempt);
      lastError = `SMS provider answered ${response.status}`;
    } catch (error) {
      if (error instanceof SmsSendError) throw error;
      lastError = isAbort(error) ? `SMS provider did not answer within ${timeoutMs} ms` : `SMS provider unreachable (${error instanceof Error ? error.message : String(error)})`;
      deps.onAttempt?.({ attempt, url: call.url, error: lastError });
    }
    if (attempt === policy.maxAttempts) throw new SmsSendError(lastError, attempt);
    const wait = policy.backoffBaseMs * 2 ** (attempt - 1) * (0.5 + random() / 2);
    if (now() + wait >= deadline) throw new SmsSendError(`${lastError}; no time left to try again`, attempt);
    await sleep(wait);
  }
  throw new SmsSendError(`${lastError}; no time left to try again`, policy.maxAttempts);
}

/** A provider webhook: POST JSON {to (E.164), text, code} with a bearer token. */
export function createHttpTransport(url: string, token: string | null, policy: SmsRetryPolicy = DEFAULT_SMS_RETRY, deps: HttpTransportDeps = {}): SmsTransport {
  return {
    async send(message) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      await postWithRetries({ url, headers, body: { to: message.to, text: message.text, code: message.code } }, policy, deps);
    },
  };
}

export interface Msg91Settings {
  /** The Flow endpoint, https://control.msg91.com/api/v5/flow unless MSG91_URL overrides it (tests). */
  url: string;
  authKey: string;
  /** The MSG91 template (flow) the DLT-approved text is mapped to. */
  templateId: string;
  /** The DLT-registered header; null keeps the one set on the template. */
  senderId: string | null;
  /** The template's variable the code fills (##otp## → "otp"). */
  codeVariable: string;
  /** The customer messages' templates, per language; a message whose language has none goes in English. */
  customerTemplates?: Partial<Record<CustomerSmsTemplate, { en: string | null; hi: string | null }>>;
}

export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

/** MSG91 "Send SMS (Flow)": the text is the DLT template's, only the code varies. */
export function createMsg91Transport(settings: Msg91Settings, policy: SmsRetryPolicy = DEFAULT_SMS_RETRY, deps: HttpTransportDeps = {}): SmsTransport {
  return {
    async send(message) {
      if (!isE164Phone(message.to)) throw new SmsSendError('MSG91 needs an E.164 Indian number (+91XXXXXXXXXX)', 0);
      const template = message.template;
      let templateId = settings.templateId;
      let recipient: Record<string, string> = { mobiles: message.to.slice(1), [settings.codeVariable]: message.code };
      if (template) {
        const ids = settings.customerTemplates?.[template.name];
        const id = ids?.[template.language] ?? ids?.en;
        if (!id) throw new SmsSendError(`No MSG91 template is configured for ${template.name} messages`, 0);
        templateId = id;
        recipient = { mobiles: message.to.slice(1), ...template.variables };
      }
      const body: Record<string, unknown> = { template_id: templateId, short_url: '0', recipients: [recipient] };
      if (settings.senderId) body.sender = settings.senderId;
      await postWithRetries({ url: settings.url, headers: { authkey: settings.authKey }, body, refusal: msg91Refusal }, policy, deps);
    },
  };
}

/** MSG91 answers {"type":"success","message":<request id>} or {"type":"error","message":<reason>}, sometimes with a 200. */
function msg91Refusal(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { type?: unknown; message?: unknown };
    if (parsed.type === 'error') return typeof parsed.message === 'string' ? parsed.message : 'error';
  } catch {
    // Not JSON: the 2xx status is all there is to go by.
  }
  return null;
}

/** In-memory sink for tests: keeps every message so a test can read the code. */
export class MemorySmsTransport implements SmsTransport {
  readonly sent: SmsMessage[] = [];
  /** Set to make the next sends fail (as a provider outage would). */
  failure: Error | null = null;

  async send(message: SmsMessage): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push(message);
  }

  /** The last code sent to `phone`, given as 10 digits or E.164. */
  lastCodeFor(phone: string): string | undefined {
    const to = isE164Phone(phone) ? phone : toE164(phone);
    return this.sent.filter((message) => message.to === to).at(-1)?.code;
  }
}

export function createSmsTransport(sms: Config['sms'], deps: HttpTransportDeps = {}): SmsTransport {
  switch (sms.transport) {
    case 'console':
      return createConsoleTransport();
    case 'file':
      if (!sms.outboxFile) throw new Error('SMS_OUTBOX_FILE is required for the file transport');
      return createFileTransport(sms.outboxFile);
    case 'http':
      if (!sms.httpUrl) throw new Error('SMS_HTTP_URL is required for the http transport');
      return createHttpTransport(sms.httpUrl, sms.httpToken, sms.retry, deps);
    case 'msg91':
      if (!sms.msg91) throw new Error('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required for the msg91 transport');
      return createMsg91Transport(sms.msg91, sms.retry, deps);
  }
}
