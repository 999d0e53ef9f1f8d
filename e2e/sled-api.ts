import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The fleet's sleds in the API (read by the inventory specs to know what the page should show). */
export const SLEDS = '/v1/system/hardware/sleds'

/** One page of a list, asserted to be read. */
export async function itemsOf<T>(page: Page, path: string) {
  const res = await page.request.get(path)
  expect(res.status(), path).toBe(200)
  return ((await res.json()) as { items: T[] }).items
}

/** Waits until `instance` runs, then gives the sled whose instance list has it. */
export async function hostOfRunning<S extends { id: string }>(
  page: Page,
  project: string,
  instance: string,
): Promise<S> {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/v1/instances/${instance}?project=${project}`)
        return ((await res.json()) as { run_state: string }).run_state
      },
      { timeout: 40_000 },
    )
    .toBe('running')
  let host: S | undefined
  for (const sled of await itemsOf<S>(page, `${SLEDS}?limit=1000`)) {
    const on = await itemsOf<{ name: string }>(page, `${SLEDS}/${sled.id}/instances?limit=1000`)
    if (on.some((i) => i.name === instance)) host = sled
  }
  expect(host, 'the running instance is placed on a sled').toBeDefined()
  return host!
}
