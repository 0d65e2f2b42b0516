/**
 * The console's layers point down: shell/ (the composition root) knows every feature; features and
 * layout/ use the foundation; the foundation (app/, components/, api/, theme/, i18n/, config.ts)
 * knows no feature, layout or page. A feature reaches another, and layout/ reaches a feature, only
 * through its public entry. Imports may not run in a circle. `npm test` runs this (npm run layers).
 */
const FOUNDATION = '^src/(app|components|api|theme|i18n|styles)/|^src/config\\.ts$';
const NOT_TEST = '\\.test\\.tsx?$|/testing/|^src/test/';
const layerRules = require('../../scripts/layer-rules.cjs');

module.exports = layerRules(
  [
    {
      name: 'foundation-imports-no-feature',
      severity: 'error',
      comment: 'app/, components/, api/, theme/ and i18n/ serve every feature and know none: move what both need down, or wire it in shell/.',
      from: { path: FOUNDATION, pathNot: NOT_TEST },
      to: { path: '^src/(features|layout|pages|shell)/' },
    },
    {
      name: 'feature-imports-no-shell',
      severity: 'error',
      comment: 'Only shell/ knows every feature.',
      from: { path: '^src/(features|layout|pages)/', pathNot: NOT_TEST },
      to: { path: '^src/shell/' },
    },
    {
      name: 'through-public-entry',
      severity: 'error',
      comment: "Reach a feature from outside only through its public entry (features/<x>/public.ts); its feature.ts is for shell/.",
      from: { path: '^src/(?!features/([^/]+)/)(features|layout|pages)/', pathNot: NOT_TEST },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/public\\.tsx?$' },
    },
  ],
  ['.ts', '.tsx', '.js', '.mjs', '.json'],
);
