import type { Page } from '@playwright/test'
import { expect, signIn, test, uniqueName } from './fixtures'
import { openRowMenu, rowOf } from './rows'
import { newVpc } from './vpc-setup'

const PROJECT = 'mock-project'

/** A VPC of the test's own whose firewall rules are `count` more than fit on a screen. */
async function vpcWithManyRules(page: Page, count: number) {
  const vpc = await newVpc(page, 'scroll')
  const rules = Array.from({ length: count }, (_, i) => ({
    name: `rule-${String(i).padStart(2, '0')}`,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 100 + i,
    status: 'enabled',
    targets: [{ type: 'vpc', value: vpc }],
    filters: { hosts: null, ports: [String(2000 + i)], protocols: [{ type: 'tcp' }] },
  }))
  const put = await page.request.put(`/v1/vpc-firewall-rules?project=${PROJECT}&vpc=${vpc}`, {
    data: { rules },
  })
  expect(put.ok()).toBe(true)
  return vpc
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('a panel opened from far down a list, and closed, leaves the list where it was', async ({
  page,
}) => {
  const vpc = await vpcWithManyRules(page, 40)
  await page.goto(`/projects/${PROJECT}/vpcs/${vpc}/firewall-rules`)
  const far = rowOf(page, 'rule-35')
  await far.scrollIntoViewIfNeeded()
  await expect(far).toBeInViewport()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(300)

  // Edit opens the rule's panel at its own address, over the same list
  await openRowMenu(page, 'rule-35', 'Edit')
  await expect(page).toHaveURL(`/projects/${PROJECT}/vpcs/${vpc}/firewall-rules/rule-35/edit`)
  const panel = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('rule-35')
  expect(await scrollY(page)).toBe(before)

  // Cancel goes back to the list's address, and the list is where it was
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(`/projects/${PROJECT}/vpcs/${vpc}/firewall-rules`)
  expect(await scrollY(page)).toBe(before)
  await expect(far).toBeInViewport()

  // Back and Forward through the panel keep it too
  await page.goBack()
  await expect(panel).toBeVisible()
  expect(await scrollY(page)).toBe(before)
  await page.goBack()
  await expect(panel).toBeHidden()
  expect(await scrollY(page)).toBe(before)

  // a page of its own still starts at the top
  await page.getByRole('link', { name: 'Subnets' }).first().click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/vpcs/${vpc}/subnets`)
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('an edit panel shows the ID, created and modified, and names what it refers to as links', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const project = uniqueName('props')
  expect(
    (
      await page.request.post('/v1/projects', { data: { name: project, description: '' } })
    ).status(),
  ).toBe(201)
  const instance = uniqueName('web')
  const made = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: instance,
      description: '',
      hostname: instance,
      memory: 2 ** 30,
      ncpus: 1,
      start: false,
    },
  })
  expect(made.status()).toBe(201)
  const fipName = uniqueName('fip')
  const fip = await page.request.post(`/v1/floating-ips?project=${project}`, {
    data: { name: fipName, description: '' },
  })
  expect(fip.status()).toBe(201)
  const { id } = (await fip.json()) as { id: string }
  // an instance takes an address once it has left creating
  await expect
    .poll(async () => {
      const attach = await page.request.post(
        `/v1/floating-ips/${fipName}/attach?project=${project}`,
        { data: { kind: 'instance', parent: instance } },
      )
      return attach.status()
    })
    .toBe(202)

  await page.goto(`/projects/${project}/floating-ips/${fipName}/edit`)
  const panel = page.getByRole('dialog', { name: 'Edit floating IP' })
  const properties = panel.getByRole('definition')
  await expect(panel.getByRole('term').filter({ hasText: /^ID$/ })).toBeVisible()
  await expect(properties.filter({ hasText: id })).toBeVisible()
  await expect(panel.getByRole('term').filter({ hasText: /^Created$/ })).toBeVisible()
  await expect(panel.getByRole('term').filter({ hasText: /^Last modified$/ })).toBeVisible()
  await panel.getByRole('button', { name: 'Copy ID' }).click()
  await expect(panel.getByText('Copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id)

  // the pool and the instance are named, and lead to their pages
  await expect(panel.getByRole('link', { name: 'default' })).toBeVisible()
  await panel.getByRole('link', { name: instance }).click()
  // an instance's page opens on its first tab
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/storage`)
})

test('a create form links its guide, in a new tab, saying so', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/floating-ips-new`)
  const panel = page.getByRole('dialog', { name: 'Create floating IP' })
  const docs = panel.getByRole('link', { name: 'Floating IPs docs, opens in a new tab' })
  await expect(docs).toBeVisible()
  await expect(docs).toHaveAttribute(
    'href',
    'https://docs.oxide.computer/guides/managing-floating-ips',
  )
  await expect(docs).toHaveAttribute('target', '_blank')
  await expect(docs).toHaveAttribute('rel', 'noopener noreferrer')
})
