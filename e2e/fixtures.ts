// Shared helpers for the end-to-end tests: sign-in, a signed-in page, unique resource names.
//
// The mock server behind the tests keeps one state for every test and worker, so a test that
// creates something names it with uniqueName() and never counts on a resource list being
// exactly as seeded.
import { randomBytes } from 'node:crypto'

import { test as base, expect, type Page } from '@playwright/test'

/** The silo whose local accounts the demo users live in. */
export const DEMO_SILO = 'acme'
/** Password of every demo account (fleet-admin, silo-admin, collaborator, viewer, nobody). */
export const DEMO_PASSWORD = 'oxide-demo'

/**
 * Signs in through the console's local login form, as a person would, and waits until the
 * console has left the login pages. For tests of signing in; the others use `signIn`.
 */
export async function signInThroughForm(page: Page, username: string, password = DEMO_PASSWORD) {
  const loginPage = `/login/${DEMO_SILO}/local`
  await page.goto(loginPage).catch(async (error: Error) => {
    // A page whose session just ended (cookies cleared) may already be on its way to sign in:
    // its next request's 401 sends it to /login, and that navigation cancels this one.
    if (!error.message.includes('net::ERR_ABORTED')) throw error
    await page.goto(loginPage)
  })
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/login' && !url.pathname.startsWith('/login/'))
}

/**
 * Starts a session for `username` with the API's local login, as the form does, without
 * loading a page: the session cookie lands in the page's browser context, and the test goes
 * where it means to. The form itself is tested through `signInThroughForm`.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  const response = await page.request.post(`/v1/login/${DEMO_SILO}/local`, {
    data: { username, password },
  })
  expect(response.status(), `sign in as ${username}`).toBe(204)
}

const NAME_MAX = 63

/**
 * A resource name no other test (or earlier run against the same server) uses:
 * `${prefix}-${time}-${random}`, lowercase, valid as an API name (starts with a letter, only
 * a–z, 0–9 and '-', at most 63 characters).
 */
export function uniqueName(prefix: string): string {
  const suffix = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  let head = prefix
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
  if (!head) head = 'e2e'
  head = head.slice(0, NAME_MAX - suffix.length - 1).replace(/-+$/, '')
  return `${head}-${suffix}`
}

type Fixtures = {
  /** A page already signed in as fleet-admin (fleet and silo admin). */
  authedPage: Page
  /**
   * Fails any test whose pages break the platform's CSP, miss one of their files or log a
   * deprecation warning.
   */
  shipsAsServed: void
}

declare global {
  interface Window {
    reportCspViolation?: (text: string) => Promise<void>
  }
}

export const test = base.extend<Fixtures>({
  // The platform serves the bundle under a strict CSP (no inline script, eval, data: or
  // blob: URLs, form submission) and only under /assets/: a page that counts on more works
  // in a dev server and fails on a rack.
  shipsAsServed: [
    async ({ context }, provide) => {
      const violations: string[] = []
      const failedAssets: string[] = []
      const deprecations: string[] = []
      await context.exposeFunction('reportCspViolation', (text: string) => {
        violations.push(text)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const where = e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : ''
          void window.reportCspViolation?.(
            `${e.effectiveDirective} refused ${e.blockedURI || 'inline code'} on ${location.pathname}${where}`,
          )
        })
      })
      const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/')
      context.on('requestfailed', (request) => {
        // a navigation away cancels what the page was still loading: no fault of the bundle
        const reason = request.failure()?.errorText ?? ''
        if (isAsset(request.url()) && reason !== 'net::ERR_ABORTED') {
          failedAssets.push(`${request.url()}: ${reason}`)
        }
      })
      context.on('response', (response) => {
        if (isAsset(response.url()) && response.status() >= 400) {
          failedAssets.push(`${response.url()}: ${response.status()}`)
        }
      })
      // a library's deprecation notice is a removal to come: met in a test, not in a release
      context.on('console', (message) => {
        if (/deprecat/i.test(message.text())) deprecations.push(message.text())
      })
      await provide()
      // the one grant a reused context (playwright.config.ts) would carry into the next test
      await context.clearPermissions()
      expect(violations, 'Content-Security-Policy violations').toEqual([])
      expect(deprecations, 'deprecation warnings in the browser console').toEqual([])
      expect(failedAssets, 'asset requests that failed').toEqual([])
    },
    { auto: true },
  ],
  // The callback is named `provide`, not Playwright's usual `use`, so the React hooks lint
  // rule does not take it for React's use().
  authedPage: async ({ page }, provide) => {
    await signIn(page, 'fleet-admin')
    await provide(page)
  },
})

export { expect }
