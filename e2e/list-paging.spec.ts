// The page of a list lives in the URL: Back from an item, and a reload, land on the same page;
// changing the list's parameters (rows per page) starts again at page one.
import { expect, signIn, test, uniqueName } from './fixtures'

test('Back from an item returns to the page of the list it was opened from', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  // a list of its own, so other tests' creations don't shift its pages
  const project = uniqueName('paging')
  expect(
    (
      await page.request.post('/v1/projects', { data: { name: project, description: '' } })
    ).status(),
  ).toBe(201)
  for (let i = 0; i < 12; i++) {
    const res = await page.request.post(`/v1/anti-affinity-groups?project=${project}`, {
      data: {
        name: `group-${String(i).padStart(2, '0')}`,
        description: '',
        policy: 'allow',
        failure_domain: 'sled',
      },
    })
    expect(res.status()).toBe(201)
  }

  await page.goto(`/projects/${project}/affinity`)
  // the affinity groups below page apart (their own URL keys): this is the first list
  const list = page.getByRole('region', { name: 'Anti-affinity groups' })
  await list.getByLabel('Rows per page').selectOption('10')
  const links = list.getByRole('row').getByRole('link')
  // the API pages by name; each page's rows are shown sorted by name here, not newest first
  const byName = async () => {
    await list.getByRole('columnheader', { name: 'Name' }).getByRole('button').click()
    await expect(list.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  }
  await expect(links).toHaveCount(10)
  await byName()
  await expect(links.first()).toHaveText('group-00')

  await list.getByRole('button', { name: 'Next' }).click()
  await expect(links).toHaveText(['group-10', 'group-11'])
  await expect(page).toHaveURL(/[?&]page=2\b/)
  await expect(page).not.toHaveURL(/affinity-page=/)

  // open an item of page 2, then come back
  await links.first().click()
  await expect(page).toHaveURL(`/projects/${project}/affinity/group-10`)
  // the group's page is shown (its code may still be on its way when the address changes)
  await expect(page.getByRole('heading', { level: 1, name: 'group-10' })).toBeVisible()
  await page.goBack()
  await byName()
  await expect(links).toHaveText(['group-10', 'group-11'])
  await expect(list.getByLabel('Rows per page')).toHaveValue('10')
  await expect(list.getByText('Showing 11–12')).toBeVisible()

  // a reload stays there too, and Previous still leads back
  await page.reload()
  await byName()
  await expect(links).toHaveText(['group-10', 'group-11'])
  await list.getByRole('button', { name: 'Previous' }).click()
  await expect(links.first()).toHaveText('group-00')
  await expect(page).not.toHaveURL(/[?&]page=/)

  // new parameters start again at page one
  await list.getByRole('button', { name: 'Next' }).click()
  await expect(links).toHaveText(['group-10', 'group-11'])
  await list.getByLabel('Rows per page').selectOption('20')
  await expect(links).toHaveCount(12)
  await expect(page).not.toHaveURL(/[?&]page=/)
})

test('a page size in the URL is rounded to a multiple of 10 and capped', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects?size=13')
  await expect(page.getByLabel('Rows per page')).toHaveValue('10')
  await page.goto('/projects?size=5000')
  await expect(page.getByLabel('Rows per page')).toHaveValue('1020')
  // the request asks for what the bar says, within what the API answers
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/projects')
  await page.reload()
  expect(new URL((await request).url()).searchParams.get('limit')).toBe('1020')
})
