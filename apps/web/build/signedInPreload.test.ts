import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_HOME } from '@carcare/contracts';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languageStore';
import { config } from '../src/config';
import { EARLY_DAY_GLOBAL } from '../src/features/schedule/earlyDay';
import { PAINT_WAIT_MS, preloadScript, ROLE_HOME_SEGMENTS, roleHomePath, routePaths, staticClosure } from './signedInPreload';
import type { Rollup } from 'vite';

const WIDE = '(min-width: 600px)';
const script = preloadScript({
  authStorageKey: config.authStorageKey,
  base: '/',
  everyPage: ['assets/start.js'],
  signedIn: ['assets/shell.js', 'assets/layout.js'],
  pages: [
    { path: roleHomePath('/'), files: ['assets/dashboard.js'], grid: false },
    { path: routePaths('/', ['/main/requests', '/workshop/list-requests']), files: ['assets/requests.js', 'assets/list.js'], grid: true },
    { path: routePaths('/', ['/main/service-details/:id']), files: ['assets/details.js', 'assets/list.js'], grid: false },
  ],
  grid: ['assets/grid.js', 'assets/list.js'],
  wideQuery: WIDE,
  apiBaseUrl: '',
});

/** A screen as wide as `width`, for the script's media query (jsdom has no matchMedia). */
function screenWidth(width: number): void {
  window.matchMedia = vi.fn((query: string) => ({ matches: query === WIDE && width >= 600, media: query }) as MediaQueryList);
}

const preloaded = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((link) => new URL(link.href).pathname);

/** Runs the script as index.html would, at `path`; answers the modules it asked for at once and once a frame has been painted. */
async function run(path: string): Promise<{ atOnce: string[]; afterPaint: string[] }> {
  window.history.replaceState(null, '', path);
  new Function(script)();
  const atOnce = preloaded();
  await new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_MS + 20));
  return { atOnce, afterPaint: preloaded() };
}
const removeLinks = () => document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  removeLinks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the signed-in preload script', () => {
  it("signed out, asks for the console's code at once and nothing of the signed-in pages, so the sign-in page stays light", async () => {
    expect(await run('/')).toEqual({ atOnce: ['/assets/start.js'], afterPaint: ['/assets/start.js'] });
    removeLinks();
    localStorage.setItem(config.authStorageKey, JSON.stringify({ currentUser: null, token: null, r_token: null }));
    expect(await run('/main')).toEqual({ atOnce: ['/assets/start.js'], afterPaint: ['/assets/start.js'] });
  });

  it("signed in, asks once the first frame is painted for the console's code, the shell and the layout, and the home page's code on a role home", async () => {
    localStorage.setItem(config.authStorageKey, JSON.stringify({ currentUser: null, token: 'access', r_token: 'refresh' }));
    expect(await run('/main/no-such-page')).toEqual({ atOnce: [], afterPaint: ['/assets/start.js', '/assets/shell.js', '/assets/layout.js'] });
    removeLinks();
    expect(await run('/workshop/dashboard/default')).toEqual({ atOnce: [], afterPaint: ['/assets/start.js', '/assets/shell.js', '/assets/layout.js', '/assets/dashboard.js'] });
  });

  it("signed in at a list's address, asks for the list page's code too, and for its grid's only on a wide screen, each file once", async () => {
    localStorage.setItem(config.authStorageKey, JSON.stringify({ currentUser: null, token: 'access', r_token: 'refresh' }));
    const shell = ['/assets/start.js', '/assets/shell.js', '/assets/layout.js'];
    screenWidth(1440);
    expect((await run('/workshop/list-requests')).afterPaint).toEqual([...shell, '/assets/requests.js', '/assets/list.js', '/assets/grid.js']);
    removeLinks();
    screenWidth(390);
    expect((await run('/main/requests/')).afterPaint).toEqual([...shell, '/assets/requests.js', '/assets/list.js']);
  });

  it("signed in at a record's address, asks for its page's code whatever the record, and for no grid where the page draws none", async () => {
    localStorage.setItem(config.authStorageKey, JSON.stringify({ currentUser: null, token: 'access', r_token: 'refresh' }));
    screenWidth(1440);
    expect((await run('/main/service-details/42')).afterPaint).toEqual(['/assets/start.js', '/assets/shell.js', '/assets/layout.js', '/assets/details.js', '/assets/list.js']);
    removeLinks();
    expect((await run('/main/service-details/42/more')).afterPaint).toEqual(['/assets/start.js', '/assets/shell.js', '/assets/layout.js']);
  });

  it('never breaks the page on stored state it cannot read', async () => {
    localStorage.setItem(config.authStorageKey, '{not json');
    await expect(run('/main')).resolves.toBeDefined();
  });

  it('reads the session, the customization and the language where the console keeps them (vite.config.ts passes their keys and the languages)', () => {
    const keys = { authStorageKey: config.authStorageKey, persistStorageKey: `persist:${config.persist.key}`, languageStorageKey: LANGUAGE_STORAGE_KEY };
    const passed = `signedInPreload(base, { authStorageKey: '${keys.authStorageKey}', persistStorageKey: '${keys.persistStorageKey}', languageStorageKey: '${keys.languageStorageKey}' }, ['en'], `;
    expect(readFileSync(join(__dirname, '..', 'vite.config.ts'), 'utf8')).toContain(passed);
  });

  it('takes the base itself for a role home: a signed-in visit there is sent home', () => {
    expect(['/', '/main', '/main/', '/society/dashboard/default'].filter((path) => roleHomePath('/').test(path))).toHaveLength(4);
    expect(['/main/requests', '/mainx', '/console/main'].filter((path) => roleHomePath('/').test(path))).toEqual([]);
    expect(roleHomePath('/console/').test('/console/workshop')).toBe(true);
  });

  it('matches route paths under the base, a parameter standing for any one segment', () => {
    const paths = routePaths('/console/', ['/main/service-details/:id', '/main/requests']);
    expect(['/console/main/requests', '/console/main/requests/', '/console/main/service-details/7'].filter((path) => paths.test(path))).toHaveLength(3);
    expect(['/main/requests', '/console/main/requestsx', '/console/main/service-details/', '/console/main/service-details/7/8'].filter((path) => paths.test(path))).toEqual([]);
  });

  it("knows every role's home", () => {
    expect(ROLE_HOME_SEGMENTS.map((segment) => `/${segment}`).sort()).toEqual(Object.values(ROLE_HOME).sort());
  });
});

