import { expect, type Page } from '@playwright/test'

/** The page's content is in: a heading, no skeleton, nothing busy, no loading status. */
export async function waitForContent(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  // by tag: behind an open side panel the page's heading is hidden from the role tree
  await expect(page.locator('h1').first()).toBeVisible()
  await page.waitForFunction(() => {
    const loading = [...document.querySelectorAll('[role="status"]')].some((e) =>
      /^Loading/.test(e.textContent?.trim() ?? ''),
    )
    const skeleton = document.querySelector('[class~="motion-safe:animate-pulse"].bg-muted')
    return !loading && !skeleton && !document.querySelector('[aria-busy="true"]')
  })
}
