import type { FilterOption } from './FilterSelect';

/** A value from a shared link stays selectable before (or without) its option arriving. */
export function withCurrent(options: FilterOption[], value: string | undefined): FilterOption[] {
  return value && !options.some((option) => option.value === value) ? [{ value, label: `#${value}` }, ...options] : options;
}
