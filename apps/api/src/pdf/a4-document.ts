import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@carcare/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@carcare/contracts';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

/**
 * The fonts come from npm packages, resolved from this module, so the server finds them from src/
 * (tsx, vitest) and from the bundle in dist/ alike (dependencies stay external there) and never
 * downloads anything. Roboto writes Latin text and ₹; Noto Sans Devanagari writes Hindi, whose
 * conjuncts and matras pdfkit shapes with the font's own tables.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf',
  bold: '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf',
  hindi: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  hindiBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/** A parsed font as pdfkit takes it in place of a file: fontkit's, with its glyph and layout caches. */
type ParsedFont = { layout: (...args: never[]) => unknown; _glyphs: unknown[] };

let parsedFonts: Record<FontName, ParsedFont> | null = null;

/**
 * The four fonts, read and parsed once per process. pdfkit would otherwise parse each file again
 * for every document, which costs more than laying out the whole page; it takes an already parsed
 * font from fontkit, the parser it uses itself (loaded through pdfkit's own dependency, so both
 * agree on its version).
 */
function fonts(): Record<FontName, ParsedFont> {
  if (parsedFonts) {
    // fontkit keeps one Glyph object per glyph id with the characters of the text that made it
    // first, and hands it out again for every later text: the Indic shaper classes a letter by
    // those characters and pdfkit writes them as what the glyph reads as. Noto draws ई as the glyph
    // of इ with a mark, so after a document with ई a later document's इ read as ई and its अंतर्गत
    // lost the र्. Each document starts with an empty glyph cache, so what it says depends on its
    // own text only; the parsed tables, the costly part, stay shared. A document lays out all its
    // text synchronously before finish, so no other document's layout runs in between.
    for (const font of Object.values(parsedFonts)) font._glyphs = [];
  } else {
    const require = createRequire(import.meta.url);
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create: (buffer: Buffer) => ParsedFont };
    const parse = (file: string) => fontkit.create(readFileSync(require.resolve(file)));
    parsedFonts = { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold), hindi: parse(FONT_FILES.hindi), hindiBold: parse(FONT_FILES.hindiBold) };
  }
  return parsedFonts;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The registered font a text needs: Noto for anything with Devanagari in it, Roboto for the rest. */
export function fontFor(text: string, bold = false): string {
  if (DEVANAGARI.test(text)) return bold ? 'Noto-Bold' : 'Noto';
  return bold ? 'Roboto-Bold' : 'Roboto';
}

/** Indian digit grouping with paise always shown, as accounts print amounts: ₹1,18,000.00, − ₹250.00. */
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export function pdfAmount(paise: number): string {
  return `${paise < 0 ? '− ' : ''}₹${RUPEES.format(Math.abs(paise) / 100)}`;
}

/** The India date of a moment, dd/mm/yyyy, whatever the server's zone. */
const INDIA_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
export function indiaDate(at: Date): string {
  return INDIA_DATE.format(at);
}

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT = PAGE.width - 2 * MARGIN;
export const INK = '#1a1a1a';
export const MUTED = '#5f6368';
export const RULE = '#9aa0a6';
export const SHADE = '#eef1f4';

/** The header's two columns under the title: who on the left, the document's particulars on the right. */
export const COLUMNS = { leftWidth: 280, rightX: MARGIN + 290, rightWidth: CONTENT - 290 } as const;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

export interface A4Document {
  doc: PDFKit.PDFDocument;
  /**
   * Writes text in the font its script needs; returns the height it took. Always within a width
   * (the rest of the line by default), so pdfkit lays the text out once and moves down by what it
   * wrote: measuring first would shape every word twice, which Devanagari makes costly.
   */
  write: (text: string, x: number, y: number, style?: TextStyle) => number;
  /** The height a text would take in a width, without writing it. */
  heightOf: (text: string, width: number, style?: Pick<TextStyle, 'size' | 'bold'>) => number;
  /** The document's title, centred with a rule under it, at the top of the page; returns where the page goes on. */
  title: (text: string) => number;
  /** A horizontal rule across the content width. */
  rule: (y: number, color?: string, width?: number) => void;
  /** "Label: value" lines in a column; returns where the column ends. */
  pairs: (rows: [string, string][], x: number, y: number, labelWidth: number, width: number) => number;
  /** Ends the document and gives its bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * An A4 page in the document's language with the four fonts registered, and the few drawing helpers
 * every document of the console uses. The caller lays out its own content and then calls finish;
 * with bufferPages it may go back to an earlier page (doc.switchToPage) before that.
 */
export function startA4Document(language: Language, info: PDFKit.DocumentInfo, options: { bufferPages?: boolean } = {}): A4Document {
  const parsed = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 20 },
    lang: language === 'hi' ? 'hi-IN' : 'en-IN',
    info,
    // Kept until the end, so a document can write on every page once it knows how many there are.
    bufferPages: options.bufferPages ?? false,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit's types name only files and buffers; its font factory takes a parsed font too.
  const register = (name: string, font: ParsedFont) => doc.registerFont(name, font as unknown as Buffer);
  register('Roboto', parsed.regular);
  register('Roboto-Bold', parsed.bold);
  register('Noto', parsed.hindi);
  register('Noto-Bold', parsed.hindiBold);

  const write = (text: string, x: number, y: number, style: TextStyle = {}): number => {
    doc.font(fontFor(text, style.bold));
    doc.fontSize(style.size ?? 9).fillColor(style.color ?? INK);
    doc.text(text, x, y, { width: style.width ?? PAGE.width - MARGIN - x, align: style.align ?? 'left' });
    return doc.y - y;
  };
  const heightOf = (text: string, width: number, style: Pick<TextStyle, 'size' | 'bold'> = {}): number =>
    doc
      .font(fontFor(text, style.bold))
      .fontSize(style.size ?? 9)
      .heightOfString(text, { width });
  const rule = (y: number, color = RULE, width = 0.6) => {
    doc.moveTo(MARGIN, y).lineTo(PAGE.width - MARGIN, y).lineWidth(width).strokeColor(color).stroke();
  };
  const title = (text: string): number => {
    const y = MARGIN + write(text, MARGIN, MARGIN, { size: 16, bold: true, width: CONTENT, align: 'center' }) + 6;
    rule(y, INK, 1);
    return y + 10;
  };
  const pairs = (rows: [string, string][], x: number, y: number, labelWidth: number, width: number): number => {
    let at = y;
    for (const [label, value] of rows) {
      const h1 = write(label, x, at, { color: MUTED, width: labelWidth });
      const h2 = write(value, x + labelWidth, at, { bold: true, width: width - labelWidth });
      at += Math.max(h1, h2) + 3;
    }
    return at;
  };
  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, write, heightOf, title, rule, pairs, finish };
}

/** A document's language: the one asked for, else the caller's saved one, else the default. */
export function documentLanguage(asked: Language | undefined, saved: string): Language {
  return asked ?? (LANGUAGES.includes(saved as Language) ? (saved as Language) : DEFAULT_LANGUAGE);
}

/** Answers a PDF as a download, never cached: it holds one workshop's money. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      // A Buffer is sent as it is (no serializer runs); the 200's string schema only documents it.
      .send(pdf as unknown as string)
  );
}
