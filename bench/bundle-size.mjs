// The console's size budget. From the build manifest (apps/web/dist/.vite/manifest.json) it adds up
// the gzipped JavaScript, and apart from it the CSS, that each budgeted route loads: index.html's
// entry, the lazy chunks the route shows, and every chunk those import statically. It prints a
// table and exits 1 when a route is above its budget, so a dependency that breaks it is caught.
// Run after `npm run build -w apps/web`: `npm run bundle-size -w bench`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * What each route needs to show itself, as source modules (the manifest's keys) it loads lazily;
 * the entry is always loaded. Budgets are gzipped JavaScript: issue 12 aims at 120 KB for the
 * sign-in page and 200 KB for the dashboard; until the console gets there, each budget is the
 * figure reached so far plus a few KB, so whatever makes a page heavier fails. Lower them as it shrinks.
 */
export const ROUTES = [
  {
    name: 'sign-in (/)',
    // The entry runs the console's code (src/startConsole.tsx) once the first frame is painted.
    lazyModules: ['src/startConsole.tsx', 'src/features/auth/SignInPage.tsx'],
    // Drawn without MUI: MUI, emotion and notistack load with the console's shell (shell/ConsoleShell.tsx).
    forbiddenModules: /(^|\/)node_modules\/(@mui|@emotion|notistack)\//,
    // 112.4 KB once MUI, emotion and notistack left it and the store needed no Redux Toolkit (184.2 KB
    // before). The Hindi/English catalogues' formatter (intl-messageformat, no parser), the sign-in
    // catalogue and the language switch add about 4.5 KB (docs/i18n.md). 112.6 KB in 9 files once the
    // console's code moved behind the first paint (src/startConsole.tsx, its shared modules in one
    // chunk: vite.config.ts CONSOLE_START_MODULES) and React Router came in its production build.
    // Every route now counts index.html's classic script too (assets/signed-in-preload-…js: the first
    // frame and the preloads, 2.0 KB, not counted before): 117.9 KB once it held the pages' table
    // (5.1 KB; a signed-in visit asks for the code of the page at its address at once).
    budgetJsBytes: 118.5 * KB, // goal 120 KB
  },
  {
    name: 'super admin dashboard (/main)',
    // The console's shell (MUI's theme, notistack), the role groups' route table, the layout, the page
    // with its charts (the header's search field loads after the layout renders, so it is not counted).
    lazyModules: [
      'src/startConsole.tsx',
      'src/shell/ConsoleShell.tsx',
      'src/shell/roleRoutes.tsx',
      'src/layout/MainLayout/index.ts',
      'src/features/dashboard/DashboardPage.tsx',
    ],
    // 264.1 KB measured once the charts were our own SVG (MUI X Charts was 79.5 KB, docs/charts.md) and
    // the header's menus, the date range's TextField and the sidebar's Drawer left the first render;
    // 267.5 KB with the console's shell chunk and each list's endpoint in the route table (its rows
    // are asked for as its route is entered). 256.9 KB in 41 files (59 before) once the MUI parts of
    // the layout joined MUI's core chunk (apps/web/vite.config.ts UI_CORE_FOLDERS). 250.2 KB once
    // notistack loaded after the first paint (components/snackbar/SnackbarHost.tsx): a page that
    // imports it from 'notistack' again brings back its 8 KB and breaks this budget. 250.8 KB with the
    // console's code in a chunk of its own (src/startConsole.tsx), run once the first frame is painted.
    // 248.3 KB in 41 files once the stars were drawn without MUI's Rating (components/StarMeter.tsx, a
    // chunk shared with the reviews). Preact's compatibility layer in place of React DOM measured 190.7 KB,
    // but without React's time-sliced rendering the dashboards' mobile Lighthouse medians fell from 94–96
    // to 77–91: not adopted (measured again on 2026-11-28, 197.1 KB: docs/renderer.md). 249.3 KB once the list pages' grid loaded only on wide screens
    // (components/list/wideGrid.ts, in the route table: the names of the grid's 33 files): a phone's
    // list page no longer loads MUI X's DataGrid, 117 KB. 249.7 KB once each list's route also asked
    // for the admin's columns of it and its filters' options with its rows (components/list/prefetchList.ts:
    // the page then draws its grid once, not once per late answer). 254.8 KB with index.html's classic
    // script counted (see the sign-in page's). 254.9 KB once the theme followed the system's wish for
    // less motion (MUI's motion.reducedMotion, theme/buildTheme.ts).
    budgetJsBytes: 255.5 * KB, // goal 200 KB
  },
  {
    name: 'super admin requests list (/main/requests), before the grid',
    // A list page's own code over the same shell. The DataGrid loads after it, on wide screens only
    // (components/list/wideGrid.ts), and the forms when one opens: neither is counted here.
    lazyModules: [
      'src/startConsole.tsx',
      'src/shell/ConsoleShell.tsx',
      'src/shell/roleRoutes.tsx',
      'src/layout/MainLayout/index.ts',
      'src/features/requests/RequestListPage.tsx',
    ],
    // No schema: a list reads the contracts' constants from packages/contracts/src/plain, and its forms
    // and questions load when opened. A page that imports a schema (or a module that builds one) brings
    // back zod, about 25 KB, and fails here; so does one that imports the grid instead of loading it.
    forbiddenModules: /(^|\/)node_modules\/(zod|@mui\/x-data-grid)\//,
    // 316.4 KB once zod left the lists (346.8 KB before: 2026-11-27). 321.8 KB with index.html's
    // classic script counted (see the sign-in page's).
    budgetJsBytes: 322.5 * KB,
  },
];

