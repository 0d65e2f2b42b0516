/**
 * Where a list shows a grid: from MUI's `sm` breakpoint up (the console keeps MUI's breakpoints);
 * below it, ServerDataGrid shows a card per row. The build reads it too: index.html's preload
 * script asks for the grid's code on a list's address only where it matches (build/signedInPreload.ts).
 */
export const WIDE_LIST_QUERY = '(min-width: 600px)';
