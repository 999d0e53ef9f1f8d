import type { Page } from '@playwright/test'
import { isApiPath } from './first-load'

// What a page did wrong while the edge-data walk looked at it (e2e/edge-data.spec.ts): errors
// it threw, what it logged, and what React would have warned about. The suite runs the
// production build, where React logs no warnings; the one that edge data calls out most,
// two children with one key, is found here from React's fiber tree instead, which React
// hands to a devtools hook in production builds too.

declare global {
  interface Window {
    /** Children of one parent sharing a key, in every React root of the page. */
    reactDuplicateKeys?: () => string[]
  }
}

/** Runs in the page before any of its scripts: a devtools hook that keeps React's roots. */
function installReactHook() {
  type Fiber = {
    key: string | null
    child: Fiber | null
    sibling: Fiber | null
    return: Fiber | null
    stateNode: unknown
  }
  type Root = { current: Fiber }
  const roots = new Set<Root>()
  let renderers = 0
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => ++renderers,
      checkDCE: () => {},
      onCommitFiberRoot: (_id: number, root: Root) => roots.add(root),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    },
  })

  /** Where a fiber is on the page: its nearest element, and the region or table around it. */
  function where(fiber: Fiber): string {
    let f: Fiber | null = fiber
    while (f && !(f.stateNode instanceof Element)) f = f.return
    if (!f) return 'the page'
    const el = f.stateNode as Element
    const region = el.closest('table, [role="dialog"], nav, header, aside, section, main')
    const label =
      region?.getAttribute('aria-label') ??
      region?.querySelector('caption, h1, h2, h3')?.textContent?.trim().slice(0, 60) ??
      ''
    return `<${el.tagName.toLowerCase()}> in <${region?.tagName.toLowerCase() ?? 'body'}>${label ? ` "${label}"` : ''}`
  }

  window.reactDuplicateKeys = () => {
    // a React that stopped telling the hook would leave this check passing on anything
    if (roots.size === 0) return ['React reported no commit to the devtools hook: keys unchecked']
    const found = new Set<string>()
    for (const root of roots) {
      const stack: Fiber[] = [root.current]
      while (stack.length) {
        const fiber = stack.pop()!
        const keys = new Set<string>()
        for (let child = fiber.child; child; child = child.sibling) {
          if (child.key !== null) {
            if (keys.has(child.key))
              found.add(`two children with key "${child.key}" in ${where(fiber)}`)
            keys.add(child.key)
          }
          stack.push(child)
        }
      }
    }
    return [...found]
  }
}

/**
 * Lines logged about the network, not by the page's code: the browser's own, and the
 * console's note of a failed API call (lib/api/errors.ts). The API answers themselves are
 * watched instead.
 */
const NETWORK_LOG = /^(Failed to load resource|API error from )/

/**
 * A 404 to a GET by id: a resource that another one names and that is gone (a snapshot's
 * deleted disk), which the page says in its place. Any other API error is a finding.
 */
const GONE = /^\/v1\/[a-z-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Text a page shows when it formatted a value it couldn't read. */
const GARBLED = /\b(NaN|Infinity|undefined)\b|Invalid Date|\[object Object\]/

/**
 * Watches `page` from its next document on: `take()` returns what went wrong since the last
 * call (and forgets it), `duplicateKeys()` asks React's tree as it is now.
 */
export async function watchPageHealth(page: Page) {
  let problems: string[] = []
  await page.addInitScript(installReactHook)
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.split('\n')[0]}`))
  page.on('console', (message) => {
    const type = message.type()
    if (type !== 'error' && type !== 'warning') return
    const text = message.text()
    if (NETWORK_LOG.test(text)) return
    problems.push(`console ${type}: ${text.split('\n')[0].slice(0, 300)}`)
  })
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    const api = isApiPath(pathname)
    const gone = response.status() === 404 && response.request().method() === 'GET'
    if (api && response.status() >= 400 && !(gone && GONE.test(pathname))) {
      problems.push(`API ${response.status()}: ${response.request().method()} ${pathname}`)
    }
  })
  return {
    take() {
      const out = problems
      problems = []
      return out
    },
    duplicateKeys: () => page.evaluate(() => window.reactDuplicateKeys?.() ?? []),
    /** Text of the page that shows a value formatted wrong (`NaN`, `Invalid Date`, …). */
    async garbled(): Promise<string[]> {
      const lines = await page.evaluate(() => document.body.innerText.split('\n'))
      return lines.filter((l) => GARBLED.test(l)).map((l) => `shows "${l.trim().slice(0, 120)}"`)
    },
  }
}
