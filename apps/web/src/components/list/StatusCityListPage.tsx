import { useMemo } from 'react';
import { Button, Card } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { CsvExportButton } from './CsvExportButton';
import { FilterSelect } from './FilterSelect';
import { ListResults, type ListQueryResult } from './ListResults';
import { ListToolbar } from './ListToolbar';
import type { StatusCityFilter } from './statusCityFilters';
import type { UrlListControls } from './useUrlListState';

export interface StatusCityListTexts {
  searchLabel: string;
  statusFilter: string;
  cityFilter: string;
  any: string;
  active: string;
  inactive: string;
  add: string;
  retry: string;
  listFailed: string;
  /** Shown when filters hide every row. */
  empty: string;
  clearFilters: string;
  gridLabel: string;
}

export interface StatusCityListPageProps<R extends { id: number }> {
  texts: StatusCityListTexts;
  /** Shown when there are no rows at all. */
  noneText: string;
  columns: readonly GridColDef<R>[];
  list: UrlListControls<StatusCityFilter>;
  result: ListQueryResult<R>;
  cities: readonly string[] | undefined;
  csvPath: string;
  csvFileName: string;
  onAdd: () => void;
  onRowClick: (row: R) => void;
}

/** A super admin's entity list (workshops, societies): search, status and city filters, CSV export and an add button. */
export function StatusCityListPage<R extends { id: number }>({
  texts: T,
  noneText,
  columns,
  list,
  result,
  cities,
  csvPath,
  csvFileName,
  onAdd,
  onRowClick,
}: StatusCityListPageProps<R>) {
  const filtered = Boolean(list.q || list.filters.status || list.filters.city);
  const statusOptions = useMemo(
    () => [
      { value: 'active', label: T.active },
      { value: 'inactive', label: T.inactive },
    ],
    [T.active, T.inactive],
  );
  const cityOptions = useMemo(() => {
    const known = cities ?? [];
    // A city from a shared link stays selectable even before (or without) the options.
    const shown = list.filters.city && !known.includes(list.filters.city) ? [list.filters.city, ...known] : known;
    return shown.map((city) => ({ value: city, label: city }));
  }, [cities, list.filters.city]);

  return (
    <Card>
      <ListToolbar
        query={list.q}
        onQueryChange={list.setQuery}
        searchLabel={T.searchLabel}
        canClear={filtered}
        onClear={list.clearFilters}
        filters={
          <>
            <FilterSelect
              label={T.statusFilter}
              value={list.filters.status}
              onChange={(value) => list.setFilter('status', value)}
              anyLabel={T.any}
              options={statusOptions}
              minWidth={130}
            />
            <FilterSelect
              label={T.cityFilter}
              value={list.filters.city}
              onChange={(value) => list.setFilter('city', value)}
              anyLabel={T.any}
              options={cityOptions}
              minWidth={150}
            />
          </>
        }
        actions={
          <>
            <CsvExportButton path={csvPath} params={list.filterArgs} fileName={csvFileName} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
              {T.add}
            </Button>
          </>
        }
      />
      <ListResults
        result={result}
        list={list}
        columns={columns}
        texts={{ ariaLabel: T.gridLabel, noneText, emptyText: T.empty, clearFiltersLabel: T.clearFilters, failedText: T.listFailed, retryLabel: T.retry }}
        filtered={filtered}
        onRowClick={onRowClick}
      />
    </Card>
  );
}
