import { expect, signIn, test, uniqueName } from './fixtures'

test('instance list: stop, start and delete with the state badges on the way', async ({ page }) => {
  // four state changes of 2–4 s each (create takes two), each seen by a 3 s poll
  test.setTimeout(240_000)
  await signIn(page, 'silo-admin')
  // setup through the API as the same user: the create form comes with the instances work
  const project = uniqueName('inst')
  expect(
    (
      await page.request.post('/v1/projects', { data: { name: project, description: '' } })
    ).status(),
  ).toBe(201)
  const created = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: 'vm-1',
      description: '',
      hostname: 'vm-1',
      memory: 2 ** 30,
      ncpus: 1,
      start: true,
    },
  })
  expect(created.status()).toBe(201)

  await page.goto(`/projects/${project}/instances`)
  const row = page.getByRole('row').filter({ hasText: 'vm-1' })
  const menu = row.getByRole('button', { name: 'Actions for vm-1' })
  // the list refreshes itself while the instance is starting
  await expect(row.getByText('running', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/^Updated /)).toBeVisible()

  // actions the table forbids are disabled and say why
  await menu.click()
  const startItem = page.getByRole('menuitem', { name: 'Start' })
  await expect(startItem).toHaveAttribute('aria-disabled', 'true')
  await expect(startItem).toHaveAccessibleDescription(
    'Only available when the instance is stopped or failed',
  )
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  // the row menu offers what the instance page's Actions menu does
  const resizeItem = page.getByRole('menuitem', { name: 'Resize' })
  await expect(resizeItem).toHaveAttribute('aria-disabled', 'true')
  await expect(resizeItem).toHaveAccessibleDescription(
    'Only available when the instance is stopped, failed, or creating',
  )
  await expect(page.getByRole('menuitem', { name: 'Serial console' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('menuitem', { name: 'Stop' }).click()
  await expect(row.getByText('stopping', { exact: true })).toBeVisible()
  await expect(row.getByText('stopped', { exact: true })).toBeVisible({ timeout: 30_000 })

  await menu.click()
  await page.getByRole('menuitem', { name: 'Resize' }).click()
  const resize = page.getByRole('dialog', { name: 'Resize instance' })
  await expect(resize.getByLabel('vCPUs')).toHaveValue('1')
  await resize.getByRole('button', { name: 'Cancel' }).click()
  await expect(resize).toBeHidden()

  await menu.click()
  await expect(page.getByRole('menuitem', { name: 'Reboot' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(row.getByText('starting', { exact: true })).toBeVisible()
  await expect(row.getByText('running', { exact: true })).toBeVisible({ timeout: 30_000 })

  await menu.click()
  await page.getByRole('menuitem', { name: 'Stop' }).click()
  await expect(row.getByText('stopped', { exact: true })).toBeVisible({ timeout: 30_000 })
  await menu.click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete instance' })
  await expect(confirm).toContainText('Are you sure you want to delete instance vm-1?')
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No instances' })).toBeVisible()
})
