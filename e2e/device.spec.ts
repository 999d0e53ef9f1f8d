import { expect, signIn, test } from './fixtures'

const CLIENT_ID = '6a5c7c1e-3f2b-4d8e-9a1b-0c2d3e4f5a6b'

test('device flow: an HTTP client gets a token the browser confirmed', async ({
  page,
  request,
}) => {
  const auth = await request.post('/device/auth', { form: { client_id: CLIENT_ID } })
  expect(auth.status()).toBe(200)
  const { device_code, user_code } = (await auth.json()) as {
    device_code: string
    user_code: string
  }
  expect(user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)

  const tokenForm = {
    grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    device_code,
    client_id: CLIENT_ID,
  }
  const pending = await request.post('/device/token', { form: tokenForm })
  expect(pending.status()).toBe(400)

  await signIn(page, 'collaborator')
  await page.goto('/device/verify')
  await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
  await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
  const button = page.getByRole('button', { name: 'Log in on device' })
  await expect(button).toBeDisabled()
  // typed lowercase, with the dash: letters only, upper-cased
  await page.getByLabel('Letter 1 of 8').pressSequentially(user_code.toLowerCase())
  await expect(page.getByLabel('Letter 8 of 8')).toHaveValue(user_code[8])
  await expect(button).toBeEnabled()
  await button.click()
  await expect(page).toHaveURL('/device/success')
  await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()
  await expect(page.getByText('You can close this window')).toBeVisible()

  const granted = await request.post('/device/token', { form: tokenForm })
  expect(granted.status()).toBe(200)
  const { access_token } = (await granted.json()) as { access_token: string }

  const me = await request.get('/v1/me', {
    headers: { authorization: `Bearer ${access_token}`, cookie: '' },
  })
  expect(me.status()).toBe(200)
  expect(((await me.json()) as { display_name: string }).display_name).toBeTruthy()
})

test('device code boxes: paste fills, backspace steps back, bad code is refused', async ({
  page,
}) => {
  await signIn(page, 'viewer')
  await page.goto('/device/verify')
  const first = page.getByLabel('Letter 1 of 8')
  await first.focus()
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text', 'zz-zz 9zzzz')
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  })
  for (let i = 1; i <= 8; i++) await expect(page.getByLabel(`Letter ${i} of 8`)).toHaveValue('Z')

  // backspace in an emptied box moves to and clears the previous one
  await page.getByLabel('Letter 8 of 8').press('Backspace')
  await expect(page.getByLabel('Letter 8 of 8')).toHaveValue('')
  await page.getByLabel('Letter 8 of 8').press('Backspace')
  await expect(page.getByLabel('Letter 7 of 8')).toHaveValue('')
  await expect(page.getByLabel('Letter 7 of 8')).toBeFocused()
  await expect(page.getByRole('button', { name: 'Log in on device' })).toBeDisabled()

  await page.getByLabel('Letter 7 of 8').pressSequentially('1zz')
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByText('Code is invalid')).toBeVisible()
  await expect(page).toHaveURL('/device/verify')
})
