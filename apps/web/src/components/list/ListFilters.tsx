import { DateRangeFilter } from './DateRangeFilter';
import { FilterSelect, type FilterSelectProps } from './FilterSelect';
import type { UrlListControls } from './useUrlListState';
import { withCurrent } from './withCurrent';

type FilterList<F extends string> = Pick<UrlListControls<F>, 'filters' | 'setFilter'>;

export interface ListFilterSelectProps<F extends string> extends Omit<FilterSelectProps, 'value' | 'onChange'> {
  list: FilterList<F>;
  /** The URL filter the select sets. */
  name: F;
}

/** A drop-down bound to one URL filter of a list; a value from a shared link stays selectable before its options load. */
export function ListFilterSelect<F extends string>({ list, name, options, ...props }: ListFilterSelectProps<F>) {
  const value = list.filters[name];
  return <FilterSelect {...props} options={withCurrent(options, value)} value={value} onChange={(next) => list.setFilter(name, next)} />;
}

export interface ListDateRangeProps {
  list: FilterList<'from' | 'to'> & { rangeInvalid: boolean };
  fromLabel: string;
  toLabel: string;
  fullWidthOnPhone?: boolean;
}

/** The From/To pair bound to a list's `from` and `to` URL filters. */
export function ListDateRange({ list, fromLabel, toLabel, fullWidthOnPhone }: ListDateRangeProps) {
  return (
    <DateRangeFilter
      fromLabel={fromLabel}
      toLabel={toLabel}
      from={list.filters.from}
      to={list.filters.to}
      onFromChange={(value) => list.setFilter('from', value)}
      onToChange={(value) => list.setFilter('to', value)}
      invalid={list.rangeInvalid}
      fullWidthOnPhone={fullWidthOnPhone}
    />
  );
}
