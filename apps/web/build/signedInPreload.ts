import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { PAINT_WAIT_MS } from '../src/app/firstFrameMarks';
import { WIDE_LIST_QUERY } from '../src/components/list/wideListQuery';
import { EARLY_DAY_GLOBAL, EARLY_DAY_PATH } from '../src/features/schedule/earlyDay';
import { firstFrameScript, firstFrameTexts, logoSvg } from './firstFrame';
import { readPageModules } from './pageModules';

/**
 * What a signed-in visit draws first, whatever the page: the console's shell (MUI's theme,
 * notistack), the role groups' route table and the layout. The router finds these one after
 * another (each lazy chunk is asked for only once the one before it has run), five or six round
 * trips before the first row or figure can show.
 */
export const SIGNED_IN_MODULES = ['src/shell/roleRoutes.tsx', 'src/shell/ConsoleShell.tsx', 'src/layout/MainLayout/index.ts'];
/**
 * The console's code (React, the router, the store), which the entry imports once the first frame
 * is painted (src/main.tsx); the script below asks for it.
 */
export const CONSOLE_START_MODULE = 'src/startConsole.tsx';
/** The list (a grid on a wide screen, cards on a phone) of the pages that show one, and its grid, loaded apart. */
export const LIST_MODULE = 'src/components/list/ServerDataGrid.tsx';
export const GRID_MODULE = 'src/components/list/WideDataGrid.tsx';

/** The code a signed-in visit to one page asks for, beside the shell's. */
export interface PagePreload {
  /** The page's addresses (location.pathname). */
  path: RegExp;
  /** The files of its code that the signed-in ones do not hold. */
  files: readonly string[];
  /** Whether it may draw a list's grid: where the screen is wide enough for one, the grid's code is asked for too. */
  grid: boolean;
}
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
  /** The pages, each with the files it adds; the first whose path matches the visit's is asked for. */
  pages: readonly PagePreload[];
  /** The files a list's grid adds (GRID_MODULE), asked for with a `grid` page where `wideQuery` matches. */
  grid: readonly string[];
  /** The media query of a screen wide enough for a list's grid (WIDE_LIST_QUERY). */
  wideQuery: string;
  /** The API's origin (config.apiBaseUrl: empty for the console's own), for the board's early call. */
  apiBaseUrl: string;
}

export { PAINT_WAIT_MS };
/**
 * Signed in, the links are added this many to a task: adding a modulepreload link holds the main
 * thread a little, and the forty or so of a dashboard made one long task on a phone's slower CPU,
 * after the first paint, where it delays any input.
 */
const LINKS_PER_TASK = 8;

/**
 * A classic script, run as index.html is read, before the console's own code: it asks for the
 * chunks a page needs at once (modulepreload), so they load side by side instead of one round trip
 * after another. Signed out, that is the console's code alone, at once. Signed in, it adds the
 * shell, the layout and the code of the page the address shows (the dashboard on a role home, a
 * list and, on a wide screen, its grid), not waiting for the console's code to match the route
 * (which asks for that page's code again, to find it loaded or on its way), and asks once the first frame
 * (drawn by the script that follows this one) has been painted: a phone on a slow network then
 * spends its first bandwidth on the frame's styles, and shows it sooner. ES5, no dependencies: it
 * must never fail a page, so any error is swallowed.
 */
export function preloadScript({ authStorageKey, base, everyPage, signedIn, pages, grid, wideQuery, apiBaseUrl }: PreloadScriptOptions): string {
  // The pages' files, each written once in a table (pages share most of theirs) and named by index.
  // The table holds `assets/<name>.js` files (chunks) by their name only.
  const table = [...new Set([...pages.flatMap((page) => page.files), ...grid])];
  const named = table.map((file) => {
    const name = /^assets\/([^/]+)\.js$/.exec(file)?.[1];
    if (!name) throw new Error(`${file} is not a chunk of assets/: update preloadScript in apps/web/build/signedInPreload.ts`);
    return name;
  });
  if (table.length > 36 * 36) throw new Error('more chunks than two base-36 digits name: update preloadScript in apps/web/build/signedInPreload.ts');
  // A list of files: each one's index in the table, as two base-36 digits.
  const indexes = (files: readonly string[]) => JSON.stringify(files.map((file) => table.indexOf(file).toString(36).padStart(2, '0')).join(''));
  const files = (list: readonly string[]) => JSON.stringify(list.map((file) => base + file));
  const pageList = `[${pages.map((page) => `[${String(page.path)},${indexes(page.files)},${page.grid ? 1 : 0}]`).join(',')}]`;
  return (
    `(function(){try{var c=${files(everyPage)},seen={};` +
    `function add(f){for(var i=0;i<f.length;i++){if(seen[f[i]])continue;seen[f[i]]=1;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f[i];document.head.appendChild(l)}}` +
    `var s=JSON.parse(localStorage.getItem(${JSON.stringify(authStorageKey)})||"null");if(!s||!s.token){add(c);return}` +
    earlyDayCall(base, apiBaseUrl) +
    `var f=c.concat(${files(signedIn)}),t=${JSON.stringify(named)},p=${pageList};` +
    // The first page whose path matches: its files, and on a wide screen the grid's if it draws one.
    `for(var i=0;i<p.length;i++)if(p[i][0].test(location.pathname)){var x=p[i][1];if(p[i][2]&&matchMedia(${JSON.stringify(wideQuery)}).matches)x=x.concat(${indexes(grid)});` +
    `for(var j=0;j<x.length;j+=2)f.push(${JSON.stringify(`${base}assets/`)}+t[parseInt(x.substr(j,2),36)]+".js");break}` +
    `if(document.visibilityState!=="visible"){add(f);return}` +
    // LINKS_PER_TASK links to a task.
    `var d=false,later=function(){if(d)return;d=true;(function next(i){add(f.slice(i,i+${LINKS_PER_TASK}));if(i+${LINKS_PER_TASK}<f.length)setTimeout(function(){next(i+${LINKS_PER_TASK})},0)})(0)};` +
    `requestAnimationFrame(function(){setTimeout(later,0)});setTimeout(later,${PAINT_WAIT_MS})` +
    `}catch(e){}})();\n`
  );
}

