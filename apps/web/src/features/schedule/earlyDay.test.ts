import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_DAY_GLOBAL, takeEarlyDay } from './earlyDay';

const URL = '/api/v1/schedule?date=2026-12-03&workshop_id=7';
const leave = (p: Promise<Response>, u = URL) => {
  (window as unknown as Record<string, unknown>)[EARLY_DAY_GLOBAL] = { u, p };
};
const left = () => (window as unknown as Record<string, unknown>)[EARLY_DAY_GLOBAL];

afterEach(() => Reflect.deleteProperty(window, EARLY_DAY_GLOBAL));

describe('takeEarlyDay', () => {
  it("answers the early call's body for its own address, once", async () => {
    leave(Promise.resolve(new Response(JSON.stringify({ jobs: [] }), { status: 200 })));
    await expect(takeEarlyDay(URL)).resolves.toEqual({ jobs: [] });
    await expect(takeEarlyDay(URL)).resolves.toBeUndefined();
  });

  it('answers nothing for another day, and drops the early call so no later visit reads it', async () => {
    leave(Promise.resolve(new Response('{}', { status: 200 })));
    await expect(takeEarlyDay('/api/v1/schedule?date=2026-12-04&workshop_id=7')).resolves.toBeUndefined();
    expect(left()).toBeUndefined();
  });

  it('answers nothing when the early call was refused or never answered: the page then asks itself', async () => {
    leave(Promise.resolve(new Response('{"code":"UNAUTHENTICATED"}', { status: 401 })));
    await expect(takeEarlyDay(URL)).resolves.toBeUndefined();
    leave(Promise.reject(new TypeError('Failed to fetch')));
    await expect(takeEarlyDay(URL)).resolves.toBeUndefined();
    await expect(takeEarlyDay(URL)).resolves.toBeUndefined();
  });
});
