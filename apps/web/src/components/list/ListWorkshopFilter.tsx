import { useMemo } from 'react';
import { useWorkshopFilterOptionsQuery } from '../../api/optionsApi';
import { filterOptionsOf } from './filterOptions';
import type { Translate } from '../../i18n/catalogue';
import { ListDateRange, ListFilterSelect, type ListDateRangeProps, type ListFilterSelectProps } from './ListFilters';

export type ListWorkshopFilterProps = Omit<ListFilterSelectProps<'workshop_id'>, 'name' | 'options' | 'minWidth'> & { minWidth?: number };

/** The super admin's workshop filter, bound to a list's `workshop_id`; it loads the workshops itself. */
export function ListWorkshopFilter({ minWidth = 170, ...props }: ListWorkshopFilterProps) {
  const { data } = useWorkshopFilterOptionsQuery();
  const options = useMemo(() => filterOptionsOf(data), [data]);
  return <ListFilterSelect {...props} name="workshop_id" options={options} minWidth={minWidth} />;
}

export interface ListDatesAndWorkshopProps {
  list: ListDateRangeProps['list'] & ListWorkshopFilterProps['list'];
  /** The feature's texts: the dates' labels and the workshop filter's. */
  t: Translate<'from' | 'to' | 'workshop' | 'allWorkshops'>;
  /** The caller sees every workshop's rows (the super admin), so may narrow them to one. */
  everyWorkshop: boolean;
}

/** The filters of a list of a workshop's dated records: From/To, then the workshop where there is a choice. */
export function ListDatesAndWorkshop({ list, t, everyWorkshop }: ListDatesAndWorkshopProps) {
  return (
    <>
      <ListDateRange list={list} fromLabel={t('from')} toLabel={t('to')} />
      {everyWorkshop ? <ListWorkshopFilter list={list} label={t('workshop')} anyLabel={t('allWorkshops')} /> : null}
    </>
  );
}
