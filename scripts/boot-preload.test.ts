import { readFileSync } from 'node:fs'
import { Script, runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { matchRoute } from '../lib/core/route-match'
import { pageRouteKeys, routes, type RouteKey } from '../lib/core/routes'
import { fillBootPreload, pagePreloads } from './boot-preload'
import type { BuildOutput } from './page-chunks'

const BUILD: BuildOutput = {
  pages: {
    '/': ['static/chunks/main.js', 'static/chunks/pages/index.js'],
    '/_app': ['static/chunks/main.js', 'static/chunks/pages/_app.js'],
    '/404': ['static/chunks/pages/404.js'],
    '/projects': [
      'static/chunks/main.js',
      'static/chunks/table.js',
      'static/chunks/pages/projects.js',
    ],
    '/projects/[project]/instances': [
      'static/chunks/main.js',
      'static/chunks/table.js',
      'static/chunks/pages/projects/[project]/instances.js',
    ],
    '/projects/[project]/instances-new': [
      'static/chunks/pages/projects/[project]/instances-new.js',
      'static/css/form.css',
    ],
    '/projects/[project]/instances/[instance]/storage': [
      'static/chunks/pages/projects/[project]/instances/[instance]/storage.js',
    ],
    '/login/[silo]/local': ['static/chunks/pages/login/[silo]/local.js'],
    '/projects-new': ['static/chunks/pages/projects-new.js'],
    '/projects/[project]/disks': ['static/chunks/pages/projects/[project]/disks.js'],
    '/projects/[project]/instances/[instance]/metrics/cpu': [
      'static/chunks/pages/projects/[project]/instances/[instance]/metrics/cpu.js',
    ],
  },
  shell: ['static/chunks/shell.js'],
  lazy: {
    'pages/projects-new.tsx -> @/components/projects/create-project-panel': [
      'static/chunks/form.js',
      'static/chunks/panel.js',
    ],
    'components/instances/create/create-instance-page.tsx -> ./create-instance-form': [
      'static/chunks/form.js',
      'static/chunks/instance-form.js',
    ],
    'components/disks/disks-table.tsx -> ./attach-to-instance-modal': ['static/chunks/modal.js'],
    'pages/projects/[project]/instances/[instance]/metrics/cpu.tsx -> @/components/instances/metrics/instance-metrics':
      ['static/chunks/charts.js'],
  },
}
const ENTRY = new Set(['static/chunks/main.js', 'static/chunks/pages/_app.js'])
const PRELOADS = pagePreloads(BUILD, ENTRY)

/** A document that records the elements added to its head. */
function recordingDocument() {
  const added: Record<string, unknown>[] = []
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
  }
  return { document, added }
}

/** What the boot adds at `pathname`, then what the page list it loads adds in turn. */
function preloadsAt(pathname: string): string[] {
  const boot = fillBootPreload(readFileSync('public/boot-preload.js', 'utf8'), PRELOADS)
  const first = recordingDocument()
  runInNewContext(boot, { document: first.document, location: { pathname } })
  if (first.added.length === 0) return []
  expect(first.added).toHaveLength(1)
  const [list] = first.added
  expect(list).toMatchObject({ tag: 'script', async: true })
  const preload = PRELOADS.find((p) => `/assets/${p.file}` === list.src)
  if (!preload) throw new Error(`the boot loaded ${String(list.src)}, which the build didn't make`)
  const second = recordingDocument()
  runInNewContext(preload.body, { document: second.document })
  for (const link of second.added) expect(link).toMatchObject({ rel: 'preload', as: 'script' })
  return second.added.map((link) => link.href as string)
}

