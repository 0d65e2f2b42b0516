import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { parse as parseIcuMessage, TYPE } from '@formatjs/icu-messageformat-parser';
import { precompress } from './build/precompress';
import { signedInPreload } from './build/signedInPreload';

// Test files that replace a module with vi.mock run isolated: without isolation a mock would
// leak into the files that run after them in the same worker.
function testFilesThatMockModules(): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(join(src, file), 'utf8')))
    .map((file) => join('src', file));
}

/**
 * Preloads the Roboto faces every page draws with (400 body, 500 buttons and labels, 700 headings;
 * 600 is drawn with 700), Latin subset, so text does not swap fonts after the first paint. The
 * faces come from @fontsource/roboto (font-display: swap) imported in main.tsx; other subsets
 * load only when a page shows their characters (unicode-range).
 */
function preloadFonts(base: string): Plugin {
  return {
    name: 'carcare:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const faces = Object.keys(bundle ?? {}).filter((file) => /\/roboto-latin-(400|500|700)-normal-[\w-]+\.woff2$/.test(file));
        if (faces.length !== 3) throw new Error(`expected the 3 Latin Roboto faces in the build, found ${faces.length}: update preloadFonts() in vite.config.ts`);
        return faces.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes dist/.vite/chunk-modules.json: the modules each JavaScript chunk holds (paths from the
 * repository's root), which Vite's manifest does not say. bench/bundle-size.mjs reads it to check
 * that a route carries none of the packages it must not (the sign-in page: no MUI, emotion or notistack).
 */
function chunkModules(): Plugin {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return {
    name: 'carcare:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') modules[file] = output.moduleIds.map((id) => id.replace(/^\0/, '').replace(root, ''));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

/** A message catalogue: `i18n/en.json` or `i18n/hi.json` in a feature folder, or a feature's menu or help texts (`i18n/menu.en.json`, `i18n/help.hi.json`; docs/i18n.md). */
const CATALOGUE_FILE = /[\\/]i18n[\\/](\w+\.)?(en|hi)\.json$/;

/**
 * Parses each ICU message of a catalogue at build time and ships the parsed form, so the browser
 * needs intl-messageformat's formatter only, not its parser. A message
 * that does not parse stops the build, naming the file and the key.
 */
function compiledMessages(): Plugin {
  return {
    name: 'carcare:compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split('?')[0]!)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          const elements = parseIcuMessage(message, { shouldParseSkeletons: true, requiresOtherClause: true });
          // Plain text (most messages) ships as a string: nothing to format, and fewer bytes.
          const [only, ...rest] = elements;
          compiled[key] = only && rest.length === 0 && only.type === TYPE.literal ? only.value : elements;
        } catch (error) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      // Still JSON: Vite's own JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * Fails the build when chunks import each other in a cycle: a chunk in one runs before the code it
 * imports from the other (a named chunk group that takes a module some other chunk needs can make one).
 */
function noChunkCycles(): Plugin {
  return {
    name: 'carcare:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, path: string[]) => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'open') this.error(`chunks import each other in a cycle: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
        state.set(file, 'open');
        const output = bundle[file];
        for (const imported of output?.type === 'chunk' ? output.imports : []) visit(imported, [...path, file]);
        state.set(file, 'done');
      };
      for (const file of Object.keys(bundle)) visit(file, []);
    },
  };
}

/** The features' menu and page titles in English (src/layout/MainLayout/featureTitles.d.ts). */
const FEATURE_TITLES = 'virtual:feature-titles';

/**
 * Every feature's `i18n/menu.en.json` (its menu and page titles), merged into one module for the
 * layout's catalogue: found, not listed, like the features themselves, and shipped as one object
 * (a glob of the files would add each file's path and module to the layout's chunk, on every page).
 */
function featureTitles(): Plugin {
  const featuresDir = join(dirname(fileURLToPath(import.meta.url)), 'src/features');
  return {
    name: 'carcare:feature-titles',
    resolveId: (id) => (id === FEATURE_TITLES ? `\0${FEATURE_TITLES}` : null),
    load(id) {
      if (id !== `\0${FEATURE_TITLES}`) return null;
      const titles: Record<string, string> = {};
      for (const feature of readdirSync(featuresDir).sort()) {
        const file = join(featuresDir, feature, 'i18n/menu.en.json');
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          continue;
        }
        this.addWatchFile(file);
        Object.assign(titles, JSON.parse(text) as Record<string, string>);
      }
      return `export default ${JSON.stringify(titles)};`;
    },
  };
}

/**
 * MUI's styling core and the components most console pages draw (cards, buttons, inputs, progress),
 * but not the internals only some pages use (icons of alerts and checkboxes, switches, transitions).
 * The sign-in page loads none of it: it is drawn without MUI (styles/plainPages.css).
 */
const UI_CORE_FOLDERS = [
  ...['styles', 'utils', 'internal', 'transitions', 'colors', 'zero-styled', 'DefaultPropsProvider', 'GlobalStyles', 'CssBaseline', 'InitColorSchemeScript'],
  ...['Box', 'Stack', 'Paper', 'Card', 'CardContent', 'Typography', 'Avatar', 'SvgIcon', 'ButtonBase', 'useLazyRipple', 'Button', 'CircularProgress'],
  ...['LinearProgress', 'FormControl', 'FormLabel', 'InputLabel', 'InputBase', 'TextareaAutosize', 'OutlinedInput', 'InputAdornment'],
  // What the layout draws on every signed-in page (top bar, menu) and the home page's alerts and
  // placeholders: left to the automatic splitting they were twenty small chunks, each a round trip.
  ...['AppBar', 'Toolbar', 'IconButton', 'Link', 'Chip', 'Divider', 'List', 'ListItem', 'ListItemButton', 'ListItemIcon', 'ListItemText', 'ListSubheader'],
  ...['Alert', 'Skeleton', 'FormHelperText', 'useMediaQuery'],
];
const UI_CORE_MODULES = new RegExp(`/node_modules/@mui/(system|styled-engine|private-theming|material/(${UI_CORE_FOLDERS.join('|')}))/`);
// styles/useThemeProps: only MUI X's date pickers use it, and they load when a calendar is opened.
const NOT_UI_CORE = /\/@mui\/material\/(internal\/(svg-icons\/|SwitchBase|switchBaseClasses|Transition|animate)|styles\/useThemeProps)/;
/**
 * The console's code that the entry imports once the first frame is painted (src/startConsole.tsx)
 * and the small modules every page shares with it: one chunk, as they were when they lived in the
 * entry, rather than eight of a few hundred bytes each.
 */
const CONSOLE_START_MODULES = /\/(apps\/web\/src\/(config\.ts|app\/(hooks|lazyPage|actionCreator|featureRegistry|consoleParts)\.ts|i18n\/(catalogue|useTexts|languageStore|hindiFont)\.ts|app\/session\/(authSlice|authStorage)\.ts)|packages\/contracts\/src\/(roles|language)\.ts)$/;
/** Every module `roots` import statically, directly or not (their ids), in a build's module graph. */
function staticImports(context: Rollup.PluginContext, ids: readonly string[], roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = ids.filter((id) => roots.some((root) => id.endsWith(root)));
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The contracts' modules only the signed-in frame reads. Every page imports the contracts through
 * their index, so the module graph says the sign-in page and the route table import them all;
 * left out of the frame's chunk, such a module went to the layout's own lazy chunk, which imports
 * the frame's chunk, which imported it back (chunks in a cycle, refused by noChunkCycles below).
 */
const FRAME_ONLY_CONTRACTS = /\/packages\/contracts\/src\/searchKinds\.ts$/;
/** The sign-in page's own code, and the API it calls before the code step (authApi): what they import stays out of the chunks below, which would bring the console's UI with it. */
const SIGN_IN_ROOTS = ['/src/main.tsx', '/src/startConsole.tsx', '/src/features/auth/SignInPage.tsx', '/src/features/auth/authApi.ts'];

/**
 * The route table's chunk: every feature's descriptor (found by src/shell/features.ts), the menu
 * icons and list queries they name, and what resolves routes and icons from them (app/consoleRoutes,
 * components/MenuIcon) — all they import that the sign-in page does not. Every console page loads it
 * before its own code, so one chunk serves them all; left to the automatic splitting it came in
 * several, each with its own imports and exports between them.
 *
 * And the signed-in frame's chunk: the console's shell (theme, snackbars), the role groups' routes
 * and the layout (top bar, menu, page header), with all they import that the sign-in page and the
 * route table do not, MUI's parts and RTK Query's hooks among them. Every signed-in page draws
 * them before its own code; left to the automatic splitting they were some twenty chunks, a few
 * hundred bytes each, asked for six at a time over HTTP/1.1 ahead of the page's own code.
 */
function signedInChunks(): { plugin: Plugin; routeTable: (id: string) => boolean; signedIn: (id: string) => boolean } {
  let table = new Set<string>();
  let frame = new Set<string>();
  const plugin: Plugin = {
    name: 'carcare:signed-in-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const signIn = staticImports(this, ids, SIGN_IN_ROOTS);
      // The live stream's bus joins the table: every console page's frame (its bell) listens to it.
      const tableClosure = staticImports(this, ids, ['/src/shell/routeTable.ts', '/src/app/consoleRoutes.ts', '/src/components/MenuIcon.tsx', '/src/api/live/liveBus.ts']);
      table = new Set([...tableClosure].filter((id) => !signIn.has(id) && (!id.includes('/node_modules/') || id.includes('/@mui/icons-material/'))));
      // The three lazy modules themselves keep chunks of their own, the build's manifest naming them.
      // What the route table imports stays out (RTK Query's hooks among them): the table's chunk
      // importing this one, which imports the table, would run before the code it needs.
      const frameRoots = ['/src/shell/roleRoutes.tsx', '/src/shell/ConsoleShell.tsx', '/src/layout/MainLayout/index.ts'];
      const frameClosure = staticImports(this, ids, frameRoots);
      const inFrame = (id: string) => FRAME_ONLY_CONTRACTS.test(id) || (!signIn.has(id) && !tableClosure.has(id) && !isUiCoreModule(id));
      frame = new Set([...frameClosure].filter((id) => inFrame(id) && !frameRoots.some((root) => id.endsWith(root))));
    },
  };
  return { plugin, routeTable: (id) => table.has(id), signedIn: (id) => frame.has(id) };
}
const signedInGroups = signedInChunks();

/**
 * React Router's production build: its package exports only the development one, which differs by
 * its warnings to developers (ENABLE_DEV_WARNINGS), kept in the console's code for nothing.
 */
const REACT_ROUTER_PRODUCTION = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');
const isUiCoreModule = (id: string) => UI_CORE_MODULES.test(id) && !NOT_UI_CORE.test(id);
/** The chunks every page has loaded before it can load another: the entry, its stylesheet and the shared chunks named in `codeSplitting` below. */
const ALWAYS_LOADED = /(^|\/)(index|ui-core|app-core|console-start|route-table|preload-helper|rolldown-runtime)-[\w-]+\.(js|css)$/;
/**
 * The date pickers' chunk (components/form/PickerPopup.tsx), loaded when a calendar button is pressed,
 * and the date ranges' calendar button (components/form/RangeCalendar.tsx), loaded after the range is drawn.
 */
const PICKER_CHUNK = /(^|\/)(PickerPopup|RangeCalendar)-[\w-]+\.js$/;

// Build settings (documented in the README): VITE_BASENAME is the router base name,
// VITE_API_BASE_URL the API origin (empty = same origin). API_PROXY_TARGET is for `npm run dev`.
export default defineConfig(({ command, mode }) => {
  // A build is a production build whatever NODE_ENV the shell has: Vite keeps a NODE_ENV it finds set,
  // and under NODE_ENV=test or development it bundled React's development code. Vite reads it after
  // this config to decide (checked by bench/bundle-size.test.mjs on the build `npm test` makes).
  if (command === 'build' && mode !== 'development') process.env.NODE_ENV = 'production';
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.API_PROXY_TARGET || 'http://localhost:8080';
  const mocking = mode === 'test' ? testFilesThatMockModules() : [];
  const base = env.VITE_BASENAME && env.VITE_BASENAME !== '/' ? `${env.VITE_BASENAME.replace(/\/$/, '')}/` : '/';
  return {
    base,
    // `npm run analyze -w apps/web` (mode "analyze") also writes what each chunk holds, gzipped per
    // module: dist/stats.html to browse, dist/stats.json for bench/bundle-size.mjs --modules.
    plugins: [
      react(),
      compiledMessages(),
      featureTitles(),
      preloadFonts(base),
      // Must match where the console keeps them (config.authStorageKey, `persist:${config.persist.key}`,
      // LANGUAGE_STORAGE_KEY): checked by build/signedInPreload.test.ts. The first frame has words
      // in English only: the entry's fonts have no Devanagari (build/firstFrame.ts).
      // The API's origin as src/config.ts reads it, for the board's early call of its day.
      signedInPreload(base, { authStorageKey: 'authState', persistStorageKey: 'persist:root', languageStorageKey: 'carcare.language' }, ['en'], (env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')),
      chunkModules(),
      noChunkCycles(),
      signedInGroups.plugin,
      // .br and .gz beside each text file, sent as they are by the server (build/precompress.ts).
      mode !== 'analyze' && precompress(),
      mode === 'analyze' && visualizer({ filename: 'dist/stats.html', template: 'treemap', gzipSize: true }),
      mode === 'analyze' && visualizer({ filename: 'dist/stats.json', template: 'raw-data', gzipSize: true }),
    ],
    resolve: {
      // Messages arrive parsed (compiledMessages above): intl-messageformat's parser is never called.
      // Tests keep the full module: the catalogue checks parse every message with it.
      // React Router's production build (REACT_ROUTER_PRODUCTION) for the browser; tests keep its warnings.
      alias:
        mode === 'test'
          ? []
          : [
              { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
              { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
            ],
    },
    server: {
      port: 5173,
      proxy: {
        '/api': apiTarget,
        '/admins': apiTarget,
        '/healthz': apiTarget,
        '/readyz': apiTarget,
        '/uploads': apiTarget,
      },
    },
    // The manifest lets bench/bundle-size.mjs add up what each route loads (its size budget).
    build: {
      outDir: 'dist',
      sourcemap: false,
      // A font is never written into the CSS: @fontsource's small subsets (Greek extended and the like)
      // would otherwise sit base64 in the stylesheet every page waits for, though no page uses them.
      assetsInlineLimit: (file: string) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
      manifest: true,
      chunkSizeWarningLimit: 900,
      // A lazy page's import preloads the chunks it needs, listed beside each import (one list per
      // page, in the route table every console page loads). The entry and the named shared chunks
      // below are loaded before any page can be asked for, so listing them again for every page
      // only made the route table heavier.
      // No modulepreload polyfill: the only such links are the ones build/signedInPreload.ts adds,
      // hints a browser without modulepreload skips and then loads the module when it is imported,
      // and Vite's preload helper falls back to rel=preload there itself. The polyfill sat in the entry of every page.
      // The date pickers' chunk (a field's calendar button) lists none: its list sat in the first load of
      // every page with a date field, for a calendar most visits never open; its imports load when it does.
      // Nor does a date range's calendar button: its list sat in the first code of every list and dashboard.
      modulePreload: { polyfill: false, resolveDependencies: (file: string, deps: string[]) => (PICKER_CHUNK.test(file) ? [] : deps.filter((dep) => !ALWAYS_LOADED.test(dep))) },
      // One chunk for MUI's core and the components the sign-in page draws: every page needs them, and
      // left to the default splitting they come as a dozen small chunks (a few KB more, gzipped).
      // Likewise one 'app-core' chunk for React, React DOM, the router, react-redux and the message
      // formatter, which every page loads: split by which lazy pages share them, they came in six
      // pieces (sign-in and dashboard each lighter together). It goes first (priority): React
      // is a dependency of the ui-core modules too, and left to ui-core it would make the sign-in
      // page load MUI's chunk for React's sake. Redux Toolkit stays out: the sign-in page needs only part of it.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'ui-core', test: isUiCoreModule }, { name: 'app-core', test: /\/node_modules\/(react|react-dom|react-redux|react-router|scheduler|intl-messageformat|@formatjs\/fast-memoize)\//, priority: 1 }, { name: 'console-start', test: CONSOLE_START_MODULES }, { name: 'route-table', test: signedInGroups.routeTable, includeDependenciesRecursively: false }, { name: 'signed-in', test: signedInGroups.signedIn, includeDependenciesRecursively: false }, { name: 'preload-helper', test: /vite\/preload-helper/, priority: 2 }] } } },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 20000,
      css: false,
      // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
      maxWorkers: '100%',
      projects: [
        // Most files share a worker's jsdom and loaded packages: starting jsdom and importing MUI
        // for each file cost more than running its tests. src/test/setup.ts resets what tests share.
        { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...mocking] } },
        { extends: true, test: { name: 'isolated', include: mocking } },
      ],
    },
  };
});
