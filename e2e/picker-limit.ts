// Pickers ask for one page of up to 1,000 items. Seeding over a thousand of a kind would
// crowd the server every test shares, so instead the API's answer to a picker's call keeps
// its items and says more exist (a next_page token), as it would past the limit.
import type { Page } from '@playwright/test'

/** Every list call matching `url` answers as if items beyond its page existed. */
export async function moreBeyondPickerLimit(page: Page, url: RegExp) {
  await page.route(url, async (route) => {
    const response = await route.fetch()
    const page = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...page, next_page: 'beyond-the-limit' } })
  })
}

export const limitNote = (things: string) => `Only the first 1,000 ${things} are listed.`
