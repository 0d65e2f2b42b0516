import type { FilterOption } from './FilterSelect';

/** A value from a shared link stays selectable before (or without) its option arriving. */
export function withCurrent(options: readonly FilterOption[], value: string | undefined): readonly FilterOption[] {
  return value && !options.some((option) => option.value === value) ? [{ value, label: `#${value}` }, ...options] : options;
}
