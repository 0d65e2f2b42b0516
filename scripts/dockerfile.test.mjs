// `node --test scripts/dockerfile.test.mjs`: what the Dockerfile and compose.yaml promise,
// read from the files; scripts/check-dockerfile.mjs then runs the Dockerfile's steps.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { dockerignore, parseDockerfile } from './dockerfile.mjs';

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const stages = parseDockerfile(read('Dockerfile'));
const [build, runtime] = stages;
const runs = (stage) => stage.steps.filter((step) => step.op === 'run').map((step) => step.command);

test('two stages on the Node 20 release CI runs (bookworm slim, an exact tag): a build with every dependency, a runtime with production ones', () => {
  assert.equal(stages.length, 2);
  for (const stage of stages) assert.match(stage.image, /^node:20\.\d+\.\d+-bookworm-slim$/);
  assert.ok(runs(build).some((command) => /^npm ci\b/.test(command) && !command.includes('--omit=dev')));
  assert.ok(runs(build).includes('npm run build'));
  assert.ok(runs(runtime).some((command) => /^npm ci --omit=dev\b/.test(command)));
  // The runtime never builds: it copies the build stage's output.
  assert.ok(!runs(runtime).some((command) => /npm run build|vite|esbuild|tsx/.test(command)));
  const copied = runtime.steps.filter((step) => step.op === 'copy' && step.from === 'build').flatMap((step) => step.sources);
  assert.deepEqual(copied.sort(), ['/app/apps/api/dist', '/app/apps/api/drizzle', '/app/apps/web/dist']);
});

test('the runtime runs as a non-root user with NODE_ENV=production, checks /readyz and starts the built server', () => {
  const env = Object.assign({}, ...runtime.steps.filter((step) => step.op === 'env').map((step) => step.vars));
  assert.equal(env.NODE_ENV, 'production');
  const order = runtime.steps.map((step) => step.op);
  const user = runtime.steps.findLast((step) => step.op === 'user');
  assert.ok(user && user.user !== 'root' && user.user !== '0');
  assert.ok(order.lastIndexOf('user') < order.indexOf('cmd'));
  assert.ok(order.lastIndexOf('user') > order.lastIndexOf('run'), 'every RUN before USER: the installs run as root, the server not');
  const healthcheck = runtime.steps.find((step) => step.op === 'healthcheck');
  assert.ok(healthcheck.command.join(' ').includes('/readyz'));
  assert.deepEqual(runtime.steps.find((step) => step.op === 'cmd').command, ['node', 'scripts/serve.mjs']);
});

test('compose.yaml: PostgreSQL 15, two API replicas from the Dockerfile after a one-off migration, a reverse proxy configured from the repository', () => {
  const compose = read('compose.yaml');
  assert.match(compose, /image: postgres:15\./);
  assert.match(compose, /api-1: &api\n\s+build: \.\n/);
  assert.match(compose, /api-2: \*api\n/);
  assert.match(compose, /MIGRATE_ON_START: "false"/);
  assert.match(compose, /migrate:\n\s+condition: service_completed_successfully/);
  assert.match(compose, /DATABASE_HOST: db\n/);
  // Secrets reach the API as files, never as a URL with an unescaped password in it.
  assert.match(compose, /DATABASE_PASSWORD_FILE: \/run\/secrets\/postgres_password/);
  assert.match(compose, /JWT_SECRET_FILE: \/run\/secrets\/jwt_secret/);
  assert.doesNotMatch(compose, /DATABASE_URL/);
  assert.match(compose, /NODE_ENV: production/);
  const proxyConfig = /\.\/(deploy\/Caddyfile):/.exec(compose)?.[1];
  assert.ok(proxyConfig && existsSync(new URL(`../${proxyConfig}`, import.meta.url)));
  assert.match(read(proxyConfig), /reverse_proxy api-1:8080 api-2:8080/);
});

test('.dockerignore keeps installs, builds and local data out of the context', () => {
  const ignored = dockerignore(read('.dockerignore'));
  for (const path of ['node_modules/x', 'apps/api/node_modules/pg/index.js', 'apps/web/dist/index.html', '.git/HEAD', 'data/pglite/PG_VERSION', 'backups/a.dump', 'server.log']) {
    assert.ok(ignored(path), path);
  }
  for (const path of ['apps/api/src/main.ts', 'apps/api/drizzle/0000_init.sql', 'package-lock.json', 'scripts/serve.mjs', 'apps/web/src/data/x.ts', 'docs/a.log/x']) {
    assert.ok(!ignored(path), path);
  }
});

test('the parser refuses what the check could not run', () => {
  assert.throws(() => parseDockerfile('FROM node:22\nADD x y\n'), /ADD: not an instruction/);
  assert.throws(() => parseDockerfile('FROM node:22\nCMD node server.js\n'), /exec form/);
  assert.deepEqual(parseDockerfile('FROM a AS one\nRUN echo a \\\n  && echo b\n')[0].steps, [{ op: 'run', command: 'echo a    && echo b' }]);
});
