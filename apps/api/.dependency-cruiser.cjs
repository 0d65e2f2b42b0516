/**
 * The API's layers point down: the composition root (main.ts, app.ts) knows every module; modules
 * use the shared layers; the shared layers (db/, http/, observability/, pdf/, sms/, uploads/) know no
 * module. Imports may not run in a circle. `npm test` runs this (npm run layers).
 */
const SHARED = '^src/(db|http|observability|pdf|sms|uploads)/';
const layerRules = require('../../scripts/layer-rules.cjs');

module.exports = layerRules(
  [
    {
      name: 'shared-layer-imports-no-module',
      severity: 'error',
      comment: 'db/, http/, observability/, pdf/, sms/ and uploads/ serve every module and know none: pass what they need in, or move it down.',
      from: { path: SHARED, pathNot: '\\.test\\.ts$' },
      to: { path: '^src/(modules|seeds|cli)/|^src/(app|main)\\.ts$' },
    },
    {
      name: 'module-imports-no-root',
      severity: 'error',
      comment: 'Only the composition root (main.ts, app.ts) knows the whole app.',
      from: { path: '^src/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/(app|main)\\.ts$' },
    },
  ],
  ['.ts', '.js', '.mjs', '.json'],
);
