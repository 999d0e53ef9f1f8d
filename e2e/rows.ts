import type { Page } from '@playwright/test'

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
