import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../src/config';
import { FIRST_FRAME_ATTRIBUTE as APP_ATTRIBUTE, FIRST_FRAME_ID as APP_ID, endFirstFrame } from '../src/app/firstFrame';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languageStore';
import { FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_ID, firstFrameScript, firstFrameTexts, logoSvg } from './firstFrame';
import { roleHomePath } from './signedInPreload';

const persistStorageKey = `persist:${config.persist.key}`;
const script = firstFrameScript({
  authStorageKey: config.authStorageKey,
  persistStorageKey,
  languageStorageKey: LANGUAGE_STORAGE_KEY,
  homePath: roleHomePath('/'),
  texts: firstFrameTexts(join(__dirname, '..'), ['en']),
  logo: logoSvg(),
  productName: 'Carcare',
});

const signedIn = (name: string | null = 'Aarav Mehta', language?: string) =>
  localStorage.setItem(config.authStorageKey, JSON.stringify({ currentUser: name === null ? null : { id: 1, name, language }, token: 'access', r_token: 'refresh' }));

/** Runs the script as index.html would, at `path`; answers the frame it drew, if any. */
function run(path: string): HTMLElement | null {
  window.history.replaceState(null, '', path);
  new Function(script)();
  return document.getElementById(FIRST_FRAME_ID);
}

// Test files share a worker's document: a layout rendered by an earlier file has marked it "done".
beforeEach(() => document.documentElement.removeAttribute(FIRST_FRAME_ATTRIBUTE));

afterEach(() => {
  document.getElementById(FIRST_FRAME_ID)?.remove();
  document.documentElement.removeAttribute(FIRST_FRAME_ATTRIBUTE);
  document.body.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("a signed-in visit's first frame", () => {
  it('is drawn only for a session, over an empty #root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(run('/main')).toBeNull();
    signedIn();
    const frame = run('/main');
    expect(frame).not.toBeNull();
    expect(frame!.getAttribute('aria-hidden')).toBe('true');
    expect(document.documentElement.getAttribute(FIRST_FRAME_ATTRIBUTE)).toBe('drawn');
  });

  it("shows a role home's title and welcome line in the words of the dashboard, with the admin's name as text", () => {
    document.body.innerHTML = '<div id="root"></div>';
    signedIn('<img src=x onerror=alert(1)>');
    const frame = run('/workshop/dashboard/default')!;
    expect(frame.querySelector('.first-frame__title')!.textContent).toBe('Dashboard');
    expect(frame.querySelector('.first-frame__welcome')!.textContent).toBe('Welcome, <img src=x onerror=alert(1)>');
    expect(frame.querySelector('img')).toBeNull();
  });

  const again = (path: string) => {
    document.getElementById(FIRST_FRAME_ID)?.remove();
    document.documentElement.removeAttribute(FIRST_FRAME_ATTRIBUTE);
    return run(path)!;
  };

  it('shows no title or welcome on other pages', () => {
    document.body.innerHTML = '<div id="root"></div>';
    signedIn();
    const list = run('/main/requests')!;
    expect(list.querySelector('.first-frame__title')!.textContent).toBe('');
    expect(list.querySelector('.first-frame__welcome')).toBeNull();
  });

  it("has words only in the admin's language (or the last one shown) when the entry's fonts can draw it: none in Hindi", () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    signedIn('Aarav Mehta', 'en');
    expect(again('/society').querySelector('.first-frame__welcome')!.textContent).toBe('Welcome, Aarav Mehta');
    signedIn('Aarav Mehta', 'hi');
    expect(again('/society').querySelector('.first-frame__welcome')).toBeNull();
    expect(again('/society').querySelector('.first-frame__title')!.textContent).toBe('');
    signedIn('Aarav Mehta');
    expect(again('/society').querySelector('.first-frame__welcome')).toBeNull();
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(again('/society').querySelector('.first-frame__welcome')!.textContent).toBe('Welcome, Aarav Mehta');
  });

  it('follows the persisted customization: dark mode, a closed side menu, the font and the radius', () => {
    document.body.innerHTML = '<div id="root"></div>';
    signedIn();
    const customization = { mode: 'dark', opened: false, fontFamily: "'Inter', sans-serif", borderRadius: 8 };
    localStorage.setItem(persistStorageKey, JSON.stringify({ customization: JSON.stringify(customization) }));
    const frame = run('/main')!;
    expect(frame.dataset.mode).toBe('dark');
    expect(frame.dataset.drawer).toBe('closed');
    expect(frame.style.getPropertyValue('--first-frame-font')).toBe("'Inter', sans-serif");
    expect(frame.style.getPropertyValue('--first-frame-radius')).toBe('8px');
  });

  it('draws nothing once the console has drawn itself, or over anything in #root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    signedIn();
    endFirstFrame();
    expect(run('/main')).toBeNull();
    document.documentElement.removeAttribute(FIRST_FRAME_ATTRIBUTE);
    document.body.innerHTML = '<div id="root"><div>console</div></div>';
    expect(run('/main')).toBeNull();
  });

  it("goes when the console takes over (src/app/firstFrame.ts names the same element and mark)", () => {
    expect([APP_ID, APP_ATTRIBUTE]).toEqual([FIRST_FRAME_ID, FIRST_FRAME_ATTRIBUTE]);
    document.body.innerHTML = '<div id="root"></div>';
    signedIn();
    run('/main');
    endFirstFrame();
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
    expect(document.documentElement.getAttribute(FIRST_FRAME_ATTRIBUTE)).toBe('done');
  });

  it('never breaks the page on stored state it cannot read', () => {
    document.body.innerHTML = '<div id="root"></div>';
    signedIn();
    localStorage.setItem(persistStorageKey, '{not json');
    expect(run('/main')).not.toBeNull();
    document.getElementById(FIRST_FRAME_ID)?.remove();
    document.documentElement.removeAttribute(FIRST_FRAME_ATTRIBUTE);
    localStorage.setItem(config.authStorageKey, '{not json');
    expect(() => run('/main')).not.toThrow();
  });

  it("draws the word mark's car and name as src/components/Logo.tsx does", () => {
    expect(logoSvg()).toMatch(/^<svg viewBox="0 0 24 24"[^>]*><path d="M[^"]+"\/><circle [^>]+\/><circle [^>]+\/><\/svg>$/);
    expect(readFileSync(join(__dirname, '..', 'src', 'components', 'Logo.tsx'), 'utf8')).toContain("const PRODUCT_NAME = 'Carcare';");
  });
});
