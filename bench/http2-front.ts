// An HTTP/2 front for a benchmark's server, as the deployment has one: Caddy (deploy/Caddyfile)
// answers browsers over HTTP/2 on TLS and forwards each request to an API process over HTTP/1.1.
// Over HTTP/1.1 a browser opens six connections to one server and the console's dozens of files
// wait for a free one in turn; over HTTP/2 all of them share one connection at once. The
// certificate is made for 127.0.0.1 by openssl when the front starts (browsers must be told to
// accept it: acceptInsecureCerts); nothing is downloaded.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, constants, createSecureServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Http2Front {
  /** https://127.0.0.1:<port> */
  base: string;
  stop: () => Promise<void>;
}

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids (RFC 9113 §8.2.2). */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

function selfSignedCertificate(dir = mkdtempSync(join(tmpdir(), 'carcare-bench-tls-'))): { key: Buffer; cert: Buffer } {
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make the front's certificate: ${made.stderr}`);
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

/** Starts an HTTP/2 (TLS) front on `port` for the HTTP/1.1 server at `upstream` (http://host:port). */
export async function startHttp2Front(upstream: string, port: number): Promise<Http2Front> {
  const target = new URL(upstream);
  // Kept-alive connections to the upstream, as many as the streams need, as a proxy keeps them.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: false });
  server.on('stream', (stream, headers: IncomingHttpHeaders) => {
    const forwarded: OutgoingHttpHeaders = { host: String(headers[constants.HTTP2_HEADER_AUTHORITY] ?? target.host), 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name) && value !== undefined) forwarded[name] = value;
    const upstreamRequest = request(
      { host: target.hostname, port: target.port, method: String(headers[constants.HTTP2_HEADER_METHOD]), path: String(headers[constants.HTTP2_HEADER_PATH]), headers: forwarded, agent },
      (response) => {
        const answer: OutgoingHttpHeaders = { [constants.HTTP2_HEADER_STATUS]: response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) if (!CONNECTION_HEADERS.has(name) && value !== undefined) answer[name] = value;
        if (stream.destroyed) return response.destroy();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    upstreamRequest.on('error', () => {
      if (!stream.headersSent && !stream.destroyed) stream.respond({ [constants.HTTP2_HEADER_STATUS]: 502 });
      stream.end();
    });
    // A stream the browser closes (a page left, the live stream dropped) closes its upstream request.
    stream.on('close', () => upstreamRequest.destroy());
    stream.pipe(upstreamRequest);
  });
  server.on('sessionError', () => {});
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const base = `https://127.0.0.1:${port}`;
  await answersOverHttp2(base);
  return {
    base,
    stop: () =>
      new Promise<void>((stopped) => {
        agent.destroy();
        server.close(() => stopped());
        // Open sessions (a browser's) would hold close() until they end.
        setTimeout(stopped, 1000).unref();
      }),
  };
}

/** Resolves once `base` answers /readyz with 200 through HTTP/2, before a benchmark relies on it. */
async function answersOverHttp2(base: string): Promise<void> {
  await new Promise<void>((answered, failed) => {
    const session = connect(base, { rejectUnauthorized: false });
    session.on('error', failed);
    const probe = session.request({ [constants.HTTP2_HEADER_PATH]: '/readyz' });
    probe.on('response', (headers) => {
      session.close();
      if (Number(headers[constants.HTTP2_HEADER_STATUS]) === 200) answered();
      else failed(new Error(`The HTTP/2 front answered /readyz with ${headers[constants.HTTP2_HEADER_STATUS]}`));
    });
    probe.on('error', failed);
    probe.end();
  });
}

/**
 * The deployment's own front: Caddy (Debian's `caddy` package, /usr/bin/caddy) on `port`, HTTP/2 on
 * TLS with the same kind of certificate, proxying to `upstream` as deploy/Caddyfile does. Go on the
 * same two cores, where the front above is JavaScript.
 */
export async function startCaddyFront(upstream: string, port: number, caddy = '/usr/bin/caddy'): Promise<Http2Front> {
  const dir = mkdtempSync(join(tmpdir(), 'carcare-bench-caddy-'));
  selfSignedCertificate(dir);
  const caddyfile = join(dir, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{\n\tadmin off\n\tauto_https off\n\tstorage file_system ${dir}\n}\n` +
      `https://127.0.0.1:${port} {\n\ttls ${join(dir, 'cert.pem')} ${join(dir, 'key.pem')}\n\treverse_proxy ${new URL(upstream).host}\n}\n`,
  );
  const child = spawn(caddy, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `https://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await answersOverHttp2(base);
      break;
    } catch (error) {
      if (child.exitCode !== null || attempt >= 50) {
        child.kill();
        throw new Error(`Caddy did not answer on ${base}: ${(error as Error).message}\n${log.slice(-2000)}`, { cause: error });
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  return {
    base,
    stop: () =>
      new Promise<void>((stopped) => {
        child.once('exit', () => stopped());
        child.kill('SIGTERM');
        setTimeout(stopped, 2000).unref();
      }),
  };
}
