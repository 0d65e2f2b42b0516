/**
 * What both sides' layer checks share (apps/api and apps/web .dependency-cruiser.cjs): no import
 * circle, and how a source tree is read. Each side adds the rules of its own layers.
 */
module.exports = function layerRules(forbidden, extensions) {
  return {
    forbidden: [
      {
        name: 'no-circular',
        severity: 'error',
        comment: 'Files that import each other in a circle: break the circle by moving what both need one layer down.',
        from: { path: '^src' },
        to: { circular: true },
      },
      ...forbidden,
    ],
    options: {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)node_modules/' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      enhancedResolveOptions: { extensions },
    },
  };
};
