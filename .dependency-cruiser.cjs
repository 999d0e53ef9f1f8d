// The console's layers (docs/architecture.md), checked by `npm run lint`: each rule names an
// import that crosses a layer the wrong way. Type-only imports count too.

/** Folders of components/ that are screens: everything but the primitives and the kit. */
const SCREENS = '^components/(?!ui/|kit/)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle, of values or types: split the shared part out.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'pages-render-screens',
      comment:
        'A page reads its params and renders one screen (components/<area>/): the kit, the primitives and the API layer are the screen’s to use.',
      severity: 'error',
      from: { path: '^pages/' },
      to: {
        path: '^(components/(ui|kit)/|lib/(api|domain)/)',
        // a page may defer a screen's part (a panel over its list) with the lazy helper
        pathNot: '^components/ui/lazy\\.tsx$',
      },
    },
    {
      name: 'one-lazy-helper',
      comment:
        'Code loaded on first use goes through components/ui/lazy.tsx. The app shell keeps next/dynamic for the console layout: the build’s loadable manifest names that chunk, and the bundle budget (scripts/bundle-size.ts) reads it there.',
      severity: 'error',
      from: { pathNot: '^components/layout/app-shell\\.tsx$' },
      to: { path: '^node_modules/next/dynamic' },
    },
    {
      name: 'nothing-imports-pages',
      severity: 'error',
      from: { pathNot: '^pages/' },
      to: { path: '^pages/' },
    },
    {
      name: 'primitives-stay-primitive',
      comment:
        'components/ui holds Radix wrappers and other primitives: styling and formatting only (lib/core), no API, no kit, no screens.',
      severity: 'error',
      from: { path: '^components/ui/' },
      to: { path: '^(components/(?!ui/)|lib/(?!core/))' },
    },
    {
      name: 'kit-is-not-a-screen',
      comment: 'The console kit serves every screen, so it imports none.',
      severity: 'error',
      from: { path: '^components/kit/' },
      to: { path: SCREENS },
    },
    {
      name: 'lib-is-below-components',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|pages)/' },
    },
    {
      name: 'core-is-pure',
      comment:
        'lib/core (formatting, validators, paths, routes) knows neither the API nor its domain rules.',
      severity: 'error',
      from: { path: '^lib/core/' },
      to: { path: '^lib/(?!core/)' },
    },
    {
      name: 'api-below-domain',
      comment: 'lib/api (client, queries, mutations, invalidation) reads lib/core only.',
      severity: 'error',
      from: { path: '^lib/api/' },
      to: { path: '^lib/(domain)/' },
    },
    {
      name: 'mock-is-nexus',
      comment:
        'The mock stands in for Nexus and keeps its own rules: from the console it takes only the generated contract code and the demo marker (what it writes into the page it serves).',
      severity: 'error',
      from: { path: '^mocks/' },
      to: {
        path: '^(components|pages|lib|e2e|scripts)/',
        pathNot: '^lib/(api/__generated__/|core/demo-marker\\.ts$)',
      },
    },
    {
      name: 'console-does-not-import-the-mock',
      comment: 'The console runs against a real rack, never against the mock’s code.',
      severity: 'error',
      from: { path: '^(components|pages|lib)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^mocks/' },
    },
    {
      name: 'console-tests-read-only-the-contract',
      comment:
        'A console test may hold a schema against the contract’s generated validators (mocks/__generated__/validate.ts), nothing else of the mock.',
      severity: 'error',
      from: { path: '^(components|pages|lib)/.*\\.test\\.tsx?$' },
      to: { path: '^mocks/(?!__generated__/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'] },
  },
}