/** The manifest entries a route loads: the entry and its lazy modules, closed over static imports. */
export function chunksOfRoute(manifest, lazyModules) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  for (const key of lazyModules) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest: update ROUTES in bench/bundle-size.mjs`);
  }
  const seen = new Set();
  const queue = [...entries, ...lazyModules];
  while (queue.length) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return [...seen].map((key) => manifest[key]);
}

/**
 * The classic scripts index.html loads itself, outside the manifest's chunks (assets/signed-in-preload-…js,
 * apps/web/build/signedInPreload.ts): every route loads them.
 */
export function htmlScripts(html, base = '/') {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\btype="module"/.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src) => src?.startsWith(base))
    .map((src) => src.slice(base.length));
}

/** Gzipped bytes of a route's JavaScript and CSS files (with index.html's own scripts, `pageScripts`). */
export function routeSize(manifest, lazyModules, gzipBytesOf, pageScripts = []) {
  const chunks = chunksOfRoute(manifest, lazyModules);
  const js = new Set([...pageScripts, ...chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'))]);
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const sum = (files) => [...files].reduce((total, file) => total + gzipBytesOf(file), 0);
  return { jsBytes: sum(js), cssBytes: sum(css), jsFiles: [...js] };
}

/**
 * The modules of a route's JavaScript files that match `pattern`, from dist/.vite/chunk-modules.json
 * (what each chunk holds, written by the build): a route that must not carry a package lists them.
 */
export function forbiddenModulesOfRoute(chunkModules, jsFiles, pattern) {
  return jsFiles.flatMap((file) => {
    const modules = chunkModules[file];
    if (!modules) throw new Error(`${file} is not in chunk-modules.json: build the console again`);
    return modules.filter((id) => pattern.test(id));
  });
}

/** Modules of a library's development build (React's `*.development.js`, a `/development/` folder): a production build holds none. */
export const DEVELOPMENT_MODULE = /node_modules\/.*([./-]development(\.min)?\.m?js$|\/development\/)/;

/** Every module of the build that is a library's development code, from chunk-modules.json. */
export function developmentModules(chunkModules) {
  return Object.values(chunkModules).flatMap((modules) => modules.filter((id) => DEVELOPMENT_MODULE.test(id)));
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The package (or, for the console's own code, the source folder) a bundled module belongs to. */
export function ownerOfModule(id) {
  const inPackage = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (inPackage) return inPackage.at(-1).slice('node_modules/'.length);
  // The console's own modules: ids are relative to apps/web (/src/…) or absolute (…/packages/contracts/src/…).
  const contracts = id.match(/packages\/contracts\/src\/(.*)$/);
  if (contracts) return `contracts/${contracts[1]}`;
  const own = id.match(/(?:^|\/)src\/(.*)$/);
  if (own) return `src/${own[1]}`;
  return id.replace(/^\0/, '');
}

/**
 * What a route's JavaScript is made of, per package or source folder, from the visualiser's raw
 * data (`npm run analyze -w apps/web` writes dist/stats.json). Each module is gzipped alone, so the
 * figures add up to more than the route's gzipped files: read them as shares, not as the total.
 */
export function routeModules(stats, jsFiles) {
  const files = new Set(jsFiles);
  const owners = new Map();
  for (const [uid, part] of Object.entries(stats.nodeParts)) {
    const meta = stats.nodeMetas[part.metaUid];
    const file = Object.entries(meta.moduleParts).find(([, partUid]) => partUid === uid)?.[0];
    if (!files.has(file)) continue;
    const owner = ownerOfModule(meta.id);
    owners.set(owner, (owners.get(owner) ?? 0) + part.gzipLength);
  }
  return [...owners].sort((a, b) => b[1] - a[1]);
}

function main() {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('No build manifest found: run `npm run build -w apps/web` first.');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const gzipBytesOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return sizes.get(file);
  };

  const pageScripts = htmlScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  const rows = ROUTES.map((route) => ({ route, ...routeSize(manifest, route.lazyModules, gzipBytesOf, pageScripts) }));
  console.log('| route | JS, gzip | budget | CSS, gzip | JS files |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { route, jsBytes, cssBytes, jsFiles } of rows) {
    const mark = jsBytes > route.budgetJsBytes ? ' OVER' : '';
    console.log(`| ${route.name} | ${kb(jsBytes)}${mark} | ${kb(route.budgetJsBytes)} | ${kb(cssBytes)} | ${jsFiles.length} |`);
  }

  const assets = readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file)).map((file) => `assets/${file}`);
  const all = assets.map((file) => [file, gzipBytesOf(file)]).sort((a, b) => b[1] - a[1]);
  console.log(`\nall ${all.length} chunks, gzip: ${kb(all.reduce((total, [, size]) => total + size, 0))}; largest:`);
  const signIn = new Set(rows[0].jsFiles);
  for (const [file, size] of all.slice(0, 12)) console.log(`  ${kb(size).padStart(9)}  ${file}${signIn.has(file) ? '  (sign-in)' : ''}`);

  // --modules: what each route's JavaScript holds, per package (needs `npm run analyze -w apps/web`).
  if (process.argv.includes('--modules')) {
    const statsPath = join(dist, 'stats.json');
    if (!existsSync(statsPath)) {
      console.error('No dist/stats.json: run `npm run analyze -w apps/web` first.');
      process.exit(1);
    }
    const stats = JSON.parse(readFileSync(statsPath, 'utf8'));
    for (const { route, jsFiles } of rows) {
      console.log(`\n${route.name}, per package or source folder (each module gzipped alone):`);
      for (const [owner, bytes] of routeModules(stats, jsFiles)) if (bytes >= 0.2 * KB) console.log(`  ${kb(bytes).padStart(9)}  ${owner}`);
    }
  }

  // Packages a route must not load at all, whatever its size (the sign-in page: MUI, emotion, notistack).
  const chunkModulesPath = join(dist, '.vite', 'chunk-modules.json');
  if (!existsSync(chunkModulesPath)) {
    console.error(`No ${chunkModulesPath}: build the console again (vite.config.ts chunkModules()).`);
    process.exit(1);
  }
  const chunkModules = JSON.parse(readFileSync(chunkModulesPath, 'utf8'));
  let carriesForbidden = false;
  for (const { route, jsFiles } of rows.filter((row) => row.route.forbiddenModules)) {
    // index.html's classic scripts are not bundled: they hold no package's module.
    const found = forbiddenModulesOfRoute(chunkModules, jsFiles.filter((file) => !pageScripts.includes(file)), route.forbiddenModules);
    if (found.length) {
      carriesForbidden = true;
      console.error(`\n${route.name} loads ${found.length} modules it must not (${route.forbiddenModules}), e.g.:\n  ${found.slice(0, 8).join('\n  ')}`);
    }
  }
  if (carriesForbidden) process.exit(1);

  // A build made under another NODE_ENV than production holds React's development code: slower, and larger.
  const development = developmentModules(chunkModules);
  if (development.length) {
    console.error(`\nThe build holds ${development.length} modules of development code, e.g.:\n  ${development.slice(0, 8).join('\n  ')}`);
    process.exit(1);
  }

  const over = rows.filter(({ route, jsBytes }) => jsBytes > route.budgetJsBytes);
  if (over.length) {
    for (const { route, jsBytes } of over) {
      console.error(`\nOver budget: ${route.name} loads ${kb(jsBytes)} of gzipped JavaScript, budget ${kb(route.budgetJsBytes)}.`);
    }
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
