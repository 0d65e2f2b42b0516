import { useMemo, type ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import { CSV_COLUMN_KEYS } from '@carcare/contracts';
import { ListExportButton } from './ListExportButton';
import { ListAddButton } from './ListAddButton';
import { ListCard } from './ListCard';
import type { StatusCityFilter } from './statusCityFilters';
import type { ListPageController } from './useListPage';

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
  /** Shown when there are no rows at all. */
  none: string;
}

export interface StatusCityListPageProps<R extends { id: number }> {
  texts: StatusCityListTexts;
  columns: readonly GridColDef<R>[];
  list: ListPageController<R, StatusCityFilter>;
  cities: readonly string[] | undefined;
  /** Which list the server exports; the export follows the columns shown (CSV_COLUMN_KEYS). */
  exportList: 'societies' | 'workshops';
  /** The list's Import button, given by its page so the shared list code loads without the import's. */
  importButton?: ReactNode;
  /** Where Add goes, and where a row opens. */
  addPath: string;
  rowPath: (row: R) => string;
  /** The list's preference key (`list.societies`): named in code, as the grid label changes with the language. */
  viewKey: string;
}

/** A super admin's entity list (workshops, societies): search, status and city filters, CSV export, spreadsheet import and an add button. */
export function StatusCityListPage<R extends { id: number }>({ texts: T, columns, list, cities, exportList, importButton, addPath, rowPath, viewKey }: StatusCityListPageProps<R>) {
  const navigate = useNavigate();
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
    <ListCard
      list={list}
      viewKey={viewKey}
      texts={T}
      selects={[
        { name: 'status', label: T.statusFilter, options: statusOptions, minWidth: 130 },
        { name: 'city', label: T.cityFilter, options: cityOptions, minWidth: 150 },
      ]}
      actions={
        <>
          <ListExportButton list={exportList} params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS[exportList]} />
          {importButton}
          <ListAddButton label={T.add} onClick={() => void navigate(addPath)} />
        </>
      }
      columns={columns}
      onRowClick={(row) => void navigate(rowPath(row))}
    />
  );
}
