// `npm start`: build what is missing or stale, then run the API, which migrates, seeds an empty
// database and serves the built console and the API on PORT (default 8080).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else if (!/\.test\.tsx?$/.test(path)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function ensureBuilt(name, output, sources, workspace) {
  const outputPath = join(root, output);
  const stale = !existsSync(outputPath) || statSync(outputPath).mtimeMs < newestMtime(sources.map((s) => join(root, s)));
  if (!stale) return;
  console.log(`[start] building ${name}…`);
  // Always a production build, whatever NODE_ENV this start runs under (the browser tests' is test).
  // The console's vite.config.ts also forces it for any `vite build`: Vite keeps a NODE_ENV it finds
  // set, and so once built React's development code, several times slower to render and a third larger.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`[start] building ${name} failed`);
    rmSync(join(root, '.build-lock'), { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

// Several consoles may start at once (parallel browser-test servers): one builds, the others wait
// for it and then find the build fresh. The lock is a folder, created atomically.
const lock = join(root, '.build-lock');
function acquireBuildLock() {
  const waitUntil = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      // A lock left by a killed build is older than any real build takes.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > waitUntil) throw new Error(`[start] ${lock} is held; remove it if no build runs`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

acquireBuildLock();
try {
  ensureBuilt('the console', 'apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contracts/src'], 'apps/web');
  ensureBuilt('the API', 'apps/api/dist/main.js', ['apps/api/src', 'apps/api/drizzle', 'apps/api/build.mjs', 'packages/contracts/src'], 'apps/api');
} finally {
  rmSync(lock, { recursive: true, force: true });
}

await import(pathToFileURL(join(root, 'apps/api/dist/main.js')).href);
