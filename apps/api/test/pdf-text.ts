import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, page by page, one string per text run (a `BT … ET` block),
 * enough for tests to read what a document says without a PDF library. pdfkit writes text as
 * glyph ids of subset fonts (Identity-H) and gives each font a ToUnicode map from those ids back
 * to the characters; this reads the maps, then each page's content stream, in order.
 */
export interface PdfText {
  pages: string[][];
  /** Every run of every page, one a line. */
  text: string;
}

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function objectsOf(bytes: Buffer): Map<number, PdfObject> {
  const latin1 = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of latin1.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].indexOf('\nstream\n') + '\nstream\n'.length;
    const raw = bytes.subarray(start, start + length);
    objects.set(Number(match[1]), { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A ToUnicode map as pdfkit writes it: ranges `<start> <end> [<utf16> <utf16 utf16> …]`. */
function unicodeMapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1]!, 16);
    [...range[3]!.matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, i) => {
      // A glyph that stands for no character of its own (a matra moved by shaping) maps to <>.
      const units = entry[1]! === '' ? [] : entry[1]!.split(' ').map((unit) => parseInt(unit, 16));
      map.set(start + i, String.fromCharCode(...units));
    });
  }
  return map;
}

const reference = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);

export function pdfTextOf(bytes: Buffer): PdfText {
  const objects = objectsOf(bytes);
  const fontMaps = new Map<number, Map<number, string>>();
  const mapOfFont = (id: number) => {
    if (!fontMaps.has(id)) {
      const cmap = objects.get(reference(objects.get(id)!.dictionary, 'ToUnicode'))!.stream!.toString('latin1');
      fontMaps.set(id, unicodeMapOf(cmap));
    }
    return fontMaps.get(id)!;
  };

  // Pages in their tree's order: the Pages node's Kids.
  const pagesNode = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary))!;
  const pageIds = [.../\/Kids \[([^\]]*)\]/.exec(pagesNode.dictionary)![1]!.matchAll(/(\d+) 0 R/g)].map((kid) => Number(kid[1]));
  const pages = pageIds.map((pageId) => {
    const page = objects.get(pageId)!.dictionary;
    const resources = objects.get(reference(page, 'Resources'))?.dictionary ?? page;
    const fonts = new Map([.../\/Font <<([^>]*)>>/.exec(resources)![1]!.matchAll(/\/(\w+) (\d+) 0 R/g)].map((entry) => [entry[1]!, Number(entry[2])]));
    const content = objects.get(reference(page, 'Contents'))!.stream!.toString('latin1');
    const runs: string[] = [];
    for (const block of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      let map = new Map<number, string>();
      let run = '';
      for (const token of block[1]!.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9a-f]*)>/gi)) {
        if (token[1]) map = mapOfFont(fonts.get(token[1])!);
        else for (let i = 0; i + 4 <= token[2]!.length; i += 4) run += map.get(parseInt(token[2]!.slice(i, i + 4), 16)) ?? '';
      }
      runs.push(run);
    }
    return runs;
  });
  return { pages, text: pages.flat().join('\n') };
}
