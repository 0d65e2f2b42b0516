/**
 * A small, safe Markdown → HTML renderer shared by the API (the public policy `html`) and the
 * console (the live preview), so both show the same thing.
 *
 * Supported: headings (# to ###), paragraphs (a single newline inside one is a line break),
 * **bold** / __bold__, *italic* / _italic_, `inline code`, unordered (-, *, +) and ordered (1. or 1))
 * lists, [links](https://…) and backslash escapes. Nothing else is interpreted.
 *
 * Safety: every piece of text is HTML-escaped, so raw HTML in the source shows as text; the only
 * tags in the output are the ones this file writes. A link keeps its href only when it starts with
 * http://, https:// or mailto: (checked on the source text, so case, whitespace and entity tricks
 * such as `&#106;avascript:` fail the check); any other link renders as its plain text.
 */

export const MARKDOWN_LINK_REL = 'noopener noreferrer nofollow';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

// A scheme from the allow-list, then at least one character that is not whitespace, a quote or an angle bracket.
const SAFE_HREF = /^(?:https?:\/\/|mailto:)[^\s"'<>`\\]+$/i;

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** Whether a Markdown link target may become an href (http, https and mailto only). */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href) && !hasControlCharacter(href);
}

const ESCAPABLE = new Set('\\`*_{}[]()#+-.!>|~'.split(''));
// The target may hold balanced parentheses one level deep: [x](https://en.wikipedia.org/wiki/A_(b)).
const LINK = /^\[([^\]\n]*)\]\(\s*([^\s()]*(?:\([^\s()]*\)[^\s()]*)*)\s*\)/;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/** The index of the closing delimiter of an emphasis opened at `from`, or -1. */
function closingDelimiter(src: string, from: number, delimiter: string): number {
  let index = src.indexOf(delimiter, from);
  while (index !== -1) {
    const content = src.slice(from, index);
    const after = src[index + delimiter.length];
    const closesWord = delimiter[0] !== '_' || !isWordChar(after);
    const single = delimiter.length === 2 || src[index + 1] !== delimiter; // `*` must not close on `**`
    if (content.trim() !== '' && !/^\s/.test(content) && !/\s$/.test(content) && closesWord && single) return index;
    index = src.indexOf(delimiter, index + (delimiter.length === 1 && src[index + 1] === delimiter ? 2 : 1));
  }
  return -1;
}

function renderInline(src: string, allowLinks: boolean): string {
  let out = '';
  let text = '';
  const flush = () => {
    out += escapeHtml(text);
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    const char = src[i]!;
    const next = src[i + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      text += next;
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out += `<code>${escapeHtml(src.slice(i + 1, end))}</code>`;
        i = end + 1;
        continue;
      }
    }
    if (char === '[' && allowLinks) {
      const match = LINK.exec(src.slice(i));
      if (match) {
        flush();
        const label = renderInline(match[1]!, false);
        const href = match[2]!;
        out += isSafeHref(href) ? `<a href="${escapeHtml(href)}" rel="${MARKDOWN_LINK_REL}">${label || escapeHtml(href)}</a>` : label;
        i += match[0].length;
        continue;
      }
    }
    if ((char === '*' || char === '_') && !(char === '_' && isWordChar(src[i - 1]))) {
      const strong = next === char;
      const delimiter = strong ? char + char : char;
      const end = closingDelimiter(src, i + delimiter.length, delimiter);
      if (end !== -1) {
        flush();
        const tag = strong ? 'strong' : 'em';
        out += `<${tag}>${renderInline(src.slice(i + delimiter.length, end), allowLinks)}</${tag}>`;
        i = end + delimiter.length;
        continue;
      }
    }
    text += char;
    i += 1;
  }
  flush();
  return out;
}

const HEADING = /^(#{1,3})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const UNORDERED_ITEM = /^[ \t]{0,3}[-*+][ \t]+(.*)$/;
const ORDERED_ITEM = /^[ \t]{0,3}(\d{1,9})[.)][ \t]+(.*)$/;

type ListKind = 'ul' | 'ol';

function listItemOf(line: string): { kind: ListKind; text: string; start: number } | null {
  const unordered = UNORDERED_ITEM.exec(line);
  if (unordered) return { kind: 'ul', text: unordered[1]!, start: 1 };
  const ordered = ORDERED_ITEM.exec(line);
  if (ordered) return { kind: 'ol', text: ordered[2]!, start: Number(ordered[1]) };
  return null;
}

const isBlank = (line: string) => line.trim() === '';

/** Renders Markdown source as safe HTML (see the top of this file for what is supported). */
export function renderMarkdown(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      blocks.push(`<h${level}>${renderInline(heading[2]!, true)}</h${level}>`);
      i += 1;
      continue;
    }
    const first = listItemOf(line);
    if (first) {
      const items: string[] = [];
      let current = first.text;
      i += 1;
      while (i < lines.length) {
        const candidate = lines[i]!;
        if (isBlank(candidate)) break;
        const item = listItemOf(candidate);
        if (item && item.kind === first.kind) {
          items.push(current);
          current = item.text;
        } else if (!item && /^[ \t]+\S/.test(candidate)) {
          // An indented line continues the item above.
          current += `\n${candidate.trim()}`;
        } else break;
        i += 1;
      }
      items.push(current);
      const start = first.kind === 'ol' && first.start !== 1 ? ` start="${first.start}"` : '';
      const body = items.map((item) => `<li>${item.split('\n').map((part) => renderInline(part, true)).join('<br>')}</li>`).join('');
      blocks.push(`<${first.kind}${start}>${body}</${first.kind}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const candidate = lines[i]!;
      if (isBlank(candidate) || HEADING.test(candidate) || listItemOf(candidate)) break;
      paragraph.push(candidate.trim());
      i += 1;
    }
    blocks.push(`<p>${paragraph.map((part) => renderInline(part, true)).join('<br>')}</p>`);
  }
  return blocks.join('\n');
}
