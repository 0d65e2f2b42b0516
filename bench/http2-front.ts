// An HTTP/2 front for a benchmark's server, as the deployment has one: Caddy (deploy/Caddyfile)
// answers browsers over HTTP/2 on TLS and forwards each request to an API process over HTTP/1.1.
// Over HTTP/1.1 a browser opens six connections to one server and the console's dozens of files
// wait for a free one in turn; over HTTP/2 all of them share one connection at once. The
// certificate is made for 127.0.0.1 by openssl when the front starts (browsers must be told to
// accept it: acceptInsecureCerts); nothing is downloaded.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'carcare-bench-tls-'));
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
  // The front answers through HTTP/2 before a benchmark relies on it.
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
