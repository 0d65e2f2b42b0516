import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built console when it exists: hashed /assets/* cached for a year, everything else
 * revalidated. Unknown non-API GET paths answer index.html (client-side routes); API paths and
 * other methods answer a JSON 404. The wildcard route stays on (STACK.md pitfall).
 *
 * A file's `.br` or `.gz` copy, which the console's build writes beside it (apps/web
 * build/precompress.ts), is sent as it is to a browser that accepts it: no compression per request
 * (the global one skips an answer already encoded), and Brotli at its highest quality. A file
 * without copies is compressed on the fly as before.
 */
export async function registerConsoleAndNotFound(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasConsole = existsSync(path.join(webDistDir, 'index.html'));
  if (hasConsole) {
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
