// Starts the console for the browser tests on a fresh embedded database, with the `file` SMS
// transport so tests can read the codes, and OTP throttles loosened (the tests sign in often
// from one address; the throttles themselves are proved by the API suite).
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const port = process.env.E2E_PORT ?? '8181';
const work = join(here, '.work', port);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: join(work, 'data'),
  SMS_TRANSPORT: 'file',
  SMS_OUTBOX_FILE: join(work, 'sms-outbox.jsonl'),
  OTP_RESEND_SECONDS: '0',
  OTP_MAX_SENDS_PER_HOUR: '1000',
  OTP_MAX_SENDS_PER_IP_PER_HOUR: '10000',
  LOG_LEVEL: 'warn',
});
delete process.env.DATABASE_URL;

await import('../scripts/start.mjs');
