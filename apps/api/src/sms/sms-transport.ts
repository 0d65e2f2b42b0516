import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

export interface SmsMessage {
  to: string;
  code: string;
  text: string;
  at: string;
}

/** Delivers one-time codes. Only registered active admins ever reach a transport. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

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
      const line = JSON.stringify({ to: message.to, code: message.code, text: message.text, at: message.at });
      await appendFile(file, `${line}\n`, 'utf8');
    },
  };
}

/** A provider webhook: POST JSON with a bearer token. */
export function createHttpTransport(url: string, token: string | null, fetchImpl: typeof fetch = fetch): SmsTransport {
  return {
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text, code: message.code }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/** In-memory sink for tests: keeps every message so a test can read the code. */
export class MemorySmsTransport implements SmsTransport {
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }

  lastCodeFor(phone: string): string | undefined {
    return this.sent.filter((message) => message.to === phone).at(-1)?.code;
  }
}

export function createSmsTransport(sms: Config['sms']): SmsTransport {
  switch (sms.transport) {
    case 'console':
      return createConsoleTransport();
    case 'file':
      if (!sms.outboxFile) throw new Error('SMS_OUTBOX_FILE is required for the file transport');
      return createFileTransport(sms.outboxFile);
    case 'http':
      if (!sms.httpUrl) throw new Error('SMS_HTTP_URL is required for the http transport');
      return createHttpTransport(sms.httpUrl, sms.httpToken);
  }
}
