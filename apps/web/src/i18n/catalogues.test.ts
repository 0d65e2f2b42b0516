import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every catalogue of the console, as `i18n/<name>en.json` without its `en.json`: an area's (`i18n/`) or a feature's menu or help texts (`i18n/menu.`). */
function catalogueFolders(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])i18n[\\/](\w+\.)?en\.json$/.test(file))
    .map((file) => join(src, file.slice(0, -'en.json'.length)));
}

function readCatalogue(catalogue: string, language: 'en' | 'hi'): Record<string, string> {
  return JSON.parse(readFileSync(`${catalogue}${language}.json`, 'utf8')) as Record<string, string>;
}

/** The names a message interpolates (`{count}`, `{name}`), at any depth of plurals and selects. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

/** Problems of one catalogue pair, as sentences naming the file and key. */
export function catalogueProblems(name: string, english: Record<string, string>, hindi: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in hindi)) problems.push(`${name}: "${key}" is in en.json but not in hi.json`);
  for (const key of Object.keys(hindi)) if (!(key in english)) problems.push(`${name}: "${key}" is in hi.json but not in en.json`);
  const parsed: Record<'en' | 'hi', Record<string, MessageFormatElement[]>> = { en: {}, hi: {} };
  for (const [language, messages] of [['en', english], ['hi', hindi]] as const) {
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message !== 'string' || !message.trim()) {
        problems.push(`${name}: "${key}" in ${language}.json is empty`);
        continue;
      }
      try {
        parsed[language][key] = parse(message, { requiresOtherClause: true, shouldParseSkeletons: true });
      } catch (error) {
        problems.push(`${name}: "${key}" in ${language}.json is not valid ICU (${(error as Error).message})`);
      }
    }
  }
  for (const key of Object.keys(parsed.en)) {
    const hindiElements = parsed.hi[key];
    if (!hindiElements) continue;
    const wanted = [...argumentsOf(parsed.en[key]!)].sort();
    const given = [...argumentsOf(hindiElements)].sort();
    if (wanted.join() !== given.join()) problems.push(`${name}: "${key}" uses {${wanted.join(', ')}} in English but {${given.join(', ')}} in Hindi`);
  }
  return problems;
}

describe('the message catalogues', () => {
  const folders = catalogueFolders();

  it('are found (each converted area has i18n/en.json and i18n/hi.json)', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders.map((folder) => [relative(src, folder), folder]))('%s: same keys in both languages, every message valid ICU with the same arguments', (name, folder) => {
    expect(catalogueProblems(name, readCatalogue(folder, 'en'), readCatalogue(folder, 'hi'))).toEqual([]);
  });
});

describe('catalogueProblems', () => {
  it('names a key missing from either language', () => {
    expect(catalogueProblems('x', { a: 'A', b: 'B' }, { a: 'अ', c: 'स' })).toEqual([
      'x: "b" is in en.json but not in hi.json',
      'x: "c" is in hi.json but not in en.json',
    ]);
  });

  it('names a message that is not valid ICU, and a plural without its other case', () => {
    expect(catalogueProblems('x', { a: 'Hello {name' }, { a: 'नमस्ते {name}' })).toEqual([expect.stringContaining('x: "a" in en.json is not valid ICU')]);
    expect(catalogueProblems('x', { a: '{n, plural, one {# day} other {# days}}' }, { a: '{n, plural, one {# दिन}}' })).toEqual([
      expect.stringContaining('x: "a" in hi.json is not valid ICU'),
    ]);
  });

  it('names a translation that drops or renames an argument', () => {
    expect(catalogueProblems('x', { a: '{count, plural, one {# request for {name}} other {# requests for {name}}}' }, { a: '{count} अनुरोध' })).toEqual([
      'x: "a" uses {count, name} in English but {count} in Hindi',
    ]);
  });
});
