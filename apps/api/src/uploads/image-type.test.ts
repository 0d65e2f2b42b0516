import { describe, expect, it } from 'vitest';
import { detectImageType, MAX_UPLOAD_BYTES } from './image-type';

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
