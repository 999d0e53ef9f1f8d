import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchRoute } from './route-match'
import { projectRoutes } from './route-table/project'
import { publicRoutes } from './route-table/public'
import { settingsRoutes } from './route-table/settings'
import { siloRoutes } from './route-table/silo'
import { systemRoutes } from './route-table/system'
import { routeKeyForPattern, routes, type RouteDef } from './routes'

// Next makes a route of every file in pages/, and the console knows a route only from its
// table: the shell takes a page's layout, title and breadcrumbs from it, and the boot finds
// the page a reloaded URL shows in it (components/layout/boot.tsx). A page the table lacks
// shows in the public layout, untitled, and a reload of it is the not-found page; a route
// without its page is a link to nowhere. So each side is checked against the other.

const PAGES = resolve(__dirname, '../../pages')

/** Next's own files: the app wrapper, the document and the not-found page are no routes. */
const NOT_ROUTES = new Set(['_app.tsx', '_document.tsx', '404.tsx'])

/** The extensions Next takes a page from (pageExtensions, unchanged in next.config.mjs). */
const PAGE_FILE = /\.(tsx|ts|jsx|js)$/

const GROUP_FILES: [file: string, group: Record<string, unknown>][] = [
  ['public.ts', publicRoutes],
  ['silo.ts', siloRoutes],
  ['project.ts', projectRoutes],
  ['settings.ts', settingsRoutes],
  ['system.ts', systemRoutes],
]

const table = routes as Record<string, RouteDef>

const pageFiles = readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
  .map((f) => f.split('\\').join('/'))
  .filter((f) => PAGE_FILE.test(f) && !NOT_ROUTES.has(f))
  .sort()

/** `projects/[project]/index.tsx` → `/projects/[project]`: what Next reports as pathname. */
function patternOf(file: string): string {
  const path = `/${file.replace(PAGE_FILE, '')}`.replace(/\/index$/, '')
  return path === '' ? '/' : path
}

/** A URL of a pattern, each param one plain segment, as a link or a reload would have it. */
const sampleOf = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, 'x1')

const groupFileOf = (key: string) =>
  `lib/core/route-table/${GROUP_FILES.find(([, group]) => key in group)?.[0]}`

/** The route `pattern` extends most closely: by whole segments, or as `x-new` extends `x`. */
function nearestRoute(pattern: string): string | undefined {
  const within = (outer: string) =>
    outer === '/' || [`${outer}/`, `${outer}-`].some((p) => `${pattern}/`.startsWith(p))
  return Object.keys(table)
    .filter((k) => within(table[k].pattern))
    .sort((a, b) => table[b].pattern.length - table[a].pattern.length)[0]
}

function missingRoute(file: string, pattern: string): string {
  const near = nearestRoute(pattern)
  const where = near
    ? `${groupFileOf(near)}, beside \`${near}\` (${table[near].pattern}) and likely with it as parent`
    : 'the lib/core/route-table/ file of the layout it shows in'
  return (
    `pages/${file} is the page at ${pattern}, which the route table lacks: add ` +
    `{ pattern: '${pattern}', title, parent } to ${where}, and its sample URL to ` +
    `e2e/route-samples.ts; until then it shows in the public layout and a reload is a 404`
  )
}

/** The file Next makes a pattern's page from, if there is one. */
const pageFileFor = (pattern: string) => pageFiles.find((f) => patternOf(f) === pattern)

describe('pages/ and the route table, both ways', () => {
  it('finds the pages', () => {
    // a wrong folder would find none and pass every check below
    expect(pageFiles).toContain('projects/[project]/instances.tsx')
  })

  it('has a route for every page file, and a reload of its URL finds that page', () => {
    const problems = pageFiles.flatMap((file) => {
      const pattern = patternOf(file)
      const key = routeKeyForPattern(pattern)
      if (!key) return [missingRoute(file, pattern)]
      const shown = matchRoute(sampleOf(pattern))?.key
      if (shown === key) return []
      return [
        `pages/${file}: a reload of ${sampleOf(pattern)} shows \`${shown ?? 'not found'}\`, ` +
          `not \`${key}\`; the boot matches URLs by the patterns in lib/core/route-table/`,
      ]
    })
    expect(problems).toEqual([])
  })

  it('has a page file for every route but those the platform answers itself', () => {
    const problems = Object.keys(table).flatMap((key) => {
      const { pattern, platformOnly } = table[key]
      const file = pageFileFor(pattern)
      if (platformOnly && file) {
        return [
          `\`${key}\` (${pattern}) in ${groupFileOf(key)} is platformOnly, yet pages/${file} ` +
            `exists: the platform answers ${pattern} itself, so delete the page or the flag`,
        ]
      }
      if (platformOnly || file) return []
      const page = pattern === '/' ? 'index' : pattern.slice(1)
      return [
        `\`${key}\` (${pattern}) in ${groupFileOf(key)} has no page: add pages/${page}.tsx ` +
          `(pages/${page}/index.tsx when pages sit under it; a route that only forwards ` +
          `renders <Redirect>), or delete the route`,
      ]
    })
    expect(problems).toEqual([])
  })

  it('gives every breadcrumb parent a pattern its child extends', () => {
    const problems = Object.keys(table).flatMap((key) => {
      const { pattern, parent } = table[key]
      if (!parent || pattern.startsWith(table[parent]?.pattern ?? '\0')) return []
      return [
        `\`${key}\` (${pattern}) in ${groupFileOf(key)} names \`${parent}\` as its ` +
          `breadcrumb parent, which is not a route above it: name the route its path extends`,
      ]
    })
    expect(problems).toEqual([])
  })
})
