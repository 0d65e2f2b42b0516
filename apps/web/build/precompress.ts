import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser fetches as text; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than it costs: the server's own threshold (apps/api app.ts). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` (Brotli at its highest quality) and `file.gz` (gzip level 9) beside `file`, each
 * only when smaller than the file. Returns the sizes written.
 */
export async function precompressFile(file: string): Promise<{ br?: number; gz?: number }> {
  const source = await readFile(file);
  if (source.length < PRECOMPRESS_MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const written: { br?: number; gz?: number } = {};
  if (br.length < source.length) {
    await writeFile(`${file}.br`, br);
    written.br = br.length;
  }
  if (gz.length < source.length) {
    await writeFile(`${file}.gz`, gz);
    written.gz = gz.length;
  }
  return written;
}

/**
 * Compresses the built console's text files once, at build time, for the server to send as they
 * are (apps/api http/console-static.ts, `preCompressed`): on the fly, each page load cost the
 * server a compression of every script it asked for, on the cores the browser needed, and at
 * the fast setting, whose Brotli is about a tenth larger than the highest's. Runs after every
 * other plugin has written its files, so the copies match what is served.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'carcare:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Every text file of the build but Vite's manifest (.vite/), which is not served.
        const files = (await readdir(outDir, { recursive: true, encoding: 'utf8' }))
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
          .map((file) => join(outDir, file));
        // zlib's asynchronous calls run on libuv's threads: the cores share the work.
        await Promise.all(files.map((file) => precompressFile(file)));
      },
    },
  };
}
