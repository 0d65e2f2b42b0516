import { createContext, useCallback, useContext, useMemo } from 'react';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useSnackbar } from '../snackbar/snackbars';
import type { ListDensity, ListView } from '@carcare/contracts';
import { useGetPreferenceQuery, useResetPreferenceMutation, useSavePreferenceMutation } from '../../api/preferencesApi';
import { translatorFor } from '../../i18n/catalogue';
import { serverFailureTextOf } from '../form/fieldErrorText';
import { listCatalogue } from './listTexts';
import { DEFAULT_LIST_VIEW, isDefaultView, orderedFields, visibleFields, withColumnMoved, withColumnShown, withDensity, withHiddenFields } from './listView';

/** One list's columns and density as the signed-in admin left them, and the changes it may make (kept by the server). */
export interface ListViewController<R extends GridValidRowModel> {
  view: ListView;
  /** Every column, in the admin's order (the grid hides some by its visibility model). */
  columns: GridColDef<R>[];
  /** The columns shown, in order: the cards of a phone and the CSV export follow them. */
  visibleColumns: GridColDef<R>[];
  columnVisibilityModel: GridColumnVisibilityModel;
  isDefault: boolean;
  setColumnShown: (field: string, shown: boolean) => void;
  setHiddenFields: (hidden: readonly string[]) => void;
  moveColumn: (field: string, direction: 'up' | 'down') => void;
  setDensity: (density: ListDensity) => void;
  reset: () => void;
}

/** Said after a failed save, in the language shown when it failed. */
/** A failed save of the columns, in the language shown (the server's message by its code in Hindi). */
const saveFailed = (error: { data?: { message?: string } }) =>
  translatorFor(listCatalogue)('columns.saveFailed', { message: serverFailureTextOf(error) ?? error.data?.message ?? '' });

/**
 * The controller of a list's view (columns shown, their order, row density), read from and saved
 * to the admin's preference `key`. Until the preference arrives the list shows its defaults.
 */
export function useListView<R extends GridValidRowModel>(key: string, pageColumns: readonly GridColDef<R>[]): ListViewController<R> {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useGetPreferenceQuery(key);
  const [save] = useSavePreferenceMutation();
  const [resetPreference] = useResetPreferenceMutation();
  const view = data?.value ?? DEFAULT_LIST_VIEW;
  const fields = useMemo(() => pageColumns.map((column) => column.field), [pageColumns]);

  const change = useCallback(
    (next: ListView) => {
      if (next === view) return;
      save({ key, value: next })
        .unwrap()
        .catch((error: { data?: { message?: string } }) => enqueueSnackbar(saveFailed(error), { variant: 'error' }));
    },
    [view, save, key, enqueueSnackbar],
  );

  return useMemo(() => {
    const byField = new Map(pageColumns.map((column) => [column.field, column]));
    const columns = orderedFields(fields, view).map((field) => byField.get(field)!);
    const shown = new Set(visibleFields(fields, view));
    return {
      view,
      columns,
      visibleColumns: columns.filter((column) => shown.has(column.field)),
      columnVisibilityModel: Object.fromEntries(fields.filter((field) => !shown.has(field)).map((field) => [field, false])),
      isDefault: isDefaultView(view),
      setColumnShown: (field, visible) => change(withColumnShown(fields, view, field, visible)),
      setHiddenFields: (hidden) => change(withHiddenFields(fields, view, hidden)),
      moveColumn: (field, direction) => change(withColumnMoved(fields, view, field, direction)),
      setDensity: (density) => change(withDensity(view, density)),
      reset: () => {
        resetPreference(key)
          .unwrap()
          .catch((error: { data?: { message?: string } }) => enqueueSnackbar(saveFailed(error), { variant: 'error' }));
      },
    };
  }, [pageColumns, fields, view, change, resetPreference, key, enqueueSnackbar]);
}

/** The fields of the columns a list shows, in order, for the controls above it (the CSV export asks for those). */
export const ListVisibleFieldsContext = createContext<readonly string[] | null>(null);

export function useListVisibleFields(): readonly string[] | null {
  return useContext(ListVisibleFieldsContext);
}
