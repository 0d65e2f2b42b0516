// The contracts' constants, types and plain functions, apart from the zod schemas built from them.
// Each schema module builds its schemas when it is loaded (`z.enum(REQUEST_STATUSES)` …), and a
// bundler keeps those calls whatever is used, since it cannot know zod's calls have no side effects:
// a page importing one constant from a module with schemas loaded zod and built
// every schema of it. The modules here import no zod, directly or through another module
// (plain.test.ts checks it), so the console's lists, which use only these, load no schema; the
// package's `"sideEffects": false` lets the bundler drop the schema modules they do not use. The
// schema modules import from here and never re-export these names: index.ts exports both, once.
export * from './amountInWords';
export * from './api';
export * from './audit';
export * from './banners';
export * from './bulk';
export * from './clientErrors';
export * from './common';
export * from './concerns';
export * from './csvColumns';
export * from './dashboard';
export * from './gstr1';
export * from './gstStates';
export * from './indiaTime';
export * from './invoices';
export * from './leaves';
export * from './live';
export * from './policies';
export * from './preferences';
export * from './requests';
export * from './reviews';
export * from './savedViews';
export * from './savedViewQuery';
export * from './schedule';
export * from './openingHours';
export * from './payments';
export * from './services';
export * from './settlements';
export * from './societies';
export * from './sops';
export * from './transactions';
export * from './workers';
export * from './transitions';
export * from './workshops';
export * from './imports';
