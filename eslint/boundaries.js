// The architecture's import rules, kept by lint instead of by memory (decision 0009).
//
// ESLint's flat config replaces (not merges) a rule's options when two blocks match one file, so
// every block below owns one rule per file set; the domain block repeats the process.env
// selectors because it overrides the general no-restricted-syntax/-properties for its files.

// --- process.env: read in config only ---------------------------------------------------------

const envProperty = { object: 'process', property: 'env', message: 'Read the environment in config only (apps/api/src/config.ts, apps/web/app/config.server.ts) and pass values in.' };

// no-restricted-properties also catches `const { env } = process`; an import needs its own selector.
const envSyntax = [
  {
    selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
    message: envProperty.message,
  },
];

// Files that may read the environment: the two config modules, the database CLI's, and tests and
// their harnesses (which start servers with a chosen environment).
const envAllowed = [
  'apps/api/src/config.ts',
  'apps/web/app/config.server.ts',
  'packages/db/src/cli/**',
  '**/testing/**',
  '**/*.test.ts',
  '**/*.test.tsx',
];

// --- api modules: only ports and service types cross a module's border --------------------------

// A module's public surface is its `<name>-ports.ts` files (types, interfaces and the few pure
// helpers other modules may call) and, as types only, its `*.service.ts` files. Everything else
// (repositories, SQL, views, emails, helpers) is private to the module; services.ts and app.ts
// wire modules together and are outside these rules.
const crossModulePrivate = String.raw`^\.\./(?!\.)[^/]+/(?!.*-ports\.ts$)(?!.*\.service\.ts$)`;
const crossModuleService = String.raw`^\.\./(?!\.)[^/]+/[^/]+\.service\.ts$`;
const crossModuleRepository = String.raw`^\.\./(?!\.)[^/]+/.*\.repository\.ts$`;
const throughModulesFolder = String.raw`^(\.\./)+modules/`;
const compositionRoot = String.raw`^\.\./\.\./(services|app|server)\.ts$`;

export const moduleImportPatterns = [
  {
    regex: crossModuleRepository,
    message: 'A repository is private to its module: ask the owning module through its ports (<module>-ports.ts) or service.',
  },
  {
    regex: crossModulePrivate,
    message: 'Another module is reachable only through its ports (<module>-ports.ts) or, as types, its *.service.ts.',
  },
  {
    regex: crossModuleService,
    allowTypeImports: true,
    message: 'Import only types from another module’s service (`import type`); the instance is wired in services.ts.',
  },
  {
    regex: throughModulesFolder,
    message: 'Reach a sibling module as ../<module>/<module>-ports.ts, never through the modules folder.',
  },
  {
    regex: compositionRoot,
    message: 'A module never imports the composition root (services.ts, app.ts, server.ts): it is given what it needs.',
  },
];

// --- packages/domain: pure rules, no I/O ------------------------------------------------------

const ioModules = ['fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'child_process', 'dns', 'dns/promises', 'tls', 'dgram', 'cluster', 'worker_threads', 'readline', 'process'];

export const domainImportRules = {
  paths: [
    ...ioModules.flatMap((name) => [name, `node:${name}`]).map((name) => ({ name, message: 'packages/domain does no I/O: the API and the site do it and pass the data in.' })),
    ...['@direct/db', 'drizzle-orm', 'pg', '@electric-sql/pglite', 'fastify'].map((name) => ({ name, message: 'packages/domain knows no database or server: keep it pure.' })),
  ],
  patterns: [{ group: ['@direct/db/*', 'drizzle-orm/*'], message: 'packages/domain knows no database: keep it pure.' }],
};

const domainGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'process'].map((name) => ({ name, message: 'packages/domain does no I/O and reads no environment: pass the data in.' }));

const clockMessage = 'packages/domain reads no clock: take `now` or `today` as an argument.';

export const boundaries = [
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: envAllowed,
    rules: {
      'no-restricted-properties': ['error', envProperty],
      'no-restricted-syntax': ['error', ...envSyntax],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: moduleImportPatterns }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@direct/db', message: 'The site reads data through the API (app/lib/api), never the database.' }],
          patterns: [{ group: ['@direct/db/*'], message: 'The site reads data through the API (app/lib/api), never the database.' }],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', domainImportRules],
      'no-restricted-globals': ['error', ...domainGlobals],
      'no-restricted-properties': ['error', envProperty, { object: 'Date', property: 'now', message: clockMessage }],
      'no-restricted-syntax': [
        'error',
        ...envSyntax,
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
      ],
    },
  },
];
