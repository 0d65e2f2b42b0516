// The spreadsheet imports' lists, columns and limits, without zod: the console's list pages offer Import without loading any schema (plain/index.ts).

/** The lists a spreadsheet imports into. */
export const IMPORT_LISTS = ['workers', 'workshops', 'societies', 'cancellation-reasons'] as const;
export type ImportList = (typeof IMPORT_LISTS)[number];

/**
 * The header row each import expects, in this order in its template; a file may order them as it
 * likes and leave optional ones out. The names are the create body's fields, so a row reads as
 * the form that adds one record; nested logins are `admin_*` / `manager_*`.
 */
export const IMPORT_COLUMNS = {
  workers: ['name', 'phone', 'skills', 'id_proof_type', 'id_proof_number', 'joined_on', 'workshop_id'],
  workshops: ['name', 'owner_name', 'phone', 'email', 'address_line', 'city', 'state', 'pincode', 'gstin', 'opening_hours', 'admin_name', 'admin_phone', 'admin_email'],
  societies: ['name', 'address_line', 'city', 'state', 'pincode', 'blocks', 'flats', 'contact_phone', 'manager_name', 'manager_phone', 'manager_email'],
  'cancellation-reasons': ['text', 'audience', 'active'],
} as const satisfies Record<ImportList, readonly string[]>;

/** Columns a file may leave out (their cells empty): the create body's optional fields. */
export const IMPORT_OPTIONAL_COLUMNS: Readonly<Record<ImportList, readonly string[]>> = {
  workers: ['workshop_id'],
  workshops: ['email', 'gstin', 'admin_email'],
  societies: ['manager_email'],
  'cancellation-reasons': ['active'],
};

/** How a multi-valued cell (a worker's skills) separates its values. */
export const IMPORT_LIST_SEPARATOR = ';';

/**
 * The most data rows one file imports. It bounds a dry run's answer and a job's memory; a bigger
 * file is refused whole, asking to split it.
 */
export const IMPORT_MAX_ROWS = 10_000;
/** The largest file taken: 10,000 rows of the widest list fit with room to spare. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most row problems a dry run lists; the counts always cover every row. */
export const IMPORT_MAX_PROBLEMS = 500;

/** What a row would do: add a record, change one (it differs), leave one as it is, or nothing (invalid). */
export const IMPORT_OUTCOMES = ['new', 'changed', 'unchanged', 'invalid'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** The bulk job's action an import runs under. */
export const IMPORT_JOB_ACTION = 'import';

export const importPath = (list: ImportList) => `/api/v1/imports/${list}`;
export const importDryRunPath = (list: ImportList) => `/api/v1/imports/${list}/dry-run`;
export const importTemplatePath = (list: ImportList) => `/api/v1/imports/${list}/template`;
