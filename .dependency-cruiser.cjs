/**
 * The layering of docs/architecture.md, checked by the build (npm test runs `npm run -s deps`). Imports run one way:
 * http, cli, indexer -> container (and command-services) -> services -> ports and domain; adapters -> ports and domain.
 * Only the composition roots import adapters. Types may cross where values may not (a route names a port's type, an
 * adapter its configuration's shape): such imports vanish from the built code.
 */
const ROOTS = '^src/((container|command-services)[.]ts$|composition/)';
const ENTRY = '^(src/(http|cli|sandbox)/|src/(main|webhook-worker|entry-point)[.]ts$|indexer/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycle', severity: 'error', comment: 'Imports form no cycle.', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'The domain has no I/O and knows no other layer (node:crypto and node:net address parsing are computation).',
      from: { path: '^src/domain/' },
      to: {
        pathNot: ['^src/domain/', '^node_modules/'],
        dependencyTypesNot: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg'],
      },
    },
    {
      name: 'domain-no-io-modules',
      severity: 'error',
      comment: 'The domain opens no file, socket, process or thread.',
      from: { path: '^src/domain/' },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|fs/promises|http|https|http2|net|dgram|dns|child_process|worker_threads|cluster|tls)$',
        pathNot: ['^net$'],
      },
    },
    {
      name: 'ports-see-domain-only',
      severity: 'error',
      comment: 'Ports are interfaces over domain types.',
      from: { path: '^src/ports/' },
      to: { pathNot: ['^src/(ports|domain)/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'services-see-ports-and-domain',
      severity: 'error',
      comment: 'Use cases know ports and the domain, never an adapter, HTTP, the CLI or the composition root.',
      from: { path: '^src/services/' },
      to: { path: ['^src/(adapters|http|cli|sandbox)/', ROOTS, '^src/main[.]ts$'] },
    },
    {
      name: 'adapters-see-ports-and-domain',
      severity: 'error',
      comment: 'An adapter implements a port with the domain; it reads its configuration as types only.',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/(services|http|cli|sandbox|observability)/', ROOTS] },
    },
    {
      name: 'adapters-config-types-only',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/config/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-roots-import-adapters',
      severity: 'error',
      comment: 'Routes, the CLI and the workers see services: only the composition roots choose adapters.',
      from: { path: ENTRY },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'entries-see-ports-as-types',
      severity: 'error',
      comment: 'Entry points may name a port type, never use a port value.',
      from: { path: ENTRY },
      to: { path: '^src/ports/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|coverage|test-artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
