import type { Translate } from './catalogue';

/**
 * The texts a shared component takes, read from a feature's catalogue where its keys have the
 * components' names (under `prefix` when the catalogue groups them, e.g. `inclusion.`). One call
 * hands a list or a page its words, instead of a builder in each feature naming every key again;
 * a catalogue missing one of the names does not type-check.
 */
export function pickTexts<const N extends string, P extends string = ''>(t: Translate<NoInfer<`${P}${N}`>>, names: readonly N[], prefix?: P): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, t(`${prefix ?? ''}${name}` as `${P}${N}`)])) as Record<N, string>;
}
