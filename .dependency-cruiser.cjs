// The dependency rule of ARCHITECTURE.md, enforced in `npm run lint` (and so in `npm test`).
// Paths may carry the fixture prefix so tests/arch can prove every rule fails when broken.
const at = (path) => `^(tests/arch/fixtures/)?${path}`;
const NPM = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-no-frameworks',
      comment:
        'core/ is framework-free: no npm package, no Node built-in. Temporal comes through core/shared/temporal.ts only.',
      severity: 'error',
      from: { path: at('core/'), pathNot: at('core/shared/temporal\\.ts$') },
      to: { dependencyTypes: [...NPM, 'core'] },
    },
    {
      name: 'temporal-only-polyfill',
      comment: 'core/shared/temporal.ts may import temporal-polyfill and nothing else from npm.',
      severity: 'error',
      from: { path: at('core/shared/temporal\\.ts$') },
      to: { dependencyTypes: [...NPM, 'core'], pathNot: 'node_modules/temporal-polyfill' },
    },
    {
      name: 'core-inward-only',
      comment: 'core/ never reaches out to adapters, the app or the fake backend.',
      severity: 'error',
      from: { path: at('core/') },
      to: { path: at('(adapters|src|mocks)/') },
    },
    {
      name: 'domain-is-pure',
      comment: 'core/domain knows neither ports nor use cases.',
      severity: 'error',
      from: { path: at('core/domain/') },
      to: { path: at('(ports|core/use-cases)/') },
    },
    {
      name: 'ports-speak-domain',
      comment: 'ports/ are interfaces over domain types: no npm, no adapters, no app, no use cases.',
      severity: 'error',
      from: { path: at('ports/') },
      to: { path: at('(adapters|src|mocks|core/use-cases)/') },
    },
    {
      name: 'ports-no-frameworks',
      severity: 'error',
      from: { path: at('ports/') },
      to: { dependencyTypes: [...NPM, 'core'] },
    },
    {
      name: 'adapters-not-app',
      comment: 'Adapters implement ports; they never import the React app.',
      severity: 'error',
      from: { path: at('adapters/') },
      to: { path: at('src/') },
    },
    {
      name: 'real-adapters-no-fake',
      comment: 'HTTP and browser adapters ship to production: no fake backend in them.',
      severity: 'error',
      from: { path: at('adapters/(http|browser)/') },
      to: { path: at('mocks/'), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-composition-imports-adapters',
      comment:
        "Only composition code chooses adapters: src/composition, src/server (the production server) and the feature modules (src/features/<f>/<name>.module.ts) that bind a feature's own gateways.",
      severity: 'error',
      from: { path: at('src/'), pathNot: at('src/(composition/|server/|features/[^/]+/[^/]+\\.module\\.ts$)') },
      to: { path: at('adapters/') },
    },
    {
      name: 'mocks-only-dynamic',
      comment: 'The app reaches the fake backend only through dynamic import(), so other builds drop it.',
      severity: 'error',
      from: { path: at('src/') },
      to: { path: at('mocks/'), dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'memory-adapters-only-dynamic',
      comment: 'Memory adapters (over the fake platform) load only through the lazily imported memory module.',
      severity: 'error',
      from: { path: at('src/'), pathNot: at('src/composition/memory\\.module\\.ts$') },
      to: {
        path: at('(adapters/memory/|src/composition/memory\\.module)'),
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'mocks-stay-server-side',
      comment: 'The fake backend may use core/domain values, never use cases, ports or the app.',
      severity: 'error',
      from: { path: at('mocks/') },
      to: { path: at('(core/use-cases|ports|src)/') },
    },
    {
      name: 'mocks-share-only-the-wire',
      comment:
        'The wire DTOs (adapters/http/wire/*.dto.ts) and the API base paths are the one contract the client and the fake backend share; nothing else of the adapters reaches the fake.',
      severity: 'error',
      from: { path: at('mocks/') },
      to: { path: at('adapters/'), pathNot: at('adapters/http/(api-config|wire/[^/]+\\.dto)\\.ts$') },
    },
    {
      name: 'wire-dtos-types-only',
      comment: 'The fake backend takes the DTOs as types: no client code rides along.',
      severity: 'error',
      from: { path: at('mocks/') },
      to: { path: at('adapters/http/wire/'), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'memory-adapters-no-backend',
      comment:
        'adapters/memory holds twins only of ports with no HTTP side (clock, scheduler, storages): every backend API is the HTTP adapter, over the fake platform through an in-process fetch in tests.',
      severity: 'error',
      from: { path: at('adapters/memory/') },
      to: { path: at('(mocks|adapters/http)/') },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
