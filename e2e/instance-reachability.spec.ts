// The instance's networking tab says whether traffic from a source would reach it, read from
// the VPC's configuration, and links to what decided it.
import { expect, signIn, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('checks SSH from the internet, names the deciding rule and leads to it', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/networking')
  const section = page.getByRole('region', { name: 'Can it be reached?' })
  await expect(section.getByText('It sends no packets.')).toBeVisible()

  await section.getByRole('button', { name: 'Check reachability' }).click()
  await expect(section.getByRole('button', { name: 'Hide the check' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  const form = section.getByRole('form', { name: 'Can it be reached?' })
  // the internet, TCP and port 22 are the form's defaults
  await expect(form.getByRole('combobox', { name: 'Source' })).toHaveText('The internet')
  await expect(form.getByRole('combobox', { name: 'Protocol' })).toHaveText('TCP')
  await expect(form.getByRole('spinbutton', { name: 'Port' })).toHaveValue('22')
  await form.getByRole('button', { name: 'Check', exact: true }).click()

  const verdict = section.getByText('Verdict:').locator('..')
  await expect(verdict).toContainText('Reachable')
  const rule = verdict.getByRole('link', { name: 'firewall rule allow-ssh' })
  await expect(rule).toBeVisible()
  await expect(section.getByRole('list', { name: 'Steps of the check' })).toContainText('Firewall')

  await rule.click()
  await expect(page).toHaveURL('/projects/mock-project/vpcs/mock-vpc/firewall-rules/allow-ssh/edit')
  const panel = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('allow-ssh')
})

test('checks a ping from another instance of the project, picked from a list', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/networking')
  const section = page.getByRole('region', { name: 'Can it be reached?' })
  await section.getByRole('button', { name: 'Check reachability' }).click()
  const form = section.getByRole('form', { name: 'Can it be reached?' })

  await form.getByRole('combobox', { name: 'Source' }).click()
  await page.getByRole('option', { name: 'Another instance' }).click()
  await form.getByRole('combobox', { name: 'Instance' }).click()
  await page.getByRole('option', { name: 'web-1', exact: true }).click()
  await form.getByRole('combobox', { name: 'Protocol' }).click()
  await page.getByRole('option', { name: 'ICMP (ping)' }).click()
  // a ping has no port
  await expect(form.getByRole('spinbutton', { name: 'Port' })).toHaveCount(0)
  await form.getByRole('button', { name: 'Check', exact: true }).click()

  const verdict = section.getByText('Verdict:').locator('..')
  await expect(verdict).toContainText('Reachable')
  await expect(verdict.getByRole('link', { name: /^firewall rule / }).first()).toBeVisible()
  await expect(section.getByRole('list', { name: 'Steps of the check' })).toContainText('web-1')
})