/**
 * On the board's address, asks for its day at once (src/features/schedule/earlyDay.ts) at the
 * address the page's query makes: the super admin's needs its `workshop_id`, the day is the
 * address's `date` or India's today (UTC+5:30, no summer time). A `date` the page reads differently
 * (no real day) is asked for twice, which is rare enough to cost no bytes of the sign-in page. The
 * promise's failure is handled here, so one nobody takes is no unhandled rejection.
 */
function earlyDayCall(base: string, apiBaseUrl: string): string {
  const path = new RegExp(`^${escapeRegExp(base)}(?:(main)|workshop)/${EARLY_DAY_PATH}/?$`);
  return (
    `var m=${String(path)}.exec(location.pathname);if(m){var q=new URLSearchParams(location.search),w=m[1]?q.get("workshop_id"):"";` +
    `if(w!==null){var u=${JSON.stringify(`${apiBaseUrl}/api/v1/${EARLY_DAY_PATH}?date=`)}+(q.get("date")||new Date(Date.now()+198e5).toISOString().slice(0,10))+(w?"&workshop_id="+w:""),` +
    `r=fetch(u,{headers:{Authorization:"Bearer "+s.token}});r.catch(function(){});window.${EARLY_DAY_GLOBAL}={u:u,p:r}}}`
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The paths of every role's home under `base` (a signed-in visit to the base itself goes home too). */
export function roleHomePath(base: string): RegExp {
  return new RegExp(`^${escapeRegExp(base)}((${ROLE_HOME_SEGMENTS.join('|')})(/dashboard/default)?/?)?$`);
}

/** The addresses of route paths (`/main/service-details/:id`) under `base`, a parameter being any one segment. */
export function routePaths(base: string, paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) => escapeRegExp(base.slice(0, -1) + path).replace(/:\w+/g, '[^/]+'));
  return new RegExp(`^(${alternatives.join('|')})/?$`);
}

/**
 * The pages of `pageModules` (each console path's page module, build/pageModules.ts), one per module
 * (the paths that show it together), each with the files it adds to `shared`; the role homes first,
 * as `homePath` matches them (and the base itself).
 */
export function pagePreloads(bundle: Rollup.OutputBundle, base: string, shared: Set<string>, pageModules: Readonly<Record<string, string>>): PagePreload[] {
  const homePath = roleHomePath(base);
  // The role homes' page ('' and dashboard/default) is asked for wherever homePath matches.
  const homeModules = new Set<string>();
  const pathsOf = new Map<string, string[]>();
  for (const [path, module] of Object.entries(pageModules)) {
    if (homePath.test(base.slice(0, -1) + path)) homeModules.add(module);
    else pathsOf.set(module, [...(pathsOf.get(module) ?? []), path]);
  }
  const page = (path: RegExp, modules: readonly string[]): PagePreload => {
    const closure = [...staticClosure(bundle, modules.map((module) => chunkOf(bundle, module).fileName))];
    return { path, files: closure.filter((file) => !shared.has(file)), grid: closure.some((file) => holdsModule(bundle[file], LIST_MODULE)) };
  };
  return [page(homePath, [...homeModules]), ...[...pathsOf].map(([module, paths]) => page(routePaths(base, paths), [module]))];
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

/** Whether a file of the build is a chunk holding `module` (relative to apps/web). */
function holdsModule(output: Rollup.OutputBundle[string] | undefined, module: string): output is OutputChunk {
  return output?.type === 'chunk' && output.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/apps/web/${module}`));
}

function chunkOf(bundle: Rollup.OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find((output): output is OutputChunk => holdsModule(output, module));
  if (!chunk) throw new Error(`${module} is in no chunk of the build: update apps/web/build/signedInPreload.ts`);
  return chunk;
}

/**
 * Adds the script above, followed by the first frame's (build/firstFrame.ts), to the build
 * (assets/signed-in-preload-<hash>.js, an async script at the top of index.html's head; a file, not
 * inline, as the Content-Security-Policy allows only 'self' scripts). Files the entry already
 * preloads are left out.
 */
export function signedInPreload(base: string, keys: StoredStateKeys, latinLanguages: readonly string[], apiBaseUrl: string): Plugin {
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
        const shared = new Set([...everyPage, ...signedIn]);
        const pages = pagePreloads(bundle, base, shared, readPageModules(webRoot));
        const grid = needed([GRID_MODULE], shared);
        const source = preloadScript({ authStorageKey, base, everyPage: consoleStart, signedIn, pages, grid, wideQuery: WIDE_LIST_QUERY, apiBaseUrl }) + firstFrame;
        script = { fileName: `assets/signed-in-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`, source };
        return [{ tag: 'script', attrs: { src: `${base}${script.fileName}`, async: true }, injectTo: 'head-prepend' }];
      },
    },
    generateBundle() {
      if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
    },
  };
}
