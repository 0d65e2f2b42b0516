import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFile } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'carcare-precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFile', () => {
  it('writes a Brotli and a gzip copy beside a script, each smaller and decoding to the script', async () => {
    const file = join(dir, 'page-abc.js');
    const script = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
    writeFileSync(file, script);
    const sizes = await precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(sizes.br).toBe(readFileSync(`${file}.br`).length);
    expect(sizes.br!).toBeLessThan(sizes.gz!);
    expect(sizes.gz!).toBeLessThan(script.length);
  });

  it('leaves a file under the threshold, and one that does not shrink, without copies', async () => {
    const small = join(dir, 'small.js');
    writeFileSync(small, 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    const noise = join(dir, 'noise.svg');
    writeFileSync(noise, randomBytes(4096));
    expect(await precompressFile(small)).toEqual({});
    expect(await precompressFile(noise)).toEqual({});
    for (const file of [small, noise]) {
      expect(existsSync(`${file}.br`)).toBe(false);
      expect(existsSync(`${file}.gz`)).toBe(false);
    }
  });
});
