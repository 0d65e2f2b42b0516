import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { firstFrameScript, firstFrameTexts, logoSvg } from './firstFrame';

/**
 * What a signed-in visit draws first, whatever the page: the console's shell (MUI's theme,
 * notistack), the role groups' route table and the layout. The router finds these one after
 * another (each lazy chunk is asked for only once the one before it has run), five or six round
 * trips before the first row or figure can show.
 */
export const SIGNED_IN_MODULES = ['src/app/roleRoutes.tsx', 'src/app/ConsoleShell.tsx', 'src/layout/MainLayout/index.ts'];
/** The page of every role's home ('' and dashboard/default), asked for when the visit opens one. */
export const HOME_MODULES = ['src/features/dashboard/DashboardPage.tsx'];
/** The role homes (ROLE_HOME in packages/contracts, checked by signedInPreload.test.ts), without their slash. */
export const ROLE_HOME_SEGMENTS = ['main', 'workshop', 'society'];

export interface PreloadScriptOptions {
  /** localStorage's key of the session ("authState", config.authStorageKey): a token there means signed in. */
  authStorageKey: string;
  /** The router's base name, ending with a slash. */
  base: string;
  /** Files (under `base`) every signed-in page needs. */
  signedIn: readonly string[];
  /** Files the role's home page adds. */
  home: readonly string[];
}

/**
 * A classic script, run as index.html is read, before the console's own code has arrived: signed
 * in, it asks for the chunks above at once (modulepreload), so they load beside the entry instead
 * of one round trip after another; signed out it asks for nothing, so the sign-in page stays as
 * light as it is. ES5, no dependencies: it must never fail a page, so any error is swallowed.
 */
export function preloadScript({ authStorageKey, base, signedIn, home }: PreloadScriptOptions): string {
  const homePath = roleHomePath(base);
  return `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(authStorageKey)})||"null");if(!s||!s.token)return;var f=${JSON.stringify(signedIn.map((file) => base + file))};if(${homePath}.test(location.pathname))f=f.concat(${JSON.stringify(home.map((file) => base + file))});for(var i=0;i<f.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f[i];document.head.appendChild(l)}}catch(e){}})();\n`;
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
        const signedIn = needed(SIGNED_IN_MODULES, entry);
        const home = needed(HOME_MODULES, new Set([...entry, ...signedIn]));
        const source = preloadScript({ authStorageKey, base, signedIn, home }) + firstFrame;
        script = { fileName: `assets/signed-in-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`, source };
        return [{ tag: 'script', attrs: { src: `${base}${script.fileName}`, async: true }, injectTo: 'head-prepend' }];
      },
    },
    generateBundle() {
      if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
    },
  };
}
