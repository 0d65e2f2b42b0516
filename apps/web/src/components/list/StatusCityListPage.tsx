import { useMemo } from 'react';
import { Alert, Button, Card } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListResponse } from '@carcare/contracts';
import { CsvExportButton } from './CsvExportButton';
import { FilterSelect } from './FilterSelect';
import { ListToolbar } from './ListToolbar';
import { ServerDataGrid } from './ServerDataGrid';
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
  result: { data?: ListResponse<R>; isFetching: boolean; isError: boolean; refetch: () => unknown };
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
  result: { data, isFetching, isError, refetch },
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
      {isError ? (
        <Alert
          severity="error"
          sx={{ mx: 2, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        >
          {T.listFailed}
        </Alert>
      ) : null}
      <ServerDataGrid
        rows={data?.data ?? []}
        columns={columns}
        total={data?.total ?? 0}
        totalIsEstimate={data?.total_is_estimate}
        loading={isFetching}
        list={list}
        emptyText={filtered ? T.empty : noneText}
        emptyAction={
          filtered ? (
            <Button size="small" onClick={list.clearFilters}>
              {T.clearFilters}
            </Button>
          ) : undefined
        }
        ariaLabel={T.gridLabel}
        onRowClick={onRowClick}
      />
    </Card>
  );
}