describe('the boot preload', () => {
  it("asks for a list page's own scripts and the console frame's, not what index.html loads", () => {
    expect(preloadsAt('/projects/mock-project/instances')).toEqual([
      '/assets/_next/static/chunks/table.js',
      '/assets/_next/static/chunks/pages/projects/%5Bproject%5D/instances.js',
      '/assets/_next/static/chunks/shell.js',
    ])
  })

  it('tells a static segment from a dynamic one, and a trailing slash changes nothing', () => {
    expect(preloadsAt('/projects/p/instances-new/')).toContain(
      '/assets/_next/static/chunks/pages/projects/%5Bproject%5D/instances-new.js',
    )
    expect(preloadsAt('/projects/p/instances/db1/storage')).toHaveLength(2)
  })

  it('a page that renders a code-split form at once asks for the form too, and not for what opens on a click', () => {
    expect(preloadsAt('/projects-new')).toEqual([
      '/assets/_next/static/chunks/pages/projects-new.js',
      '/assets/_next/static/chunks/shell.js',
      '/assets/_next/static/chunks/form.js',
      '/assets/_next/static/chunks/panel.js',
    ])
    expect(preloadsAt('/projects/p/instances-new')).toEqual([
      '/assets/_next/static/chunks/pages/projects/%5Bproject%5D/instances-new.js',
      '/assets/_next/static/chunks/shell.js',
      '/assets/_next/static/chunks/form.js',
      '/assets/_next/static/chunks/instance-form.js',
    ])
    // the charts come after the instance's frame, on purpose
    expect(preloadsAt('/projects/p/instances/db1/metrics/cpu').join()).not.toContain('charts.js')
    expect(preloadsAt('/projects/p/disks')).toEqual([
      '/assets/_next/static/chunks/pages/projects/%5Bproject%5D/disks.js',
      '/assets/_next/static/chunks/shell.js',
    ])
  })

  it('the root gets the projects list; a sign-in page has no console frame', () => {
    expect(preloadsAt('/')).toContain('/assets/_next/static/chunks/pages/projects.js')
    expect(preloadsAt('/login/acme/local')).toEqual([
      '/assets/_next/static/chunks/pages/login/%5Bsilo%5D/local.js',
    ])
  })

  it('an address no page shows, or a missing segment, asks for nothing', () => {
    expect(preloadsAt('/nowhere')).toEqual([])
    expect(preloadsAt('/projects//instances')).toEqual([])
    expect(preloadsAt('/projects/p/instances/db1')).toEqual([])
  })

  it('in next dev, with its table empty, it does nothing', () => {
    const { document, added } = recordingDocument()
    runInNewContext(readFileSync('public/boot-preload.js', 'utf8'), {
      document,
      location: { pathname: '/projects' },
    })
    expect(added).toEqual([])
  })

  it("names each page's list by its content, so a changed list is a new file", () => {
    const files = PRELOADS.map((p) => p.file)
    expect(new Set(files).size).toBe(files.length)
    const changed = pagePreloads(
      { ...BUILD, pages: { ...BUILD.pages, '/projects': ['static/chunks/other.js'] } },
      ENTRY,
    )
    const before = PRELOADS.find((p) => p.page === '/projects')!
    const after = changed.find((p) => p.page === '/projects')!
    expect(after.file).not.toBe(before.file)
    expect(after.file).toMatch(/^boot\/[0-9a-f]{12}\.js$/)
  })

  // the boot (components/layout/boot.tsx) shows the page matchRoute finds; this script runs
  // before any bundle, so it keeps a matcher of its own, held here to the same answers
  it("picks the page the boot's matcher picks, wherever two pages' patterns could both match", () => {
    const patterns = pageRouteKeys.map((k) => routes[k].pattern).filter((p) => p !== '/')
    const build: BuildOutput = {
      pages: Object.fromEntries(patterns.map((p) => [p, [`static/chunks/pages${p}.js`]])),
      shell: [],
      lazy: BUILD.lazy,
    }
    const preloads = pagePreloads(build, new Set())
    const boot = new Script(
      fillBootPreload(readFileSync('public/boot-preload.js', 'utf8'), preloads),
    )
    const pageAt = (pathname: string) => {
      const { document, added } = recordingDocument()
      boot.runInNewContext({ document, location: { pathname } })
      return preloads.find((p) => added.some((a) => a.src === `/assets/${p.file}`))?.page
    }
    // each pattern's literals, and where it has a param another's literal: a path both may match
    const split = patterns.map((p) => p.split('/'))
    const paths = new Set(
      split.flatMap((a) =>
        split
          .filter((b) => b.length === a.length)
          .map((b) =>
            a
              .map((s, i) => (s.startsWith('[') ? (b[i].startsWith('[') ? 'x' : b[i]) : s))
              .join('/'),
          ),
      ),
    )
    expect(paths.size).toBeGreaterThan(patterns.length)
    for (const path of paths) {
      const match = matchRoute(path)
      const shown = match && (pageRouteKeys as RouteKey[]).includes(match.key) ? match : undefined
      expect(pageAt(path), path).toBe(shown && routes[shown.key].pattern)
    }
  })

  it('refuses a runtime whose table it cannot find', () => {
    expect(() => fillBootPreload('var PAGES = [1]\n', [])).toThrow(/no empty PAGES table/)
  })
})
