import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The table row with a cell of exactly this text. */
export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

/** The table row whose name is a link of exactly this text. */
export const rowLinkedAs = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

/** Opens a row's actions menu (buttons are named after their row), then picks `item` if given. */
export async function openRowMenu(page: Page, name: string, item?: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click()
  if (item) await page.getByRole('menuitem', { name: item }).click()
}

/**
 * Loads every page of a list into its table, as a person looking for a row past the first
 * page does: the suite's tests share one server, so how many rows sort before a new one
 * depends on what ran before.
 */
export async function loadAllRows(page: Page) {
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  const all = page.getByRole('button', { name: 'Load all' })
  if (!(await all.isVisible())) return
  await all.click()
  await expect(page.getByText(/Sorted and filtered: (all|the first) \d+ rows/)).toBeVisible()
}
