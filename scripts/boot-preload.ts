// The boot preload's files, made when the bundle is packed (scripts/package-bundle.ts): for
// each console page, a small script under assets/boot/ that asks for the scripts a direct load
// of that page needs and index.html doesn't load itself (its chunks, the console frame's, and
// the parts it renders at once, such as a create page's form); and public/boot-preload.js's table of
// pages, which picks the one for the address. Two steps rather than one table of every page's
// scripts: that table (their content-hashed names) would be 4.7 KB gzip on every page, where
// the pages' table is about 1.3 KB and a page's own list a few hundred bytes.
import { createHash } from 'node:crypto'
import { mostSpecificFirst } from '../lib/core/route-match'
import { pageScripts, renderedAtOnce, type BuildOutput } from './page-chunks'

/** Next's own pages, which no console address shows. */
const NOT_ADDRESSES = new Set(['/', '/_app', '/_error', '/404'])

/** Where a page's preload script is served, relative to assets/ (and its body). */
export type PagePreload = { page: string; file: string; body: string }

/** A script's URL as Next's loader asks for it: each segment encoded (`%5Bproject%5D`). */
const assetUrl = (file: string) =>
  '/assets/_next/' + file.split('/').map(encodeURIComponent).join('/')

/** The script that asks for `urls`; named by its content, as the platform caches assets for a year. */
function preloadScript(page: string, urls: string[]): PagePreload {
  const body =
    `// ${page}: its scripts, asked for by public/boot-preload.js\n` +
    `;${JSON.stringify(urls)}.forEach(function (u) {\n` +
    `  var l = document.createElement('link')\n` +
    `  l.rel = 'preload'\n` +
    `  l.as = 'script'\n` +
    `  l.href = u\n` +
    `  document.head.appendChild(l)\n` +
    `})\n`
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12)
  return { page, file: `boot/${hash}.js`, body }
}

/**
 * Each console page's preload script, most specific page first. `entry`: the `_next/`-relative
 * scripts index.html loads itself.
 */
export function pagePreloads(build: BuildOutput, entry: ReadonlySet<string>): PagePreload[] {
  return Object.keys(build.pages)
    .filter((page) => !NOT_ADDRESSES.has(page))
    .sort(mostSpecificFirst)
    .map((page) =>
      preloadScript(
        page,
        [...new Set([...pageScripts(build, page), ...renderedAtOnce(build, page)])]
          .filter((file) => !entry.has(file))
          .map(assetUrl),
      ),
    )
}

const PAGES_LINE = /^(\s*var PAGES = )\[\]$/m

/**
 * public/boot-preload.js with its table filled ([page, its script under /assets/]) and its
 * comment lines dropped (every page loads it); fails if the table is no longer there to fill.
 */
export function fillBootPreload(source: string, preloads: PagePreload[]): string {
  if (!PAGES_LINE.test(source)) throw new Error('boot-preload.js has no empty PAGES table to fill')
  const table = preloads.map((p) => [p.page, p.file.replace(/^boot\/|\.js$/g, '')])
  return source
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace(PAGES_LINE, (_, start: string) => start + JSON.stringify(table))
}
