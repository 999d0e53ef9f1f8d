import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

// The one way to do each job (docs/architecture.md, "To do X, use Y"), held by lint: each
// restriction's message says the rule and why. `homes` are the files or folders where the
// banned thing is the job itself; `within` limits a restriction to some folders.
// dependency-cruiser (.dependency-cruiser.cjs) checks which layer may import which; these
// rules check how a job is done inside the layers.
const LAZY =
  'Load code on first use with lazyOnRender / lazyWhenOpen (components/ui/lazy.tsx), not next/dynamic or React.lazy: one helper, so every deferred part loads alike (started early on hover with `load`, nothing or a fallback until it comes, a dialog kept mounted to animate closing), without the Suspense boundary React.lazy needs and the console does not have.'

const ONE_TRANSPORT =
  "Every request goes out through the API layer's one path: callApi or sendRaw (lib/api/client.ts; sendRaw for a body or an answer that isn't JSON, and upload progress), or the hooks over them, not fetch or XMLHttpRequest. Only that path turns a 401 into the sign-in, a 403 into 'Action not authorized', an unreadable body into 'Error reading API response', starts the pings when the network fails, and logs every failure with its URL and request id (spec §8)."

const ONE_SPINNER =
  "Spin with Spinner or SpinnerIcon (components/ui/spinner.tsx; a button's spinner is its `pending`), giving it the condition as `active`, not the animate-spin class: they hold a spinner, once shown, at least 500 ms (spec §9), so a quick answer doesn't flash it."

const restrictions = [
  {
    imports: {
      // not a group pattern: 'zod' as one would also match '@hookform/resolvers/zod'
      patterns: [
        {
          regex: '^zod(/|$)',
          message:
            "Import zod as `import * as z from '@/lib/core/zod'`, not from 'zod': that module exports by name only what forms use of zod/mini, the functional API (zod as a whole is 89 KB gzip in every form's scripts, and classic zod's schemas bring all their methods, used or not), sets zod jitless (the platform's CSP forbids the eval zod probes for) and gives it English messages, which zod/mini has none of until told. A name missing there is added there. The mock validates with its generated validators (mocks/__generated__/validate.ts), as it may not import lib/core.",
        },
      ],
    },
    // Its one home: lib/core/validators/ takes zod from it like any form; the generated
    // validators of mocks/__generated__/ (classic zod, run by the mock only) are not linted.
    homes: ['lib/core/zod.ts'],
  },
  {
    imports: {
      paths: [
        {
          name: 'next/link',
          message:
            'Link inside the console with IntentLink (components/ui/intent-link.tsx) and a pb.* path (lib/core/paths.ts), not next/link: next/link fetches the page behind every link that scrolls into view (a list of fifty rows, fifty pages), IntentLink only when the user shows intent (pointer, touch, focus).',
        },
      ],
    },
    homes: ['components/ui/intent-link.tsx'],
  },
  {
    imports: {
      paths: [
        {
          name: 'next/dynamic',
          message: LAZY,
        },
      ],
    },
    // The console layout stays a next/dynamic import: the build's loadable manifest then names
    // its chunk, which the boot asks for at once on a console URL, and the bundle budget
    // (scripts/bundle-size.ts) counts that chunk into every page inside the shell from there.
    // Through lazy.tsx it would load the same way but drop out of the manifest (and so out of
    // the budget). dependency-cruiser's one-lazy-helper rule makes the same exception.
    homes: ['components/layout/app-shell.tsx'],
  },
  {
    // not a path with importNames: that would also refuse `import * as React from 'react'`
    syntax: [
      {
        selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
        message: LAZY,
      },
      { selector: "MemberExpression[object.name='React'][property.name='lazy']", message: LAZY },
    ],
  },
  {
    imports: {
      patterns: [
        {
          // '@/lib/…' or relative; not __generated__/util (snakeify, processResponseBody), which
          // only converts names and calls nothing
          regex: '/lib/api/(client|request|__generated__/(Api|http-client))$',
          allowTypeImports: true,
          message:
            "Screens and pages read and write through the hooks of lib/api/query.ts (useApiQuery, usePagedApiQuery, useApiMutation, useRawApiQuery, useRawApiMutation, …), given the operation as `op.projectList` (`import * as op from '@/lib/api/ops'`), not the client: a hook caches each answer under its operation, polls, and after a write invalidates what lib/api/invalidation.ts says it changes; a direct call does none of that. A call no hook can make (bytes, a WebSocket, a raw body) goes into lib/api behind a named function. `import type` of the API's types is fine.",
        },
      ],
    },
    within: ['pages/', 'components/'],
  },
  {
    imports: {
      patterns: [
        {
          regex: '/__generated__/Api$',
          allowTypeImports: true,
          message:
            "Import the generated client's types with `import type`; send a call with callApi (lib/api/client.ts), which reads the operation from lib/api/__generated__/operations.ts. A value import of the generated Api class puts its closure for every operation (about 1 KB gzip) into every page that loads the importing file.",
        },
      ],
    },
    within: ['lib/'],
    // it holds the table to the class, operation by operation
    homes: ['lib/api/operations.test.ts'],
  },
  {
    imports: {
      patterns: [
        {
          regex: '/__generated__/operations$',
          allowTypeImports: true,
          message:
            "Name an operation as `op.projectList`, with `import * as op from '@/lib/api/ops'`: one way everywhere, and one webpack follows to the operation's own module (next.config.mjs says those modules have no side effects), so a page's bundle holds only the operations its code names (the whole table is about 5 KB gzip). The table's constants (API_VERSION, QUERY, BODY) are lib/api's own.",
        },
      ],
    },
    // the namespace itself (ops.ts), the request that reads the constants, the API layer's raw calls
    homes: ['lib/api/'],
  },
  {
    syntax: [
      {
        // op[0] is an operation's name, a literal index; op[name] names no one operation
        selector: "MemberExpression[object.name='op'][computed=true][property.type!='Literal']",
        message:
          'Name the operation as `op.projectList`, not `op[name]`: webpack then keeps in the bundle only the operations named, and with a computed name it keeps all of them (about 5 KB gzip). To choose between operations, choose between the named ones (`fleet ? op.systemMetric : op.siloMetric`) or take the operation as a parameter (`Op<…>`, lib/api/client.ts).',
      },
    ],
  },
  {
    syntax: [
      {
        selector: 'CallExpression[callee.property.name=/^(invalidate|refetch|reset)Queries$/]',
        message:
          'Queries are invalidated only in lib/api, from the one table of lib/api/invalidation.ts: a write through useApiMutation / useRawApiMutation refreshes what the table says it changes, a run of calls through useCallSequence, something seen happening (an import ended) through useRefreshOn with its event in `invalidatedOn`. One table, so every page that runs the same action or sees the same event refreshes the same things.',
      },
    ],
    homes: ['lib/api/'],
    // a test stands in for the app around what it tests (a refresh, a write elsewhere)
    testsMay: true,
  },
  {
    syntax: [
      { selector: "CallExpression[callee.name='fetch']", message: ONE_TRANSPORT },
      {
        selector:
          "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']",
        message: ONE_TRANSPORT,
      },
      { selector: "Identifier[name='XMLHttpRequest']", message: ONE_TRANSPORT },
      { selector: "MemberExpression[property.name='sendBeacon']", message: ONE_TRANSPORT },
    ],
    within: ['pages/', 'components/', 'lib/'],
    // the transport itself: the request as the generated client sends it, and the one path
    // every call settles through
    homes: ['lib/api/request.ts', 'lib/api/client.ts'],
    // a test may play the server or the browser around what it tests
    testsMay: true,
  },
  {
    syntax: [
      { selector: 'Literal[value=/animate-spin/]', message: ONE_SPINNER },
      { selector: 'TemplateElement[value.raw=/animate-spin/]', message: ONE_SPINNER },
    ],
    within: ['pages/', 'components/'],
    homes: ['components/ui/spinner.tsx'],
    // a test reads the class to see the spinning
    testsMay: true,
  },
]

