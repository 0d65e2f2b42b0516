// `node --test scripts/launchers.test.mjs`: the production start and the command launcher on an
// install without development dependencies, in a scratch copy of the two scripts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const scratch = mkdtempSync(path.join(tmpdir(), 'carcare-launchers-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
mkdirSync(path.join(scratch, 'scripts'));
mkdirSync(path.join(scratch, 'apps/api'), { recursive: true });
for (const script of ['serve.mjs', 'api-cli.mjs', 'start.mjs']) copyFileSync(new URL(script, import.meta.url), path.join(scratch, 'scripts', script));
// No node_modules anywhere above: tsx cannot be resolved, as after `npm ci --omit=dev`.
writeFileSync(path.join(scratch, 'apps/api/package.json'), '{"name":"@carcare/api","type":"module"}\n');
const node = (script, args, env = {}) =>
  spawnSync(process.execPath, [path.join(scratch, 'scripts', script), ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });

test('npm run serve refuses to start what was not built, with one line, and never builds', () => {
  const run = node('serve.mjs', []);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^\S+apps\/api\/dist\/main\.js is missing: run npm run build first \(npm run serve never builds\)\.\n$/);
});

test('npm run serve runs the built server', () => {
  mkdirSync(path.join(scratch, 'apps/api/dist'), { recursive: true });
  mkdirSync(path.join(scratch, 'apps/web/dist'), { recursive: true });
  writeFileSync(path.join(scratch, 'apps/web/dist/index.html'), '<div id="root"></div>');
  writeFileSync(path.join(scratch, 'apps/api/dist/main.js'), 'console.log("built server", process.env.NODE_ENV);\n');
  const run = node('serve.mjs', [], { NODE_ENV: 'production' });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, 'built server production\n');
});

test('without tsx, a command runs from its bundle with its arguments and exit code', () => {
  assert.match(node('api-cli.mjs', ['admin-cli']).stderr, /admin-cli\.js is missing and tsx is not installed: run npm run build/);
  writeFileSync(path.join(scratch, 'apps/api/dist/admin-cli.js'), 'console.log(JSON.stringify(process.argv.slice(2))); process.exit(3);\n');
  const run = node('api-cli.mjs', ['admin-cli', '--phone', '9876543210', '--name', 'Asha Rao']);
  assert.equal(run.status, 3);
  assert.deepEqual(JSON.parse(run.stdout), ['--phone', '9876543210', '--name', 'Asha Rao']);
  assert.equal(node('api-cli.mjs', ['nonsense']).status, 2);
});

test('npm start builds what is missing as a production build, even when it runs under NODE_ENV=test', () => {
  rmSync(path.join(scratch, 'apps/web/dist'), { recursive: true, force: true });
  rmSync(path.join(scratch, 'apps/api/dist'), { recursive: true, force: true });
  // A stand-in for npm on the PATH: it notes each build and the NODE_ENV it got, and writes its output.
  const bin = path.join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  const builds = path.join(scratch, 'builds.txt');
  writeFileSync(
    path.join(bin, 'npm'),
    [
      '#!/bin/sh',
      `echo "$4 $NODE_ENV" >> ${builds}`,
      'if [ "$4" = apps/web ]; then mkdir -p apps/web/dist && echo "<div id=root></div>" > apps/web/dist/index.html; fi',
      'if [ "$4" = apps/api ]; then mkdir -p apps/api/dist && echo "console.log(\'server\', process.env.NODE_ENV)" > apps/api/dist/main.js; fi',
      '',
    ].join('\n'),
  );
  chmodSync(path.join(bin, 'npm'), 0o755);
  const run = spawnSync(process.execPath, [path.join(scratch, 'scripts', 'start.mjs')], {
    cwd: scratch,
    encoding: 'utf8',
    env: { PATH: `${bin}:${process.env.PATH}`, NODE_ENV: 'test' },
  });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(readFileSync(builds, 'utf8'), 'apps/web production\napps/api production\n');
  // The server itself keeps the NODE_ENV it was started with.
  assert.match(run.stdout, /server test\n$/);
});
