/**
 * `npm run sms:test -- --phone 98XXXXXXXX`: sends one real message through the configured SMS
 * transport (SMS_TRANSPORT and its settings, as the server reads them) and prints what the provider
 * answered to each call, or the setting that is missing. Exits 0 when the provider took the
 * message, 1 when it did not or the configuration is incomplete, 2 on a bad command line.
 */
import { randomInt } from 'node:crypto';
import { isE164Phone, phoneSchema, toE164 } from '@carcare/contracts';
import { ConfigError, loadSmsConfig } from '../config';
import { createSmsTransport, MSG91_FLOW_URL, type SmsAttempt } from '../sms/sms-transport';
import { otpSmsText } from '../modules/auth/otp-sms-text';

const USAGE = 'Usage: npm run sms:test -- --phone 98XXXXXXXX';

function phoneArgument(argv: string[]): string | null {
  const index = argv.indexOf('--phone');
  const raw = index === -1 ? undefined : argv[index + 1];
  if (raw === undefined) return null;
  if (isE164Phone(raw)) return raw;
  const parsed = phoneSchema.safeParse(raw);
  return parsed.success ? toE164(parsed.data) : null;
}

function describe(attempt: SmsAttempt): string {
  if (attempt.status === undefined) return `  call ${attempt.attempt} to ${attempt.url}: no answer (${attempt.error ?? 'unknown error'})`;
  const body = attempt.body && attempt.body.length > 2000 ? `${attempt.body.slice(0, 2000)}…` : attempt.body;
  return `  call ${attempt.attempt} to ${attempt.url}: HTTP ${attempt.status}${body ? ` ${body}` : ' (empty body)'}`;
}

async function run(): Promise<number> {
  const to = phoneArgument(process.argv.slice(2));
  if (!to) {
    console.error(USAGE);
    return 2;
  }
  let sms;
  try {
    sms = loadSmsConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // The same line the server stops with: it names the variable.
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let transport;
  try {
    transport = createSmsTransport(sms, { onAttempt: (attempt) => console.log(describe(attempt)) });
  } catch (error) {
    console.error(`SMS configuration incomplete: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const where =
    sms.transport === 'msg91' ? ` (${sms.msg91?.url ?? MSG91_FLOW_URL}, template ${sms.msg91?.templateId})` : sms.transport === 'http' ? ` (${sms.httpUrl})` : sms.transport === 'file' ? ` (${sms.outboxFile})` : '';
  // A code of the same shape as a sign-in code, through the same template, so the test exercises what sign-ins send; it opens nothing.
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  console.log(`Sending a test message to ${to} through ${sms.transport}${where}, code ${code}:`);
  try {
    await transport.send({ to, code, text: otpSmsText('en', code, 5), at: new Date().toISOString() });
  } catch (error) {
    console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const handedOver = sms.transport === 'file' ? `written to ${sms.outboxFile}` : sms.transport === 'console' ? 'printed above (console transport: no SMS leaves this machine)' : 'accepted by the provider';
  console.log(`OK: ${handedOver}. Check that ${to} receives code ${code}.`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
