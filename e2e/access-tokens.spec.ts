import type { APIRequestContext } from '@playwright/test'
import { expect, signIn, test } from './fixtures'

const CLIENT_ID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0'

type TokenList = { items: { id: string; time_expires?: string | null }[] }

/** The ids of the signed-in user's tokens, as the API lists them. */
async function tokenIds(request: APIRequestContext) {
  const res = await request.get('/v1/me/access-tokens?limit=1000')
  expect(res.status()).toBe(200)
  return new Set(((await res.json()) as TokenList).items.map((t) => t.id))
}

test('a token made by the device flow is listed, revoked in the console, then refused', async ({
  page,
  request: cli, // the command-line client: no cookies of the browser's
}) => {
  await signIn(page, 'collaborator')
  const request = page.request // carries the browser's session cookie
  const before = await tokenIds(request)

  // the device flow: the CLI asks for a code, the signed-in user confirms it, the CLI gets a token
  const auth = await cli.post('/device/auth', { form: { client_id: CLIENT_ID } })
  expect(auth.status()).toBe(200)
  const { device_code, user_code } = (await auth.json()) as {
    device_code: string
    user_code: string
  }
  const confirmed = await request.post('/device/confirm', { data: { user_code } })
  expect(confirmed.status()).toBe(204)
  const granted = await cli.post('/device/token', {
    form: {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code,
      client_id: CLIENT_ID,
    },
  })
  expect(granted.status()).toBe(200)
  const { access_token } = (await granted.json()) as { access_token: string }
  const asToken = { headers: { authorization: `Bearer ${access_token}` } }
  expect((await cli.get('/v1/me', asToken)).status()).toBe(200)

  const added = [...(await tokenIds(request))].filter((id) => !before.has(id))
  expect(added).toHaveLength(1)
  const [tokenId] = added

  await page.goto('/settings/access-tokens?size=1000')
  await expect(page.getByRole('heading', { name: 'Access Tokens' })).toBeVisible()
  await expect(
    page.getByText(`oxide auth login --host ${new URL(page.url()).origin}`),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy login command' })).toBeVisible()

  const row = page.getByRole('row').filter({ hasText: tokenId })
  // no expiry asked for and none set on the silo
  await expect(row).toContainText('Never')
  await row.getByRole('button', { name: `Actions for token ${tokenId}` }).click()
  await page.getByRole('menuitem', { name: 'Revoke' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Revoke access token' })
  await expect(dialog).toContainText(tokenId)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(0)

  const refused = await cli.get('/v1/me', asToken)
  expect(refused.status()).toBe(401)
})
