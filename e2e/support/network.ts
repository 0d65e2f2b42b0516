import type { Page } from '@playwright/test';

/**
 * The console keeps its live stream (GET /api/v1/events) open while it shows, so the network never
 * settles: a test that waits for 'networkidle' to know a page has asked for all it will ask runs
 * with the stream refused. The console then polls in its place, as it does when the stream is down.
 */
export async function withoutLiveStream(page: Page): Promise<void> {
  await page.route('**/api/v1/events', (route) => route.abort());
}
