import { expect } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { rowLinkedAs } from './rows'

test('an operator creates a webhook receiver, probes it, fixes its endpoint, rotates its secret and deletes it', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const name = uniqueName('hook')

  await page.goto('/system/alerts')
  await expect(page.getByRole('cell', { name: 'test.foo.bar', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'New webhook receiver' }).first().click()
  await expect(page).toHaveURL('/system/alerts/receivers-new')
  const create = page.getByRole('dialog', { name: 'Create webhook receiver' })

  // the form checks the endpoint and the secret before sending
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await create.getByRole('textbox', { name: 'Endpoint URL' }).fill('hooks.example.com')
  await create.getByRole('button', { name: 'Create webhook receiver' }).click()
  await expect(create.getByText('Enter an http:// or https:// URL')).toBeVisible()
  await expect(create.getByText('Enter a secret')).toBeVisible()

  await create.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://fail.example.com/hook')
  const secret = create.getByLabel('Secret 1')
  await expect(secret).toHaveAttribute('type', 'password')
  await secret.fill('first-secret')
  await create
    .getByRole('checkbox', { name: /^test\.foo\b/ })
    .first()
    .check()
  await create.getByRole('textbox', { name: 'Pattern' }).fill('test.quux.**')
  await create.getByRole('button', { name: 'Add pattern' }).click()
  await create.getByRole('button', { name: 'Create webhook receiver' }).click()

  await expect(page).toHaveURL(`/system/alerts/receivers/${name}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const subscriptions = page.getByRole('region', { name: 'Subscriptions' })
  await expect(subscriptions.getByText('test.foo', { exact: true })).toBeVisible()
  await expect(subscriptions.getByText('test.quux.**', { exact: true })).toBeVisible()
  // the secret's value is never shown
  await expect(page.getByText('first-secret')).toHaveCount(0)

  // fail.example.com answers 503: the probe fails, and shows how
  await page.getByRole('button', { name: 'Send probe' }).click()
  const result = page.getByRole('status').filter({ hasText: 'Probe result' })
  await expect(result).toContainText('failed')
  await expect(result).toContainText('503 HTTP error')
  const deliveries = page.getByRole('region', { name: 'Deliveries' })
  await expect(deliveries.getByRole('row').filter({ hasText: 'probe' })).toContainText('503')

  // point it at an endpoint that answers
  await page.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit webhook receiver' })
  await edit.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://hooks.example.com/ok')
  await edit.getByRole('button', { name: 'Update webhook receiver' }).click()
  await expect(page).toHaveURL(`/system/alerts/receivers/${name}`)
  await expect(page.getByText('https://hooks.example.com/ok')).toBeVisible()
  await page.getByRole('checkbox', { name: /resend the alerts/ }).check()
  await page.getByRole('button', { name: 'Send probe' }).click()
  await expect(result).toContainText('delivered')
  await expect(result).toContainText('200 Succeeded')
  await expect(result).toContainText('0 alerts sent again')
  await deliveries.getByRole('button', { name: 'Delivered', exact: true }).click()
  await expect(deliveries.getByRole('row').filter({ hasText: '200' })).toHaveCount(1)

  // rotate: add a new secret, then delete the old one; the last one stays
  const secrets = page.getByRole('region', { name: 'Secrets' })
  await expect(secrets.getByRole('button', { name: 'Delete secret 1' })).toBeDisabled()
  await secrets.getByRole('button', { name: 'Add secret' }).click()
  const add = page.getByRole('dialog', { name: 'Add secret' })
  await add.getByLabel('Secret').fill('second-secret')
  await add.getByRole('button', { name: 'Add secret' }).click()
  await expect(secrets.getByRole('button', { name: 'Delete secret 2' })).toBeVisible()
  await secrets.getByRole('button', { name: 'Delete secret 1' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete secret' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(secrets.getByRole('button', { name: 'Delete secret 2' })).toHaveCount(0)
  await expect(secrets.getByRole('button', { name: 'Delete secret 1' })).toBeDisabled()

  // subscriptions: add one, remove one
  await subscriptions.getByRole('button', { name: 'Add subscription' }).click()
  const sub = page.getByRole('dialog', { name: 'Add subscription' })
  await sub.getByRole('combobox', { name: 'Alert class or pattern' }).fill('probe')
  await sub.getByRole('button', { name: 'Add subscription' }).click()
  await expect(subscriptions.getByText('probe', { exact: true })).toBeVisible()
  await subscriptions.getByRole('button', { name: 'Remove subscription test.foo' }).click()
  await page
    .getByRole('alertdialog', { name: 'Remove subscription' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(subscriptions.getByText('test.foo', { exact: true })).toHaveCount(0)

  // delete it: back to the list, without it
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete webhook receiver' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page).toHaveURL('/system/alerts')
  await expect(rowLinkedAs(page, name)).toHaveCount(0)
})

test('a failed alert is resent from the deliveries table, and the table follows its attempts by itself', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/alerts')
  await rowLinkedAs(page, 'legacy-siem').getByRole('link', { name: 'legacy-siem' }).click()
  const deliveries = page.getByRole('region', { name: 'Deliveries' })
  await deliveries.getByRole('button', { name: 'Failed', exact: true }).click()
  const failed = deliveries
    .getByRole('row')
    .filter({ hasText: 'test.foo.bar' })
    .filter({ hasText: 'alert' })
    .first()
  await expect(failed).toContainText('503, 503, 503')
  await failed.getByRole('button', { name: /^Resend/ }).click()
  await page
    .getByRole('alertdialog', { name: 'Resend alert' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  // pending until the dispatcher has tried it (and between retries); the table
  // polls meanwhile and shows the first attempt without a reload
  await deliveries.getByRole('button', { name: 'Pending', exact: true }).click()
  const resent = deliveries
    .getByRole('row')
    .filter({ hasText: 'test.foo.bar' })
    .filter({ hasText: 'resend' })
    .first()
  await expect(resent).toContainText('pending')
  await expect(resent.getByText('pending', { exact: true }).locator('.animate-spin')).toBeVisible()
  await expect(resent.getByRole('cell', { name: '503', exact: true })).toBeVisible({
    timeout: 20_000,
  })
  // a delivered alert offers no resend
  await deliveries.getByRole('button', { name: 'Delivered', exact: true }).click()
  await expect(deliveries.getByRole('row').filter({ hasText: 'test.foo' }).first()).toBeVisible()
  await expect(deliveries.getByRole('button', { name: /^Resend/ })).toHaveCount(0)
})