describe("the board's early call of its day", () => {
  const answer = new Response('{}');
  const fetched = () => (globalThis.fetch as ReturnType<typeof vi.fn>).mock.calls.map(([url, init]) => [url, (init as RequestInit).headers]);
  const early = () => (window as unknown as Record<string, { u: string; p: Promise<Response> } | undefined>)[EARLY_DAY_GLOBAL];
  afterEach(() => {
    Reflect.deleteProperty(window, EARLY_DAY_GLOBAL);
    vi.unstubAllGlobals();
  });

  it("on the board's address, asks for the day the page will (its date and the super admin's workshop) with the session's token, and leaves the call for the page", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer)));
    localStorage.setItem(config.authStorageKey, JSON.stringify({ currentUser: null, token: 'access', r_token: 'refresh' }));
    await run('/main/schedule?workshop_id=7&date=2026-12-03');
    expect(fetched()).toEqual([['/api/v1/schedule?date=2026-12-03&workshop_id=7', { Authorization: 'Bearer access' }]]);
    expect(early()?.u).toBe('/api/v1/schedule?date=2026-12-03&workshop_id=7');
    await expect(early()?.p).resolves.toBe(answer);
  });

  it("takes India's today for an address without a date, and the workshop admin's own workshop", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T19:00:00Z'), toFake: ['Date'] });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer)));
    localStorage.setItem(config.authStorageKey, JSON.stringify({ currentUser: null, token: 'access', r_token: 'refresh' }));
    await run('/workshop/schedule?workshop_id=7');
    vi.useRealTimers();
    expect(fetched()).toEqual([['/api/v1/schedule?date=2026-12-03', { Authorization: 'Bearer access' }]]);
  });

  it("asks for nothing signed out, elsewhere, or for the super admin's board before a workshop is picked", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer)));
    await run('/main/schedule?workshop_id=7');
    localStorage.setItem(config.authStorageKey, JSON.stringify({ currentUser: null, token: 'access', r_token: 'refresh' }));
    await run('/main/schedule');
    await run('/main/requests');
    await run('/society/schedule');
    expect(fetched()).toEqual([]);
    expect(early()).toBeUndefined();
  });
});

describe('staticClosure', () => {
  it('follows static imports breadth first, each file once', () => {
    const chunk = (imports: string[]) => ({ type: 'chunk', imports }) as unknown as Rollup.OutputChunk;
    const bundle = { 'a.js': chunk(['b.js', 'c.js']), 'b.js': chunk(['d.js']), 'c.js': chunk(['d.js']), 'd.js': chunk([]) } as Rollup.OutputBundle;
    expect([...staticClosure(bundle, ['a.js'])]).toEqual(['a.js', 'b.js', 'c.js', 'd.js']);
  });
});
