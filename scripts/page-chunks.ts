// Which scripts a console page needs, read from Next's build output (.next/): the page's own
// chunks from the build manifest and, for a page inside the console's frame, the frame's
// chunks (the one import in components/layout/load-console-layout.ts, named in the loadable
// manifest). Used by the bundle budgets (scripts/bundle-size.ts) and the boot preload
// (scripts/boot-preload.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { routeKeyForPattern, routes } from '../lib/core/routes'

export type BuildOutput = {
  /** Next page path (`/projects/[project]/instances`) → its chunks, relative to `_next/` */
  pages: Record<string, string[]>
  /** the console frame's chunks */
  shell: string[]
  /** `file -> import` (a code-split import's key in the loadable manifest) → its chunks */
  lazy: Record<string, string[]>
}

const SHELL_IMPORT = 'components/layout/load-console-layout.ts -> ./console-layout'

export function readBuildOutput(nextDir = '.next'): BuildOutput {
  const read = (file: string) => JSON.parse(readFileSync(join(nextDir, file), 'utf8')) as unknown
  const { pages } = read('build-manifest.json') as { pages: Record<string, string[]> }
  const loadable = read('react-loadable-manifest.json') as Record<string, { files: string[] }>
  const lazy = Object.fromEntries(Object.entries(loadable).map(([key, { files }]) => [key, files]))
  const shell = lazy[SHELL_IMPORT] ?? []
  if (!shell.length) throw new Error('the console shell is not a chunk of its own any more')
  return { pages, shell, lazy }
}

/** The script files (relative to `_next/`) a direct load of `page` runs, besides index.html's. */
export function pageScripts(build: BuildOutput, page: string): string[] {
  const own = build.pages[page]
  if (!own) throw new Error(`no page ${page} in the build`)
  const key = routeKeyForPattern(page)
  const inShell = key !== undefined && routes[key].layout !== 'public'
  return [...own, ...(inShell ? build.shell : [])].filter((f) => f.endsWith('.js'))
}

/** Code-split parts a page renders at once that its own file doesn't import (below). */
const RENDERED_AT_ONCE: Record<string, string[]> = {
  '/projects/[project]/instances-new': [
    'components/instances/create/create-instance-page.tsx -> ./create-instance-form',
  ],
}

/**
 * Parts a page renders at once but wants after its content: the metrics charts (Tremor, about
 * 120 KB gzip), which would take the bandwidth the instance's frame needs first.
 */
const AFTER_CONTENT = ['@/components/instances/metrics/instance-metrics']

/**
 * The scripts of the code-split parts a page renders as soon as it renders: what its own file
 * loads with lazyOnRender (a create or edit panel) and RENDERED_AT_ONCE, not AFTER_CONTENT.
 * A direct load wants them as much as the page's own chunks.
 */
export function renderedAtOnce(build: BuildOutput, page: string): string[] {
  const files = [`pages${page}.tsx -> `, `pages${page}/index.tsx -> `]
  const keys = Object.keys(build.lazy).filter(
    (key) =>
      files.some((f) => key.startsWith(f)) &&
      !AFTER_CONTENT.some((part) => key.endsWith(` -> ${part}`)),
  )
  return [...keys, ...(RENDERED_AT_ONCE[page] ?? [])].flatMap((key) => lazyChunks(build, key))
}

/** The scripts of a code-split import (`components/x.tsx -> ./y`), as the build named it. */
export function lazyChunks(build: BuildOutput, key: string): string[] {
  const files = build.lazy[key]
  if (!files) throw new Error(`no chunk for ${key} in the build's loadable manifest`)
  return files.filter((f) => f.endsWith('.js'))
}

/** The `src` of each script index.html runs (not the legacy polyfills modern browsers skip). */
export function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
    .filter((m) => !/\snomodule/.test(m[0]))
    .map((m) => m[1])
}
