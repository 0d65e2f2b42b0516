// The size budget's arithmetic: `node --test bench/bundle-size.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunksOfRoute, developmentModules, forbiddenModulesOfRoute, htmlScripts, ownerOfModule, ROUTES, routeModules, routeSize } from './bundle-size.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/Page.tsx', 'src/Other.tsx'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/Page.tsx': { file: 'assets/Page.js', isDynamicEntry: true, imports: ['_react.js', '_button.js'], dynamicImports: ['src/Chart.tsx'], css: ['assets/Page.css'] },
  '_button.js': { file: 'assets/button.js' },
  'src/Chart.tsx': { file: 'assets/Chart.js', isDynamicEntry: true, imports: ['_d3.js'] },
  '_d3.js': { file: 'assets/d3.js' },
  'src/Other.tsx': { file: 'assets/Other.js', isDynamicEntry: true },
};

const files = (keys) => chunksOfRoute(manifest, keys).map((chunk) => chunk.file).sort();

test('a route loads the entry, its lazy modules and what they import statically, once each', () => {
  assert.deepEqual(files(['src/Page.tsx']), ['assets/Page.js', 'assets/button.js', 'assets/index.js', 'assets/react.js']);
});

test('a dynamic import is counted only when the route lists it', () => {
  assert.deepEqual(files([]), ['assets/index.js', 'assets/react.js']);
  assert.ok(files(['src/Page.tsx', 'src/Chart.tsx']).includes('assets/d3.js'));
});

test('a module missing from the manifest is an error, not a smaller figure', () => {
  assert.throws(() => chunksOfRoute(manifest, ['src/Renamed.tsx']), /not in the build manifest/);
});

test('JavaScript and CSS are summed apart', () => {
  const size = routeSize(manifest, ['src/Page.tsx'], (file) => (file.endsWith('.css') ? 5 : 100));
  assert.equal(size.jsBytes, 400);
  assert.equal(size.cssBytes, 10);
});

test("index.html's own classic scripts count on every route, once, and its module entry is left to the manifest", () => {
  const html = '<head><script src="/assets/preload.js" async></script><script type="module" crossorigin src="/assets/index.js"></script></head>';
  assert.deepEqual(htmlScripts(html), ['assets/preload.js']);
  assert.deepEqual(htmlScripts(html.replaceAll('"/assets/', '"/console/assets/'), '/console/'), ['assets/preload.js']);
  const size = routeSize(manifest, ['src/Page.tsx'], () => 100, ['assets/preload.js', 'assets/index.js']);
  assert.equal(size.jsBytes, 500);
  assert.ok(size.jsFiles.includes('assets/preload.js'));
});

test('a module belongs to its package, scoped or not, or to the console source file it is', () => {
  assert.equal(ownerOfModule('/work/node_modules/react-dom/cjs/react-dom.production.js'), 'react-dom');
  assert.equal(ownerOfModule('/work/node_modules/@mui/material/Button/Button.mjs'), '@mui/material');
  assert.equal(ownerOfModule('/work/node_modules/a/node_modules/@emotion/cache/dist/x.js'), '@emotion/cache');
  assert.equal(ownerOfModule('/src/features/auth/SignInPage.tsx'), 'src/features/auth/SignInPage.tsx');
  assert.equal(ownerOfModule('/work/packages/contracts/src/menu.ts'), 'contracts/menu.ts');
});

test("a route's modules are summed per owner, from the files the route loads only", () => {
  const stats = {
    nodeMetas: {
      m1: { id: '/w/node_modules/react/index.js', moduleParts: { 'assets/react.js': 'p1' } },
      m2: { id: '/w/node_modules/react/jsx.js', moduleParts: { 'assets/react.js': 'p2' } },
      m3: { id: '/w/node_modules/d3/index.js', moduleParts: { 'assets/d3.js': 'p3' } },
    },
    nodeParts: { p1: { metaUid: 'm1', gzipLength: 10 }, p2: { metaUid: 'm2', gzipLength: 5 }, p3: { metaUid: 'm3', gzipLength: 7 } },
  };
  assert.deepEqual(routeModules(stats, ['assets/react.js']), [['react', 15]]);
});

test('a route that must not carry a package names the modules of it that its files hold', () => {
  const chunkModules = {
    'assets/index.js': ['src/main.tsx', 'node_modules/react/index.js'],
    'assets/ui-core.js': ['node_modules/@mui/material/Button/Button.mjs', 'node_modules/@emotion/react/dist/x.js'],
  };
  const pattern = /\/node_modules\/(@mui|@emotion|notistack)\//;
  assert.deepEqual(forbiddenModulesOfRoute(chunkModules, ['assets/index.js'], pattern), []);
  assert.deepEqual(forbiddenModulesOfRoute(chunkModules, ['assets/index.js', 'assets/ui-core.js'], /(^|\/)node_modules\/(@mui|@emotion)\//), [
    'node_modules/@mui/material/Button/Button.mjs',
    'node_modules/@emotion/react/dist/x.js',
  ]);
  assert.throws(() => forbiddenModulesOfRoute(chunkModules, ['assets/gone.js'], pattern), /not in chunk-modules.json/);
});

test("a library's development build is found in any chunk, and its production build is not", () => {
  const chunkModules = {
    'assets/app-core.js': ['node_modules/react-dom/cjs/react-dom-client.production.js', 'node_modules/react-router/dist/production/chunk-A.mjs'],
    'assets/late.js': ['node_modules/react/cjs/react-jsx-dev-runtime.development.js', 'node_modules/react-router/dist/development/chunk-A.mjs', 'src/development.ts'],
  };
  assert.deepEqual(developmentModules(chunkModules), [
    'node_modules/react/cjs/react-jsx-dev-runtime.development.js',
    'node_modules/react-router/dist/development/chunk-A.mjs',
  ]);
  assert.deepEqual(developmentModules({ 'assets/app-core.js': chunkModules['assets/app-core.js'] }), []);
});

// On the real build: `npm test` builds the console before this file runs.
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist', '.vite');

test('the sign-in page loads no MUI, emotion or notistack module, and the dashboard does', () => {
  assert.ok(existsSync(join(dist, 'chunk-modules.json')), 'no build of the console: run `npm run build -w apps/web` first');
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const chunkModules = JSON.parse(readFileSync(join(dist, 'chunk-modules.json'), 'utf8'));
  const jsOf = (route) => chunksOfRoute(manifest, route.lazyModules).map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
  const [signIn, dashboard] = ROUTES;
  const ui = signIn.forbiddenModules;
  assert.deepEqual(forbiddenModulesOfRoute(chunkModules, jsOf(signIn), ui), []);
  // The check sees those packages where they are: the dashboard draws with MUI.
  assert.ok(forbiddenModulesOfRoute(chunkModules, jsOf(dashboard), ui).length > 0);
});

test("the console's build holds React's production code and no library's development build", () => {
  const chunkModules = JSON.parse(readFileSync(join(dist, 'chunk-modules.json'), 'utf8'));
  assert.deepEqual(developmentModules(chunkModules), []);
  assert.ok(Object.values(chunkModules).flat().some((id) => id.endsWith('node_modules/react-dom/cjs/react-dom-client.production.js')));
});
