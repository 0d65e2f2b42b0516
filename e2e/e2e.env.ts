import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The console the browser tests run against: its own port, data folder and SMS outbox. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_WORK_DIR = join(here, '.work', String(E2E_PORT));
export const E2E_DATA_DIR = join(E2E_WORK_DIR, 'data');
export const SMS_OUTBOX_FILE = join(E2E_WORK_DIR, 'sms-outbox.jsonl');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
