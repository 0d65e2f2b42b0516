import { MenuItem, TextField } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';
import { fromSortModel, toSortModel, type ListSorting } from './useListPage';

/** On a phone the cards have no headers to click: the sortable columns, each way, in one select. */
export function PhoneSortSelect<R extends GridValidRowModel>({ columns, sorting }: { columns: readonly GridColDef<R>[]; sorting: ListSorting }) {
  const t = useTexts(listCatalogue);
  const sortable = columns.filter((column) => column.sortable !== false && column.type !== 'actions');
  if (sortable.length === 0) return null;
  const value = fromSortModel(sorting.sortModel) ?? '';
  const known = sortable.some((column) => value === column.field || value === `-${column.field}`);
  return (
    <TextField
      select
      size="small"
      label={t('sort.label')}
      value={value}
      onChange={(event) => sorting.onSortModelChange(toSortModel(event.target.value || undefined))}
      sx={{ mx: 2, mb: 1.5, width: 'calc(100% - 32px)' }}
    >
      {known ? null : <MenuItem value={value}>{t('sort.default')}</MenuItem>}
      {sortable.flatMap((column) => {
        const name = column.headerName ?? column.field;
        return [
          <MenuItem key={column.field} value={column.field}>
            {t('sort.ascending', { name })}
          </MenuItem>,
          <MenuItem key={`-${column.field}`} value={`-${column.field}`}>
            {t('sort.descending', { name })}
          </MenuItem>,
        ];
      })}
    </TextField>
  );
}