const scopeFiles = (scope) =>
  scope === '' ? {} : { files: [scope.endsWith('/') ? `${scope}**` : scope] }

/** The restrictions that hold in `scope` (a folder ending in '/', a file, or '' for all). */
function rulesFor(scope) {
  const holding = restrictions.filter(
    (r) =>
      (r.within ?? ['']).some((w) => scope.startsWith(w)) &&
      !(r.homes ?? []).some((h) => scope.startsWith(h)),
  )
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: holding.flatMap((r) => r.imports?.paths ?? []),
        patterns: holding.flatMap((r) => r.imports?.patterns ?? []),
      },
    ],
    'no-restricted-syntax': ['error', ...holding.flatMap((r) => r.syntax ?? [])],
  }
}

// Flat config takes a rule's options whole from the last object that matches a file, so every
// place with its own set gets an object, the wider places first.
const scopes = [
  ...new Set(['', ...restrictions.flatMap((r) => [...(r.within ?? []), ...(r.homes ?? [])])]),
].sort((a, b) => a.length - b.length)
const conventions = scopes.map((scope) => ({ ...scopeFiles(scope), rules: rulesFor(scope) }))
// Last, so it wins for test files; only syntax rules are marked `testsMay`, so the imports'
// rules stand as their folders set them.
const inTests = {
  files: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...restrictions.filter((r) => !r.testsMay).flatMap((r) => r.syntax ?? []),
    ],
  },
}

const config = [
  {
    ignores: [
      'lib/api/__generated__/**',
      'mocks/__generated__/**',
      'out/**',
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...conventions,
  inTests,
]

export default config
