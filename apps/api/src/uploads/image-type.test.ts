import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectImageType, MAX_UPLOAD_BYTES } from './image-type';
import { removeUpload, resolveUpload, storeUpload } from './upload-store';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 '));

describe('detectImageType', () => {
  it('recognises PNG, JPEG and WebP by their magic bytes', () => {
    expect(detectImageType(PNG)).toBe('png');
    expect(detectImageType(JPEG)).toBe('jpeg');
    expect(detectImageType(WEBP)).toBe('webp');
    expect(detectImageType(Buffer.from(PNG))).toBe('png');
  });

  it('rejects other content, truncated signatures and look-alikes', () => {
    expect(detectImageType(bytes())).toBeNull();
    expect(detectImageType(Buffer.from('hello, this is text pretending to be a PNG'))).toBeNull();
    expect(detectImageType(PNG.subarray(0, 7))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectImageType(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVEfmt ')))).toBeNull();
    expect(detectImageType(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEB')))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // The signature must be at the start.
    expect(detectImageType(bytes(0, ...PNG))).toBeNull();
  });

  it('allows at most 2 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(2 * 1024 * 1024);
  });
});

describe('upload store', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'carcare-store-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes DATA_DIR/uploads/<folder>/<random>.<ext> and answers its public path', async () => {
    const dir = dataDir();
    const first = await storeUpload(dir, 'services', PNG, 'png');
    const second = await storeUpload(dir, 'services', JPEG, 'jpeg');
    expect(first).toMatch(/^\/uploads\/services\/[a-f0-9]{32}\.png$/);
    expect(second).toMatch(/^\/uploads\/services\/[a-f0-9]{32}\.jpg$/);
    expect(first).not.toBe(second);
    const file = path.join(dir, first.replace(/^\//, ''));
    expect(new Uint8Array(readFileSync(file))).toEqual(PNG);
    expect(resolveUpload(dir, first.slice('/uploads/'.length))).toEqual({ filePath: file, type: 'png' });
  });

  it('refuses folder names that could leave the uploads directory', async () => {
    await expect(storeUpload(dataDir(), '../etc', PNG, 'png')).rejects.toThrow(/Invalid upload folder/);
    await expect(storeUpload(dataDir(), 'a/b', PNG, 'png')).rejects.toThrow(/Invalid upload folder/);
  });

  it('resolves only names it writes', () => {
    const dir = dataDir();
    const name = `${'a'.repeat(32)}.png`;
    expect(resolveUpload(dir, `services/${name}`)).not.toBeNull();
    for (const bad of ['', 'services', `services/../${name}`, `../services/${name}`, `services/${'a'.repeat(32)}.svg`, `services/${'A'.repeat(32)}.png`, `Services/${name}`, `services/sub/${name}`, `..%2F/${name}`, 'services/..', '../jwt-secret']) {
      expect(resolveUpload(dir, bad), bad).toBeNull();
    }
  });

  it('removes a stored file by its public path and ignores anything else', async () => {
    const dir = dataDir();
    const stored = await storeUpload(dir, 'services', WEBP, 'webp');
    const outside = path.join(dir, 'jwt-secret');
    writeFileSync(outside, 'secret');
    expect(await removeUpload(dir, stored)).toBe(true);
    expect(existsSync(path.join(dir, stored))).toBe(false);
    expect(await removeUpload(dir, stored)).toBe(false);
    expect(await removeUpload(dir, null)).toBe(false);
    expect(await removeUpload(dir, 'https://cdn.example.com/x.png')).toBe(false);
    expect(await removeUpload(dir, '/uploads/../jwt-secret')).toBe(false);
    expect(existsSync(outside)).toBe(true);
  });
});
