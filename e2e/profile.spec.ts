import { expect, signIn, test } from './fixtures'

test('profile shows the signed-in user’s name, id, silo and groups, each copyable', async ({
  page,
}) => {
  await signIn(page, 'collaborator')
  const me = await page.request.get('/v1/me')
  expect(me.status()).toBe(200)
  const { id, silo_id } = (await me.json()) as { id: string; silo_id: string }

  await page.goto('/settings/profile')
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
  const value = (label: string) =>
    page
      .getByRole('definition')
      .filter({ has: page.getByRole('button', { name: `Copy ${label}` }) })
  await expect(value('display name')).toHaveText('collaborator')
  await expect(value('user ID')).toHaveText(id)
  await expect(value('silo name')).toHaveText('acme')
  await expect(value('silo ID')).toHaveText(silo_id)
  const groups = page.getByRole('list', { name: 'Groups' })
  await expect(groups.getByRole('listitem').filter({ hasText: 'developers' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy group developers' })).toBeVisible()
})

test('profile of a user in no group says so', async ({ page }) => {
  await signIn(page, 'nobody')
  const groups = await page.request.get('/v1/me/groups')
  expect(((await groups.json()) as { items: unknown[] }).items).toEqual([])

  await page.goto('/settings/profile')
  await expect(page.getByText('You are not in any group.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Groups' })).toHaveCount(0)
})
