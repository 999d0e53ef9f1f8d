import axe from 'axe-core'
import type { Page } from '@playwright/test'

// axe-core run in the page as its API documents it: its source evaluated once per document,
// then `axe.run`. (@axe-core/playwright evaluates the source three times per check and
// finishes each run in a new page, for cross-origin frames the console doesn't have: five
// times the cost over a walk of every route.)

/** WCAG 2.1 A and AA: what spec §8 asks of every page. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export type Finding = { where: string; id: string; help: string; targets: string[] }

declare global {
  interface Window {
    axe?: typeof axe
  }
}

/**
 * Lets opening animations end: a dialog audited while it still fades in has its text at
 * part opacity, which axe reports as low contrast (seen on a loaded machine).
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** The WCAG 2.1 A/AA violations on the page as it is now, or in `within` (a selector). */
export async function wcagViolations(
  page: Page,
  where: string,
  within?: string,
): Promise<Finding[]> {
  await settleAnimations(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    ([tags, selector]) =>
      window.axe!.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    [WCAG, within] as const,
  )
  return violations.violations.flatMap((v) =>
    v.nodes.map((n) => ({
      where,
      id: v.id,
      help: v.help,
      targets: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))),
    })),
  )
}

/** One line per finding, for an assertion that lists them all when it fails. */
export function report(findings: Finding[]) {
  return findings.map((f) => `${f.where}: ${f.id} (${f.help}) at ${f.targets.join(', ')}`)
}
