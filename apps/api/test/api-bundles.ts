import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { build } from 'esbuild';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's bundles of the server and the operator commands (see buildApiBundles). */
    apiBundles: string;
  }
}

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles the server and the operator commands once for the run (vitest's globalSetup), with the
 * options of `npm run build` (build.mjs), into a folder of the run's own one level below the
 * package root, as dist/ is. The tests that start the server or a command as a process run these
 * bundles, as production does: started through tsx, each process spent seconds compiling and
 * loading the sources before its first line ran.
 */
export async function buildApiBundles(): Promise<{ dir: string; drop(): void }> {
  const { bundleOptions } = (await import(pathToFileURL(path.join(API_DIR, 'build.mjs')).href)) as { bundleOptions(outdir: string, logLevel?: string): BuildOptions };
  const dir = mkdtempSync(path.join(API_DIR, '.test-bundles-'));
  await build(bundleOptions(dir, 'warning'));
  return { dir, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The node arguments that run one of the run's bundles: `main` (the server), `admin-cli`, `backup-cli`, … */
export function bundled(name: 'main' | 'admin-cli' | 'backup-cli' | 'migrate-cli' | 'seed-cli' | 'sms-test-cli'): string[] {
  return [path.join(inject('apiBundles'), `${name}.js`)];
}
