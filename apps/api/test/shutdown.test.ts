import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { dataDirLockFile } from '../src/db/data-dir-lock';
import { bundled } from './api-bundles';
import { API_DIR, spawnServer, stopServer, waitForOrigin } from './processes';
import { makeWebDist } from './test-app';

const GRACE_MS = 1_000;
/** A first start migrates and seeds a new embedded database, slow on a busy machine. */
const START_LIMIT_MS = 240_000;
const scratch = mkdtempSync(path.join(tmpdir(), 'carcare-shutdown-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A built console with one large file, far more than the sockets' buffers hold, sent as a stream
 * from disk as an export is (an answer written whole at once is cut by Node's own close).
 */
function webDistWithLargeFile(): string {
  const dir = makeWebDist();
  writeFileSync(path.join(dir, 'large-download.csv'), Buffer.alloc(64 * 1024 * 1024, 'x'));
  return dir;
}

/** Starts a download and stops reading it after its first bytes: a client far slower than the server. */
function startStalledDownload(origin: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${url}`, (response) => {
      // The server cuts it at its shutdown.
      response.on('error', () => {});
      response.once('data', () => {
        response.pause();
        resolve();
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const processIsGone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe('shutdown', () => {
  it('cuts a download still in flight after SHUTDOWN_GRACE_MS, then closes the database and exits 0', async () => {
    const dataDir = path.join(scratch, 'data');
    const server = spawnServer({ DATA_DIR: dataDir, SMS_TRANSPORT: 'console', SHUTDOWN_GRACE_MS: String(GRACE_MS), WEB_DIST_DIR: webDistWithLargeFile() });
    const origin = await waitForOrigin(server, START_LIMIT_MS);
    await startStalledDownload(origin, '/large-download.csv');

    const signalled = performance.now();
    const code = await stopServer(server, GRACE_MS + 2_000);
    const tookMs = performance.now() - signalled;

    expect(code, server.output()).toBe(0);
    expect(tookMs).toBeLessThan(GRACE_MS + 2_000);
    expect(server.output()).toContain('requests still in flight after SHUTDOWN_GRACE_MS; closing their connections');
    expect(server.output()).toContain('Shutdown complete');
    // The embedded database's lock is released, for the next server on this DATA_DIR.
    expect(existsSync(dataDirLockFile(path.join(dataDir, 'pglite')))).toBe(false);
  }, 300_000);

  it('npm start passes SIGTERM on: the server shuts down and frees its port', async () => {
    // apps/api's own start script, run by npm, with the run's bundle in place of dist/main.js.
    const { scripts } = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } };
    expect(scripts.start).toBe('exec node dist/main.js');
    const [mainBundle] = bundled('main');
    const projectDir = mkdtempSync(path.join(scratch, 'npm-'));
    writeFileSync(path.join(projectDir, 'package.json'), JSON.stringify({ name: 'start-under-npm', private: true, scripts: { start: scripts.start.replace('dist/main.js', JSON.stringify(mainBundle)) } }));

    const npm = spawn('npm', ['start', '--silent'], {
      cwd: projectDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? scratch, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', DATA_DIR: path.join(scratch, 'data'), SMS_TRANSPORT: 'console', WEB_DIST_DIR: makeWebDist() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += String(chunk)));
    npm.stderr.on('data', (chunk) => (output += String(chunk)));
    const npmExited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
    const origin = await waitForOrigin({ child: npm, output: () => output, exited: npmExited.then(() => null) }, START_LIMIT_MS);
    const port = Number(new URL(origin).port);
    const serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
    expect(serverPid).not.toBe(npm.pid);
    // An orphaned server must not outlive the run when this test fails.
    onTestFinished(() => {
      if (!processIsGone(serverPid)) process.kill(serverPid, 'SIGKILL');
    });

    npm.kill('SIGTERM');
    await npmExited;
    while (!processIsGone(serverPid)) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(output).toContain('Shutdown complete');
    expect(await portIsFree(port)).toBe(true);
  }, 300_000);
});
