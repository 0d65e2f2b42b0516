import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The first frame's element; the console removes it when it draws (src/app/firstFrame.ts). */
export const FIRST_FRAME_ID = 'first-frame';
/** Set on <html> by the first frame ("drawn") and by the console once it has drawn itself ("done"). */
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';
/** Past this the frame goes away by itself, whatever happened to the console's code. */
export const FIRST_FRAME_MAX_MS = 15_000;

/** The few words the frame shows, per language: the page title and the welcome line of a role home. */
export interface FirstFrameTexts {
  title: string;
  /** ICU text with `{name}` (the dashboard's own "welcome" message). */
  welcome: string;
  welcomeAnonymous: string;
}

export interface FirstFrameOptions {
  authStorageKey: string;
  /** localStorage's key of the persisted customization (mode, drawer, font, radius). */
  persistStorageKey: string;
  /** localStorage's key of the language last shown. */
  languageStorageKey: string;
  /** The paths of a role's home, where the dashboard's title and welcome line are drawn. */
  homePath: RegExp;
  /**
   * The words per language, for the languages the entry's fonts can draw (Roboto's Latin): in
   * another language (Hindi, whose Devanagari face comes with the console's code) the frame has no
   * words rather than boxes.
   */
  texts: Record<string, FirstFrameTexts>;
  /** The word mark's car, as SVG markup. */
  logo: string;
  productName: string;
}

/**
 * A signed-in visit's first frame, drawn from what localStorage holds before the console's code has
 * arrived: the top bar with the word mark, the side menu's panel, the page's surface and title
 * card, and on a role home the dashboard's title and "Welcome, <name>" where the dashboard draws
 * them, in the admin's language (or the last one shown). It covers the page (fixed, aria-hidden) until the console draws itself and removes it, so
 * nothing moves when the real page takes over; styled by src/styles/firstFrame.css, which comes with
 * the entry's CSS. The name is set as text, never as markup. Any error leaves the page as it was.
 */
export function firstFrameScript(options: FirstFrameOptions): string {
  const { authStorageKey, persistStorageKey, languageStorageKey, homePath, texts, logo, productName } = options;
  const bar = `<div class="first-frame__bar"><span class="first-frame__logo">${logo}</span><span class="first-frame__name">${productName}</span></div>`;
  return `(function(){try{
var html=document.documentElement,A=${JSON.stringify(FIRST_FRAME_ATTRIBUTE)};
var s=JSON.parse(localStorage.getItem(${JSON.stringify(authStorageKey)})||"null");if(!s||!s.token)return;
var c={};try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(persistStorageKey)})||"null");if(p&&typeof p.customization==="string")c=JSON.parse(p.customization)||{}}catch(e){}
var u=s.currentUser||{},T=${JSON.stringify(texts)},t=T[u.language||localStorage.getItem(${JSON.stringify(languageStorageKey)})||"en"];
var name=typeof u.name==="string"?u.name:"";
function draw(){var root=document.getElementById("root");if(!root||root.firstChild||html.getAttribute(A))return;
var f=document.createElement("div");f.id=${JSON.stringify(FIRST_FRAME_ID)};f.className="first-frame";f.setAttribute("aria-hidden","true");
f.setAttribute("data-mode",c.mode==="dark"?"dark":"light");f.setAttribute("data-drawer",c.opened===false?"closed":"open");
if(typeof c.fontFamily==="string")f.style.setProperty("--first-frame-font",c.fontFamily);
if(typeof c.borderRadius==="number")f.style.setProperty("--first-frame-radius",c.borderRadius+"px");
f.innerHTML=${JSON.stringify(bar)}+'<div class="first-frame__main"><div class="first-frame__title"></div></div>';
if(t&&${homePath}.test(location.pathname)){f.querySelector(".first-frame__title").textContent=t.title;var w=document.createElement("p");w.className="first-frame__welcome";w.textContent=name?t.welcome.split("{name}").join(name):t.welcomeAnonymous;f.lastChild.appendChild(w)}
document.body.appendChild(f);html.setAttribute(A,"drawn");
setTimeout(function(){if(f.parentNode)f.parentNode.removeChild(f)},${FIRST_FRAME_MAX_MS})}
if(document.getElementById("root"))draw();else document.addEventListener("DOMContentLoaded",draw);
}catch(e){}})();
`;
}

/** A catalogue's message, or a build error naming it (the frame must say what the page says). */
function message(file: string, key: string): string {
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const text = catalogue[key];
  if (typeof text !== 'string') throw new Error(`${file} has no "${key}": the first frame shows it (apps/web/build/firstFrame.ts)`);
  return text;
}

/** The frame's words in each language, from the dashboard's and the layout's own catalogues. */
export function firstFrameTexts(webRoot: string, languages: readonly string[]): Record<string, FirstFrameTexts> {
  const catalogue = (area: string, language: string) => join(webRoot, 'src', area, 'i18n', `${language}.json`);
  return Object.fromEntries(
    languages.map((language) => [
      language,
      {
        title: message(catalogue('layout/MainLayout', language), 'menu.Dashboard'),
        welcome: message(catalogue('features/dashboard', language), 'welcome'),
        welcomeAnonymous: message(catalogue('features/dashboard', language), 'welcomeAnonymous'),
      },
    ]),
  );
}

/** The word mark's car (MUI's DirectionsCarFilledOutlined, as src/components/Logo.tsx draws it), read from the icon's module. */
export function logoSvg(): string {
  const source = readFileSync(createRequire(import.meta.url).resolve('@mui/icons-material/DirectionsCarFilledOutlined'), 'utf8');
  const path = /d: "([^"]+)"/.exec(source)?.[1];
  const circles = [...source.matchAll(/cx: "([\d.]+)",\s*cy: "([\d.]+)",\s*r: "([\d.]+)"/g)].map(([, cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
  if (!path || circles.length !== 2) throw new Error("The car icon's shape was not found in @mui/icons-material: update apps/web/build/firstFrame.ts");
  return `<svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" focusable="false"><path d="${path}"/>${circles.join('')}</svg>`;
}
