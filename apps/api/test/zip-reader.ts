import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads a whole zip (an XLSX) the way a spreadsheet program does: from the central directory at
 * its end, each entry's data inflated and checked against the CRC and size the directory records.
 */
export function readZip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central record at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    const raw = method === 8 ? inflateRawSync(data) : data;
    if (raw.length !== size) throw new Error(`${name}: ${raw.length} bytes, directory says ${size}`);
    if (crc32(raw) !== crc) throw new Error(`${name}: CRC mismatch`);
    files.set(name, raw.toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** The cells of a sheet's rows, as text (inline strings and numbers alike). */
export function sheetRows(sheetXml: string): string[][] {
  // `s`: a cell's text may hold line breaks (an SOP's steps, one a line).
  return [...sheetXml.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map(([, row]) =>
    [...row!.matchAll(/<c[^>]*?(?:\/>|>(.*?)<\/c>)/gs)].map(([, inner]) => {
      if (!inner) return '';
      const text = /<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1] ?? /<v>(.*?)<\/v>/s.exec(inner)?.[1] ?? '';
      return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    }),
  );
}
