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
 * the entry is always loaded. Budgets are gzipped JavaScript: the goals are 120 KB for the
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
    // MUI, emotion, notistack and Redux Toolkit load with the console, and the console's code runs
    // behind the first paint (src/startConsole.tsx), so the page every visit starts with stays small;
    // the catalogues' formatter ships without its parser (docs/i18n.md). index.html's classic script
    // (the first frame and the preloads, with the pages' table) counts here, as on every route.
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
    // The charts are our own SVG (docs/charts.md); the header's menus, the date range's TextField and
    // the sidebar's Drawer load after the first render, and notistack after the first paint: a page
    // that imports it from 'notistack' again breaks this budget. A phone's list page never loads
    // MUI X's DataGrid (components/list/wideGrid.ts, in the route table). Preact in place of React DOM
    // was lighter but not adopted: without React's time-sliced rendering the dashboards' mobile
    // Lighthouse scores fell. The figures behind this budget: docs/benchmarks.md.
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
    // back zod and fails here; so does one that imports the grid instead of loading it.
    forbiddenModules: /(^|\/)node_modules\/(zod|@mui\/x-data-grid)\//,
    // index.html's classic script counts here too, as on every route.
    budgetJsBytes: 316.5 * KB,
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
