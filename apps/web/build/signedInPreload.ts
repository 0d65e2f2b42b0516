import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { PAINT_WAIT_MS } from '../src/app/firstFrameMarks';
import { firstFrameScript, firstFrameTexts, logoSvg } from './firstFrame';

/**
 * What a signed-in visit draws first, whatever the page: the console's shell (MUI's theme,
 * notistack), the role groups' route table and the layout. The router finds these one after
 * another (each lazy chunk is asked for only once the one before it has run), five or six round
 * trips before the first row or figure can show.
 */
export const SIGNED_IN_MODULES = ['src/app/roleRoutes.tsx', 'src/app/ConsoleShell.tsx', 'src/layout/MainLayout/index.ts'];
/**
 * The console's code (React, the router, the store), which the entry imports once the first frame
 * is painted (src/main.tsx); the script below asks for it.
 */
export const CONSOLE_START_MODULE = 'src/startConsole.tsx';
/** The page of every role's home ('' and dashboard/default), asked for when the visit opens one. */
export const HOME_MODULES = ['src/features/dashboard/DashboardPage.tsx'];
/** The role homes (ROLE_HOME in packages/contracts, checked by signedInPreload.test.ts), without their slash. */
export const ROLE_HOME_SEGMENTS = ['main', 'workshop', 'society'];

export interface PreloadScriptOptions {
  /** localStorage's key of the session ("authState", config.authStorageKey): a token there means signed in. */
  authStorageKey: string;
  /** The router's base name, ending with a slash. */
  base: string;
  /** Files (under `base`) of the console's code, which every page runs (CONSOLE_START_MODULE). */
  everyPage: readonly string[];
  /** Files every signed-in page adds. */
  signedIn: readonly string[];
  /** Files the role's home page adds. */
  home: readonly string[];
}

export { PAINT_WAIT_MS };
/**
 * Signed in, the links are added this many to a task: adding a modulepreload link holds the main
 * thread for about a millisecond, and the 40 of a dashboard made one task of 135 ms on a phone
 * (4× slower CPU), after the first paint, where it delays any input.
 */
const LINKS_PER_TASK = 8;

/**
 * A classic script, run as index.html is read, before the console's own code: it asks for the
 * chunks a page needs at once (modulepreload), so they load side by side instead of one round trip
 * after another. Signed out, that is the console's code alone, at once. Signed in,
 * it adds the shell, the layout and, on a role home, the dashboard, and asks once the first frame
 * (drawn by the script that follows this one) has been painted: a phone on a slow network then
 * spends its first bandwidth on the frame's styles, and shows it sooner. ES5, no dependencies: it
 * must never fail a page, so any error is swallowed.
 */
export function preloadScript({ authStorageKey, base, everyPage, signedIn, home }: PreloadScriptOptions): string {
  const homePath = roleHomePath(base);
  const files = (list: readonly string[]) => JSON.stringify(list.map((file) => base + file));
  return (
    `(function(){try{var c=${files(everyPage)};` +
    `function add(f){for(var i=0;i<f.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f[i];document.head.appendChild(l)}}` +
    `var s=JSON.parse(localStorage.getItem(${JSON.stringify(authStorageKey)})||"null");if(!s||!s.token){add(c);return}` +
    `var f=c.concat(${files(signedIn)});if(${homePath}.test(location.pathname))f=f.concat(${files(home)});` +
    `if(document.visibilityState!=="visible"){add(f);return}` +
    // LINKS_PER_TASK links to a task.
    `var d=false,later=function(){if(d)return;d=true;(function next(i){add(f.slice(i,i+${LINKS_PER_TASK}));if(i+${LINKS_PER_TASK}<f.length)setTimeout(function(){next(i+${LINKS_PER_TASK})},0)})(0)};` +
    `requestAnimationFrame(function(){setTimeout(later,0)});setTimeout(later,${PAINT_WAIT_MS})` +
    `}catch(e){}})();\n`
  );
}

/** The paths of every role's home under `base` (a signed-in visit to the base itself goes home too). */
export function roleHomePath(base: string): RegExp {
  const escapedBase = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escapedBase}((${ROLE_HOME_SEGMENTS.join('|')})(/dashboard/default)?/?)?$`);
}

/** Where the console keeps what the first frame reads (src/config.ts, src/i18n/languageStore.ts; checked by signedInPreload.test.ts). */
export interface StoredStateKeys {
  authStorageKey: string;
  persistStorageKey: string;
  languageStorageKey: string;
}

type OutputChunk = Rollup.OutputChunk;

/**
 * The JavaScript files chunks need before they run: themselves and their static imports,
 * recursively, breadth first from the first chunk given: the order they are asked for in, as a
 * browser opens only a few connections to one server at a time.
 */
export function staticClosure(bundle: Rollup.OutputBundle, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') queue.push(...output.imports);
  }
  return seen;
}

function chunkOf(bundle: Rollup.OutputBundle, module: string): OutputChunk {
  const holds = (output: OutputChunk) => output.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/apps/web/${module}`));
  const chunk = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && holds(output));
  if (!chunk) throw new Error(`${module} is in no chunk of the build: update apps/web/build/signedInPreload.ts`);
  return chunk;
}

/**
 * Adds the script above, followed by the first frame's (build/firstFrame.ts), to the build
 * (assets/signed-in-preload-<hash>.js, an async script at the top of index.html's head; a file, not
 * inline, as the Content-Security-Policy allows only 'self' scripts). Files the entry already
 * preloads are left out.
 */
export function signedInPreload(base: string, keys: StoredStateKeys, latinLanguages: readonly string[]): Plugin {
  const { authStorageKey } = keys;
  const webRoot = dirname(dirname(fileURLToPath(import.meta.url)));
  const firstFrame = firstFrameScript({ ...keys, homePath: roleHomePath(base), texts: firstFrameTexts(webRoot, latinLanguages), logo: logoSvg(), productName: 'Carcare' });
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'carcare:signed-in-preload',
    apply: 'build',
    // After Vite's HTML plugin, whose generateBundle calls transformIndexHtml below.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        const entry = staticClosure(bundle, [chunk.fileName]);
        const needed = (modules: readonly string[], besides: Set<string>) =>
          [...staticClosure(bundle, modules.map((module) => chunkOf(bundle, module).fileName))].filter((file) => !besides.has(file));
        const consoleStart = needed([CONSOLE_START_MODULE], entry);
        const everyPage = new Set([...entry, ...consoleStart]);
        const signedIn = needed(SIGNED_IN_MODULES, everyPage);
        const home = needed(HOME_MODULES, new Set([...everyPage, ...signedIn]));
        const source = preloadScript({ authStorageKey, base, everyPage: consoleStart, signedIn, home }) + firstFrame;
        script = { fileName: `assets/signed-in-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`, source };
        return [{ tag: 'script', attrs: { src: `${base}${script.fileName}`, async: true }, injectTo: 'head-prepend' }];
      },
    },
    generateBundle() {
      if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
    },
  };
}
