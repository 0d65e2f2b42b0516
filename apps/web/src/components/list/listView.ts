import type { ListDensity, ListView } from '@carcare/contracts';

/** A list as it first shows: every column, in the page's order, standard rows. */
export const DEFAULT_LIST_VIEW: ListView = { hidden: [], order: [], density: 'standard' };

/** `Service requests` → `list.service-requests`: the preference key of a list named by its grid label. */
export function listViewKey(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `list.${slug || 'list'}`;
}

/** The fields in the view's order: those it names first (if the list has them), then the rest as the page lists them. */
export function orderedFields(fields: readonly string[], view: ListView): string[] {
  const moved = view.order.filter((field) => fields.includes(field));
  return [...moved, ...fields.filter((field) => !moved.includes(field))];
}

/** The fields shown, in order. */
export function visibleFields(fields: readonly string[], view: ListView): string[] {
  return orderedFields(fields, view).filter((field) => !view.hidden.includes(field));
}

/** Shows or hides one column; the last visible column stays. */
export function withColumnShown(fields: readonly string[], view: ListView, field: string, shown: boolean): ListView {
  if (shown) return { ...view, hidden: view.hidden.filter((hidden) => hidden !== field) };
  if (view.hidden.includes(field) || visibleFields(fields, view).length <= 1) return view;
  return { ...view, hidden: [...view.hidden, field] };
}

/** Hides exactly the fields the grid's own column menu or panel left unticked (the last visible one stays). */
export function withHiddenFields(fields: readonly string[], view: ListView, hidden: readonly string[]): ListView {
  const known = hidden.filter((field) => fields.includes(field));
  if (known.length >= fields.length) return view;
  // Fields this list does not have (an older page's) are kept: they mean nothing here.
  const others = view.hidden.filter((field) => !fields.includes(field));
  return { ...view, hidden: [...others, ...known] };
}

/** Moves a column one place up or down among all the list's columns; the whole order is kept from then on. */
export function withColumnMoved(fields: readonly string[], view: ListView, field: string, direction: 'up' | 'down'): ListView {
  const order = orderedFields(fields, view);
  const from = order.indexOf(field);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return view;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...view, order };
}

export function withDensity(view: ListView, density: ListDensity): ListView {
  return { ...view, density };
}

/** Whether the view is the list's first one (no "Reset columns" needed). */
export function isDefaultView(view: ListView): boolean {
  return view.hidden.length === 0 && view.order.length === 0 && view.density === DEFAULT_LIST_VIEW.density;
}

/** The `columns` parameter for the fields a list shows: its identity first, then those the CSV knows. */
export function csvColumnsParam(csvColumns: readonly string[], visibleFields: readonly string[]): string {
  const [identity, ...rest] = csvColumns;
  const shown = visibleFields.filter((field) => field !== identity && rest.includes(field));
  return [identity, ...shown].join(',');
}
