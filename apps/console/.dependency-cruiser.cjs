// The console's folder rules (docs/decisions/0006), checked by `npm run lint:console`. Imports point
// down: a route folder (app/routes/<feature>/) may use app/components and app/lib; shared
// components may use app/lib; app/lib uses neither. Type-only imports count too: a circle of types
// is still a circle for the reader.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules of the console import each other in a circle: move the shared part down.',
      from: { path: '^apps/console/app/' },
      to: { circular: true },
    },
    {
      name: 'components-not-to-routes',
      severity: 'error',
      comment: 'app/components holds what several features share; it never imports a route folder.',
      from: { path: '^apps/console/app/components/' },
      to: { path: '^apps/console/app/routes/' },
    },
    {
      name: 'lib-not-to-components-or-routes',
      severity: 'error',
      comment: 'app/lib is cross-feature code below the UI: it imports neither components nor routes.',
      from: { path: '^apps/console/app/lib/' },
      to: { path: '^apps/console/app/(components|routes)/' },
    },
    {
      name: 'route-folder-not-to-other-route-folder',
      severity: 'error',
      comment: 'A feature folder never reaches into another one: move what both need to app/lib or app/components.',
      from: { path: '^apps/console/app/routes/([^/]+)/' },
      to: { path: '^apps/console/app/routes/', pathNot: '^apps/console/app/routes/$1/' },
    },
    {
      name: 'web-not-to-db',
      severity: 'error',
      comment: 'The site reaches data only through the API: never the database package.',
      from: { path: '^apps/console/' },
      to: { path: '(^|/)(packages/db/|node_modules/@direct/db/)|^@direct/db' },
    },
  ],
  options: {
    // React Router's generated route types (./+types/…) point back at their route module.
    exclude: { path: '(^|/)(\\.react-router|build|node_modules)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/console/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
