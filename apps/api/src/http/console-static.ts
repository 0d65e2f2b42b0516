import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the console's build writes under assets/, held in memory; any other file is sent from disk. */
const ASSET_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

interface Asset {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The build's hashed scripts, styles and fonts, held in memory once read: a name never changes
 * content, so each is read from disk once, with its `.br` and `.gz` copies, and then answered
 * without a stat, an open or a stream per request (a small fraction of the server's CPU that
 * @fastify/static spends on one). A first visit asks for some eighty of them at once, while the browser
 * compiling them shares the machine's cores with this server. Only names the build wrote are read:
 * the folder is listed at start, and again when an unknown name is asked for (see `has`).
 */
function hashedAssets(assetsDir: string) {
  const list = () => new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  let names = list();
  let listedAt = Date.now();
  const cache = new Map<string, Asset>();
  const copy = (name: string) => (names.has(name) ? readFileSync(path.join(assetsDir, name)) : undefined);
  /**
   * Whether the build wrote `name`. A console rebuilt while the server runs writes new names: an
   * unknown one lists the folder again, at most once a second however many are asked for.
   */
  const has = (name: string): boolean => {
    if (!names.has(name) && Date.now() - listedAt >= 1000) {
      names = list();
      listedAt = Date.now();
    }
    return names.has(name);
  };
  return {
    has,
    /** The file in memory, or undefined for a name the build did not write or a kind not kept there. */
    inMemory(name: string): Asset | undefined {
      const cached = cache.get(name);
      if (cached) return cached;
      const type = ASSET_TYPES[path.extname(name)];
      if (!type || !has(name)) return undefined;
      const identity = readFileSync(path.join(assetsDir, name));
      const asset: Asset = { type, etag: `"${name}-${identity.length}"`, identity, br: copy(`${name}.br`), gzip: copy(`${name}.gz`) };
      cache.set(name, asset);
      return asset;
    },
  };
}

/**
 * Serves the built console when it exists: hashed /assets/* cached for a year, everything else
 * revalidated. Unknown non-API GET paths answer index.html (client-side routes); API paths and
 * other methods answer a JSON 404. The wildcard route stays on (STACK.md pitfall).
 *
 * A file's `.br` or `.gz` copy, which the console's build writes beside it (apps/web
 * build/precompress.ts), is sent as it is to a browser that accepts it: no compression per request
 * (the global one skips an answer already encoded), and Brotli at its highest quality. A file
 * without copies is compressed on the fly as before. Hashed scripts, styles and fonts are answered
 * from memory (hashedAssets).
 */
export async function registerConsoleAndNotFound(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasConsole = existsSync(path.join(webDistDir, 'index.html'));
  if (hasConsole) {
    const assets = hashedAssets(path.join(webDistDir, 'assets'));
    // Not an API operation: left out of the OpenAPI document, as @fastify/static's routes are.
    app.get('/assets/:name', { schema: { hide: true } }, (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const { name } = request.params;
      const asset = assets.inMemory(name);
      if (!asset) return assets.has(name) ? reply.sendFile(`assets/${name}`) : reply.callNotFound();
      reply.header('cache-control', IMMUTABLE).header('etag', asset.etag).header('vary', 'accept-encoding').type(asset.type);
      if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
      // Negotiated as @fastify/static does, among the copies the build wrote (q=0 refuses one).
      const copies = [...(asset.br ? ['br' as const] : []), ...(asset.gzip ? ['gzip' as const] : [])];
      const encoding = copies.length > 0 ? negotiate(request.headers['accept-encoding'] ?? '', copies) : null;
      const encoded = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : undefined;
      if (encoded) return reply.header('content-encoding', encoding).send(encoded);
      return reply.send(asset.identity);
    });
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
        res.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'Console build not found; serving the API only (run `npm run build -w apps/web`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(urlPath) && !urlPath.startsWith('/assets/');
    if (hasConsole && isPageRequest) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ message: `Route ${request.method} ${urlPath} not found`, code: 'NOT_FOUND' });
  });
}
