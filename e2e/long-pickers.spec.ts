import { expect, test } from './fixtures'
import { newDisk, newImage, newProject, newSnapshot } from './disk-setup'

// More images than a picker's first page (1,000): the picker reads the rest page by page as
// it is scrolled, and renders only the rows in sight. They are the project's own, so no
// other test's lists grow.
const IMAGES = 1050
const imageName = (n: number) => `img-${String(n).padStart(4, '0')}`

test('a picker of over 1,000 images scrolls to the last one, read page by page', async ({
  authedPage: page,
}) => {
  test.setTimeout(240_000)
  const project = await newProject(page, 'many-images')
  await newDisk(page, project, 'source', 1)
  const snapshot = await newSnapshot(page, project, 'source', 'source-snap')
  for (let first = 1; first <= IMAGES; first += 50) {
    const batch = Array.from({ length: Math.min(50, IMAGES - first + 1) }, (_, i) => first + i)
    await Promise.all(batch.map((n) => newImage(page, project, snapshot, imageName(n))))
  }
  // A later page slower than the wheel (as under load): the list reaches its end first.
  const laterPages: string[] = []
  await page.route(/\/v1\/images\?.*page_token=/, async (route) => {
    laterPages.push(route.request().url())
    await new Promise((r) => setTimeout(r, 3000))
    await route.continue()
  })

  await page.goto(`/projects/${project}/instances-new`)
  await page.getByRole('tab', { name: 'Project images' }).click()
  await page.getByRole('combobox', { name: 'Image' }).click()
  const list = page.getByRole('listbox', { name: 'Image' })
  await expect(list.getByRole('option', { name: new RegExp(`^${imageName(1)}`) })).toBeVisible()
  // only the rows in sight are in the page, not a thousand
  expect(await list.getByRole('option').count()).toBeLessThan(60)

  const last = list.getByRole('option', { name: new RegExp(`^${imageName(IMAGES)}`) })
  await list.hover()
  await expect(async () => {
    await page.mouse.wheel(0, 5000)
    await expect(last).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 120_000 })
  expect(laterPages.length).toBeGreaterThan(0)
  // the wheel at the list's end left the page behind where it was, the picker under the pointer
  await expect(page.getByRole('combobox', { name: 'Image', exact: true })).toBeInViewport()

  await last.click()
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText(imageName(IMAGES))
})

test('the keyboard reaches the end of a long picker too', async ({ authedPage: page }) => {
  const project = await newProject(page, 'keys-images')
  await newDisk(page, project, 'source', 1)
  const snapshot = await newSnapshot(page, project, 'source', 'source-snap')
  await Promise.all(
    Array.from({ length: 120 }, (_, i) => newImage(page, project, snapshot, imageName(i + 1))),
  )

  await page.goto(`/projects/${project}/instances-new`)
  await page.getByRole('tab', { name: 'Project images' }).click()
  await page.getByRole('combobox', { name: 'Image' }).click()
  await expect(page.getByRole('combobox', { name: 'Search Image' })).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText(imageName(119))
})

test('a picker in a panel scrolls with the wheel, past the panel’s own scroll lock', async ({
  authedPage: page,
}) => {
  const project = await newProject(page, 'panel-images')
  await newDisk(page, project, 'source', 1)
  const snapshot = await newSnapshot(page, project, 'source', 'source-snap')
  await Promise.all(
    Array.from({ length: 40 }, (_, i) => newImage(page, project, snapshot, imageName(i + 1))),
  )

  await page.goto(`/projects/${project}/disks-new`)
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  await panel.getByRole('radio', { name: 'Image' }).check()
  await panel.getByRole('combobox', { name: 'Image' }).click()
  const list = page.getByRole('listbox', { name: 'Image' })
  const last = list.getByRole('option', { name: new RegExp(`^${imageName(40)}`) })
  await expect(list.getByRole('option', { name: new RegExp(`^${imageName(1)}`) })).toBeVisible()
  await expect(last).not.toBeInViewport()
  await list.hover()
  await expect(async () => {
    await page.mouse.wheel(0, 2000)
    await expect(last).toBeInViewport({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
})
