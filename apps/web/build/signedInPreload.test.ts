import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_HOME } from '@carcare/contracts';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languageStore';
import { config } from '../src/config';
import { PAINT_WAIT_MS, preloadScript, ROLE_HOME_SEGMENTS, roleHomePath, staticClosure } from './signedInPreload';
import type { Rollup } from 'vite';

const script = preloadScript({ authStorageKey: config.authStorageKey, base: '/', everyPage: ['assets/start.js'], signedIn: ['assets/shell.js', 'assets/layout.js'], home: ['assets/dashboard.js'] });

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
    expect(await run('/main/requests')).toEqual({ atOnce: [], afterPaint: ['/assets/start.js', '/assets/shell.js', '/assets/layout.js'] });
    removeLinks();
    expect(await run('/workshop/dashboard/default')).toEqual({ atOnce: [], afterPaint: ['/assets/start.js', '/assets/shell.js', '/assets/layout.js', '/assets/dashboard.js'] });
  });

  it('never breaks the page on stored state it cannot read', async () => {
    localStorage.setItem(config.authStorageKey, '{not json');
    await expect(run('/main')).resolves.toBeDefined();
  });

  it('reads the session, the customization and the language where the console keeps them (vite.config.ts passes their keys and the languages)', () => {
    const keys = { authStorageKey: config.authStorageKey, persistStorageKey: `persist:${config.persist.key}`, languageStorageKey: LANGUAGE_STORAGE_KEY };
    const passed = `signedInPreload(base, { authStorageKey: '${keys.authStorageKey}', persistStorageKey: '${keys.persistStorageKey}', languageStorageKey: '${keys.languageStorageKey}' }, ['en'])`;
    expect(readFileSync(join(__dirname, '..', 'vite.config.ts'), 'utf8')).toContain(passed);
  });

  it('takes the base itself for a role home: a signed-in visit there is sent home', () => {
    expect(['/', '/main', '/main/', '/society/dashboard/default'].filter((path) => roleHomePath('/').test(path))).toHaveLength(4);
    expect(['/main/requests', '/mainx', '/console/main'].filter((path) => roleHomePath('/').test(path))).toEqual([]);
    expect(roleHomePath('/console/').test('/console/workshop')).toBe(true);
  });

  it("knows every role's home", () => {
    expect(ROLE_HOME_SEGMENTS.map((segment) => `/${segment}`).sort()).toEqual(Object.values(ROLE_HOME).sort());
  });
});

describe('staticClosure', () => {
  it('follows static imports breadth first, each file once', () => {
    const chunk = (imports: string[]) => ({ type: 'chunk', imports }) as unknown as Rollup.OutputChunk;
    const bundle = { 'a.js': chunk(['b.js', 'c.js']), 'b.js': chunk(['d.js']), 'c.js': chunk(['d.js']), 'd.js': chunk([]) } as Rollup.OutputBundle;
    expect([...staticClosure(bundle, ['a.js'])]).toEqual(['a.js', 'b.js', 'c.js', 'd.js']);
  });
});
