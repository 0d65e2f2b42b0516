/**
 * Every API module: one line each, pointing at the module.ts its folder declares itself in (tag,
 * access, routes, exports). app.ts registers them all; test/modules.test.ts fails when a folder
 * with routes or exports has no module.ts, or its module.ts is missing here.
 */
export { default as audit } from './audit/module';
export { default as auth } from './auth/module';
export { default as banners } from './banners/module';
export { default as bulkJobs } from './bulk-jobs/module';
export { default as cash } from './cash/module';
export { default as clientErrors } from './client-errors/module';
export { default as concerns } from './concerns/module';
export { default as dashboard } from './dashboard/module';
export { default as events } from './events/module';
export { default as exports } from './exports/module';
export { default as health } from './health/module';
export { default as imports } from './imports/module';
export { default as inclusions } from './inclusions/module';
export { default as invoices } from './invoices/module';
export { default as leaves } from './leaves/module';
export { default as me } from './me/module';
export { default as notifications } from './notifications/module';
export { default as payments } from './payments/module';
export { default as policies } from './policies/module';
export { default as preferences } from './preferences/module';
export { default as reasons } from './reasons/module';
export { default as requests } from './requests/module';
export { default as reviews } from './reviews/module';
export { default as schedule } from './schedule/module';
export { default as search } from './search/module';
export { default as services } from './services/module';
export { default as settlements } from './settlements/module';
export { default as societies } from './societies/module';
export { default as sops } from './sops/module';
export { default as transactions } from './transactions/module';
export { default as views } from './views/module';
export { default as workers } from './workers/module';
export { default as workshopServices } from './workshop-services/module';
export { default as workshops } from './workshops/module';
