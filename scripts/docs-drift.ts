// What CONTRIBUTING.md and docs/architecture.md name in backticks must be in the repository:
// a path on disk, `npm run x` a script, `op.x` an operation, a name in the files its paragraph
// (or else its section) names. Guides written once went stale within a day; this test keeps
// them honest, and names the line that drifted.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export type Drift = { line: number; span: string; why: string }

/** The repository as the check reads it: files by path, relative to the root. */
export type Repo = {
  files: readonly string[]
  read: (file: string) => string
  scripts: ReadonlySet<string>
  dependencies: ReadonlySet<string>
}

const SKIPPED_DIRS = new Set(['node_modules', '.git', '.next', 'out', 'test-results'])

export function readRepo(root: string): Repo {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(rel)
      } else files.push(rel)
    }
  }
  walk('')
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const cache = new Map<string, string>()
  return {
    files,
    read: (file) => {
      let text = cache.get(file)
      if (text === undefined) {
        const full = path.join(root, file)
        text = existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : ''
        cache.set(file, text)
      }
      return text
    },
    scripts: new Set(Object.keys(pkg.scripts)),
    dependencies: new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]),
  }
}

const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js)$/

/** Names the docs use that belong to the platform or a library, not to this repository. */
const OUTSIDE_NAMES = new Set([
  'fetch',
  'XMLHttpRequest',
  'Intl',
  'useEffect',
  'setValue',
  'watch',
  'invalidateQueries',
])

type Block = { start: number; text: string; section: number }

/** Paragraphs, list items and table rows, each with the heading it sits under. */
function blocks(markdown: string): Block[] {
  const out: Block[] = []
  let section = 0
  let current: Block | undefined
  markdown.split('\n').forEach((line, i) => {
    const startsItem = /^\s*([-*]|\d+\.)\s/.test(line) || line.startsWith('|')
    if (line.startsWith('#')) section = i + 1
    if (line.trim() === '' || line.startsWith('#') || startsItem) current = undefined
    if (line.trim() === '' || line.startsWith('#')) return
    if (!current) {
      current = { start: i + 1, text: '', section }
      out.push(current)
    }
    current.text += `${line}\n`
  })
  return out
}

function spans(block: Block): { line: number; span: string }[] {
  const found: { line: number; span: string }[] = []
  block.text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/`([^`]+)`/g)) found.push({ line: block.start + i, span: m[1] })
  })
  return found
}

const PATHISH = /^[\w.@\-[\]/]+$/
const IDENT = /^[A-Za-z_$][\w$]*$/

function isPath(span: string): boolean {
  return PATHISH.test(span) && (span.includes('/') || /\.[a-z]{2,4}$/.test(span))
}

/** Every file the path names: itself, the files under a folder, by its full path or its tail. */
function resolvePath(repo: Repo, raw: string): string[] {
  const p = raw.replace(/^\.\//, '').replace(/\/$/, '')
  const modules = [p, `${p}.ts`, `${p}.tsx`, `${p}/index.ts`]
  const hits = repo.files.filter((f) =>
    modules.some(
      (m) => f === m || f.startsWith(`${m}/`) || f.endsWith(`/${m}`) || f.includes(`/${m}/`),
    ),
  )
  return hits
}

/** The names a module exports: declared, listed (under their exported name) or as a namespace. */
function exportedNames(text: string): string[] {
  const declared = text.matchAll(
    /export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g,
  )
  const listed = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap(([, list]) =>
    list.split(',').map(
      (item) =>
        item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  )
  const namespaces = text.matchAll(/export \* as ([A-Za-z_$][\w$]*)/g)
  return [...[...declared].map((m) => m[1]), ...listed, ...[...namespaces].map((m) => m[1])]
}

function mentions(text: string, name: string): boolean {
  return new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`).test(text)
}

/** The identifiers a code span names: a call's callee, a JSX tag, a member's head. */
function namesIn(span: string): string[] {
  const tag = /^<([A-Z][\w$]*)/.exec(span)?.[1]
  const bare =
    tag ??
    span
      .replace(/<[^<>]*>/g, '')
      .replace(/\(.*$/, '')
      .split(/\s/)[0]
  const head = bare.split('.')[0]
  return IDENT.test(head) && head.length > 1 ? [head] : []
}

export function checkDoc(markdown: string, repo: Repo): Drift[] {
  const drifts: Drift[] = []
  const all = blocks(markdown)
  const filesOf = (block: Block) =>
    spans(block).flatMap(({ span }) => {
      const imported = /'@\/([^']+)'/.exec(span)?.[1]
      if (imported) return resolvePath(repo, imported)
      return isPath(span) ? resolvePath(repo, span) : []
    })
  const sectionFiles = new Map<number, string[]>()
  for (const block of all) {
    const files = sectionFiles.get(block.section) ?? []
    files.push(...filesOf(block))
    sectionFiles.set(block.section, files)
  }
  const sources = repo.files.filter((f) => SOURCE.test(f))
  let exported: Set<string> | undefined
  const exportedAnywhere = (name: string) =>
    (exported ??= new Set(sources.flatMap((f) => exportedNames(repo.read(f))))).has(name)

  for (const block of all) {
    const local = filesOf(block).filter((f) => SOURCE.test(f))
    const near =
      local.length > 0
        ? local
        : (sectionFiles.get(block.section) ?? []).filter((f) => SOURCE.test(f))
    for (const { line, span } of spans(block)) {
      const drift = (why: string) => drifts.push({ line, span, why })
      const script = /^npm run ([\w:-]+)/.exec(span)?.[1]
      if (script) {
        if (!repo.scripts.has(script)) drift(`package.json has no script "${script}"`)
        continue
      }
      // another command line: its tools are the dependencies'
      if (/^(npm|npx|node|bash) /.test(span)) continue
      const imported = /'@\/([^']+)'/.exec(span)?.[1]
      if (imported) {
        if (resolvePath(repo, imported).length === 0) drift(`no module @/${imported}`)
        continue
      }
      for (const [, operation] of span.matchAll(/\bop\.(\w{2,})/g)) {
        if (!repo.files.includes(`lib/api/__generated__/operations/${operation}.ts`))
          drift(`no operation ${operation}`)
      }
      if (isPath(span)) {
        if (/[<*{]/.test(span)) continue
        const pkg = span.startsWith('@')
          ? span.split('/').slice(0, 2).join('/')
          : span.split('/')[0]
        if (repo.dependencies.has(pkg)) continue
        if (resolvePath(repo, span).length === 0) drift('no such file or folder in the repository')
        continue
      }
      for (const name of namesIn(span)) {
        if (OUTSIDE_NAMES.has(name) || name === 'op' || name === 'pb' || name === 'z') continue
        if (near.some((f) => mentions(repo.read(f), name))) continue
        // a constant or an environment variable is read where it is used, not exported
        if (
          /^[A-Z0-9_]+$/.test(name)
            ? sources.some((f) => mentions(repo.read(f), name))
            : exportedAnywhere(name)
        )
          continue
        drift(
          near.length > 0
            ? `not in ${near.slice(0, 3).join(', ')}${near.length > 3 ? ', …' : ''}, nor exported elsewhere`
            : 'exported nowhere in the repository',
        )
      }
    }
  }
  return drifts
}
