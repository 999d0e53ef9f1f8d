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

/**
 * The first page of each list call to `pathname` says a second exists, and that second page
 * holds one more item: a copy of the first page's first item named `name`. A picker that
 * reads on as it is scrolled finds it there.
 */
export async function secondPageHolding(page: Page, pathname: string, name: string) {
  let first: Record<string, unknown> | undefined
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const url = new URL(route.request().url())
      if (url.searchParams.get('page_token') === 'the-second-page') {
        const item = { ...first, id: crypto.randomUUID(), name }
        await route.fulfill({ json: { items: [item], next_page: null } })
        return
      }
      const response = await route.fetch()
      const json = (await response.json()) as { items: Record<string, unknown>[] }
      first ??= json.items[0]
      await route.fulfill({ response, json: { ...json, next_page: 'the-second-page' } })
    },
  )
}
