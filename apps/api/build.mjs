// Bundles the server (src/main.ts → dist/main.js) and the operator commands (migrate, admin:create,
// seed, db:backup/db:restore, sms:test → dist/<name>.js), so production runs them with node and production
// dependencies only (no tsx). @carcare/contracts (TypeScript source) is bundled; every other
// dependency stays external and loads from node_modules at run time.
// The migrations stay in ./drizzle; src/paths.ts finds them from src/ and dist/ alike (every
// bundle sits one level below the package root, as its source's folder does).
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@carcare/contracts');
const source = (file) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/**
 * The bundles, written to `outdir` (a folder one level below this package's root). The API tests
 * build the same ones into a folder of their own and start the server and commands from them.
 */
export function bundleOptions(outdir, logLevel = 'info') {
  return {
    entryPoints: {
      main: source('main.ts'),
      'migrate-cli': source('cli/migrate-cli.ts'),
      'admin-cli': source('cli/admin-cli.ts'),
      'seed-cli': source('cli/seed-cli.ts'),
      'backup-cli': source('cli/backup-cli.ts'),
      'sms-test-cli': source('cli/sms-test-cli.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Subpath imports (drizzle-orm/pglite, …) must stay external too.
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await build(bundleOptions(fileURLToPath(new URL('./dist', import.meta.url))));
}
