import { useMemo } from 'react';
import { useWorkshopFilterOptionsQuery } from '../../api/optionsApi';
import { filterOptionsOf } from './filterOptions';
import { ListFilterSelect, type ListFilterSelectProps } from './ListFilters';

export type ListWorkshopFilterProps = Omit<ListFilterSelectProps<'workshop_id'>, 'name' | 'options' | 'minWidth'> & { minWidth?: number };

/** The super admin's workshop filter, bound to a list's `workshop_id`; it loads the workshops itself. */
export function ListWorkshopFilter({ minWidth = 170, ...props }: ListWorkshopFilterProps) {
  const { data } = useWorkshopFilterOptionsQuery();
  const options = useMemo(() => filterOptionsOf(data), [data]);
  return <ListFilterSelect {...props} name="workshop_id" options={options} minWidth={minWidth} />;
}
