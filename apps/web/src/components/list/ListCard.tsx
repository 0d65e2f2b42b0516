import { useMemo, type ReactNode } from 'react';
import { Card, Typography } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FilterOption } from './FilterSelect';
import { ListFilterSelect } from './ListFilters';
import { ListColumnsButton } from './ListColumnsButton';
import { ListViewsButton } from './ListViewsButton';
import { ListResults, type ListResultsProps, type ListResultsTexts } from './ListResults';
import { ListToolbar } from './ListToolbar';
import { ListTotal } from './ListTotal';
import { RangeInvalidAlert } from './RangeInvalidAlert';
import { ListVisibleFieldsContext, useListView } from './useListView';

/** The words of a whole list, named as the features' texts objects name them, so a page passes its own. */
export interface ListPanelTexts extends ListResultsTexts {
  /** The search box's label; a list the server cannot search has none. */
  searchLabel?: string;
  /** The first choice of a drop-down filter, meaning "no filter" (a select may name its own). */
  any?: string;
  /** The warning while the date range ends before it starts (lists with a date range). */
  rangeInvalid?: string;
  /** The line above the rows saying how many match; without it, no line. */
  total?: (count: number, isEstimate?: boolean) => string;
}

/** A drop-down filter of the toolbar, bound to the URL filter `name`. */
export interface ListSelect<F extends string> {
  name: F;
  label: string;
  options: readonly FilterOption[];
  minWidth: number;
  /** The "no filter" choice, if not the texts' `any`. */
  anyLabel?: string;
}

export interface ListPanelProps<R extends GridValidRowModel, F extends string> extends Omit<ListResultsProps<R, F>, 'texts' | 'view'> {
  texts: ListPanelTexts;
  /** Drop-down filters shown first after the search box. */
  selects?: readonly ListSelect<F>[];
  /** Other filter controls (dates, a workshop), after the selects. */
  filters?: ReactNode;
  /** Buttons on the right of the toolbar: export, add. */
  actions?: ReactNode;
  /** Between the toolbar and the rows: a sentence (shown as a secondary line) or controls of the page's own. */
  intro?: ReactNode;
  /**
   * The preference key of the admin's columns and density, and of its saved views, of this list:
   * fixed in code (`listViewKey` of the English grid label), never the label shown, which follows
   * the admin's language and would otherwise give every list in Hindi one key.
   */
  viewKey: string;
}

/**
 * A list without its frame: toolbar, intro, total, range warning and the server-paged rows of its
 * controller. ListCard puts it in a card; a tabbed page puts one in each tab.
 */
export function ListPanel<R extends GridValidRowModel, F extends string>({ list, texts, selects = [], filters, actions, intro, viewKey, ...resultsProps }: ListPanelProps<R, F>) {
  const { data } = list.result;
  const view = useListView(viewKey, resultsProps.columns);
  const visibleFields = useMemo(() => view.visibleColumns.map((column) => column.field), [view.visibleColumns]);
  const toolbarFilters =
    selects.length === 0 ? (
      filters
    ) : (
      <>
        {selects.map(({ name, label, options, minWidth, anyLabel }) => (
          <ListFilterSelect key={name} list={list} name={name} label={label} anyLabel={anyLabel ?? texts.any ?? ''} options={options} minWidth={minWidth} />
        ))}
        {filters}
      </>
    );
  return (
    <ListVisibleFieldsContext value={visibleFields}>
      <ListToolbar
        list={list}
        searchLabel={texts.searchLabel}
        clearLabel={texts.clearFilters}
        filters={toolbarFilters}
        actions={
          <>
            <ListViewsButton listKey={viewKey} />
            <ListColumnsButton view={view} />
            {actions}
          </>
        }
      />
      {typeof intro === 'string' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 1.5 }}>
          {intro}
        </Typography>
      ) : (
        intro
      )}
      {texts.total && data && !list.rangeInvalid ? <ListTotal>{texts.total(data.total, data.total_is_estimate)}</ListTotal> : null}
      {texts.rangeInvalid === undefined ? null : <RangeInvalidAlert invalid={list.rangeInvalid}>{texts.rangeInvalid}</RangeInvalidAlert>}
      <ListResults {...resultsProps} list={list} texts={texts} view={view} />
    </ListVisibleFieldsContext>
  );
}

export interface ListCardProps<R extends GridValidRowModel, F extends string> extends ListPanelProps<R, F> {
  /** What the list opens, inside the card: its dialogs and drawers. */
  children?: ReactNode;
}

/** A list page's card: the whole list (see ListPanel) and the dialogs it opens. */
export function ListCard<R extends GridValidRowModel, F extends string>({ children, ...panelProps }: ListCardProps<R, F>) {
  return (
    <Card>
      <ListPanel {...panelProps} />
      {children}
    </Card>
  );
}
