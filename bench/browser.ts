// What the browser benchmarks (lighthouse.ts, first-visit.ts) share: Debian Chromium, its flags, and
// a Chromium profile where a demo admin signed in through the console.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The demo admins of the three roles (DESIGN §6). */
export const ADMINS = [
  { role: 'super admin', phone: '9000000001' },
  { role: 'workshop admin', phone: '9000000002' },
  { role: 'society manager', phone: '9000000003' },
] as const;

/**
 * Signs `phone` in through the console in a new profile; answers the profile and the page it lands on (the role's dashboard).
 * `acceptInsecureCerts` for a base on a benchmark's own certificate (bench/http2-front.ts).
 */
export async function signedInProfile(base: string, outbox: string, phone: string, { acceptInsecureCerts = false } = {}): Promise<{ profile: string; url: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'carcare-lighthouse-profile-'));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, userDataDir: profile, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')), headless: true, acceptInsecureCerts });
  try {
    // The server lets one phone ask for a code once a second (OTP_RESEND_SECONDS=1 in startSignedIn).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const page = await browser.newPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
    await page.type('input[placeholder="Enter Your Mobile Number"]', phone);
    const sentBefore = existsSync(outbox) ? readFileSync(outbox, 'utf8').trim().split('\n').length : 0;
    await page.locator('button ::-p-text(GET OTP)').click();
    let code = '';
    for (let attempt = 0; attempt < 100 && !code; attempt += 1) {
      const lines = existsSync(outbox) ? readFileSync(outbox, 'utf8').trim().split('\n') : [];
      if (lines.length > sentBefore) code = (JSON.parse(lines.at(-1)!) as { code: string }).code;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!code) throw new Error(`no OTP for ${phone}`);
    await page.locator('input[aria-label="Digit 1"]').click();
    await page.keyboard.type(code);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.locator('button ::-p-text(Verify OTP)').click()]);
    await page.waitForFunction(() => !location.pathname.endsWith('/login') && location.pathname !== '/', { timeout: 30_000 });
    await page.waitForNetworkIdle();
    return { profile, url: page.url() };
  } finally {
    await browser.close();
  }
}

