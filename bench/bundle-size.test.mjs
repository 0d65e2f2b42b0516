// The size budget's arithmetic: `node --test bench/bundle-size.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chunksOfRoute, ownerOfModule, routeModules, routeSize } from './bundle-size.mjs';

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
