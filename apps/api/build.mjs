// Bundles src/main.ts into dist/main.js. @carcare/contracts (TypeScript source) is bundled;
// every other dependency stays external and loads from node_modules at run time.
// The migrations stay in ./drizzle; src/paths.ts finds them from src/ and dist/ alike.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@carcare/contracts');

await build({
  entryPoints: [fileURLToPath(new URL('./src/main.ts', import.meta.url))],
  outfile: fileURLToPath(new URL('./dist/main.js', import.meta.url)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pglite, …) must stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
