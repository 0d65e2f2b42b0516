import type { OptionsResponse } from '@carcare/contracts';
import type { FilterOption } from './FilterSelect';

/** The choices of a filter select from an id-and-name options list (workshops, societies, services). */
export function filterOptionsOf(response: OptionsResponse | undefined): FilterOption[] {
  return (response?.data ?? []).map((option) => ({ value: String(option.id), label: option.name }));
}
