import { expect, type Locator, type Page } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { newVpc } from './vpc-setup'
import { openRowMenu, rowOf } from './rows'

const PROJECT = 'mock-project'

type WireRule = Record<string, unknown> & { name: string }

async function rulesOf(page: Page, vpc: string): Promise<WireRule[]> {
  const res = await page.request.get(`/v1/vpc-firewall-rules?project=${PROJECT}&vpc=${vpc}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { rules: WireRule[] }).rules
}

/** A rule as an update carries it: without what the server adds. */
const updateShape = ({
  id: _i,
  time_created: _c,
  time_modified: _m,
  vpc_id: _v,
  ...rule
}: WireRule) => rule

async function choose(page: Page, panel: Locator, combobox: string, option: string) {
  await panel.getByRole('combobox', { name: combobox }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'collaborator')
})

test('add a rule with targets, hosts, protocols and ports, then clone, edit, disable and delete it', async ({
  page,
}) => {
  const vpc = await newVpc(page, 'fw')
  const rule = uniqueName('web-in').slice(0, 40)
  const before = await rulesOf(page, vpc)

  await page.goto(`/projects/${PROJECT}/vpcs/${vpc}/firewall-rules`)
  // the new VPC's default rules, sorted by priority
  await expect(rowOf(page, 'allow-ssh')).toBeVisible()
  await page.getByRole('link', { name: 'New rule' }).first().click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/vpcs/${vpc}/firewall-rules-new`)

  const panel = page.getByRole('dialog', { name: 'Add firewall rule' })
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(rule)
  await panel.getByRole('spinbutton', { name: 'Priority' }).fill('100')

  // targets: an IP (checked with the IP validator, then for repeats) and a subnet from the picker
  await choose(page, panel, 'Target type', 'IP')
  const targetIp = panel.getByRole('textbox', { name: 'Target IP address' })
  await targetIp.fill('10.0.0')
  await panel.getByRole('button', { name: 'Add target' }).click()
  await expect(panel.getByText('Not a valid IP address')).toBeVisible()
  await targetIp.fill('10.0.0.5')
  await panel.getByRole('button', { name: 'Add target' }).click()
  const targets = panel.getByRole('list', { name: 'Targets' })
  await expect(targets).toContainText('IP 10.0.0.5')
  await targetIp.fill('10.0.0.5')
  await targetIp.press('Enter')
  await expect(panel.getByText('Items must be unique')).toBeVisible()
  await targetIp.fill('')
  await choose(page, panel, 'Target type', 'Subnet')
  await panel.getByRole('combobox', { name: 'Choose target subnet' }).click()
  await page.getByRole('option', { name: 'default' }).click()
  await expect(panel.getByRole('textbox', { name: 'Target subnet name' })).toHaveValue('default')
  await panel.getByRole('button', { name: 'Add target' }).click()
  await expect(targets).toContainText('Subnet default')

  // a host network, checked with the CIDR validator
  const hostNet = panel.getByRole('textbox', { name: 'Host IP network' })
  await hostNet.fill('10.0.0.0/33')
  await panel.getByRole('button', { name: 'Add host' }).click()
  await expect(panel.getByText('Max width for IPv4 is 32')).toBeVisible()
  await hostNet.fill('10.0.0.0/8')
  await panel.getByRole('button', { name: 'Add host' }).click()
  await expect(panel.getByRole('list', { name: 'Hosts' })).toContainText('IP network 10.0.0.0/8')

  // protocols: TCP, and ICMP echo requests
  await panel.getByRole('checkbox', { name: 'TCP' }).check()
  await panel.getByRole('textbox', { name: 'ICMP type' }).fill('8')
  await panel.getByRole('button', { name: 'Add ICMP filter' }).click()
  await expect(panel.getByRole('list', { name: 'ICMP filters' })).toContainText('ICMP type 8')

  // ports: a backwards range is refused by the port-range validator
  const port = panel.getByRole('textbox', { name: 'Port or port range' })
  await port.fill('8080-80')
  await panel.getByRole('button', { name: 'Add port' }).click()
  await expect(panel.getByText('End of range must not be below start')).toBeVisible()
  await port.fill('443')
  await panel.getByRole('button', { name: 'Add port' }).click()
  await port.fill('8000-8080')
  await port.press('Enter')
  await expect(panel.getByRole('list', { name: 'Ports' })).toContainText('8000-8080')

  // a port typed but not added stops the submit instead of being dropped
  await port.fill('22')
  await panel.getByRole('button', { name: 'Add rule' }).click()
  await expect(panel.getByText('Add this port or clear the field')).toBeVisible()
  await port.fill('')
  await panel.getByRole('button', { name: 'Add rule' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(`/projects/${PROJECT}/vpcs/${vpc}/firewall-rules`)

  const row = rowOf(page, rule)
  await expect(row).toContainText('10.0.0.5')
  await expect(row).toContainText('Subnet default')
  await expect(row).toContainText('10.0.0.0/8')
  await expect(row).toContainText('ICMP type 8')
  await expect(row).toContainText('8000-8080')
  const added = await rulesOf(page, vpc)
  expect(updateShape(added.find((r) => r.name === rule)!)).toEqual({
    name: rule,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 100,
    status: 'enabled',
    targets: [
      { type: 'ip', value: '10.0.0.5' },
      { type: 'subnet', value: 'default' },
    ],
    filters: {
      hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }],
      protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmp_type: 8, code: null } }],
      ports: ['443', '8000-8080'],
    },
  })
  // the default rules went back as they were
  const defaults = (rules: WireRule[]) =>
    rules.filter((r) => before.some((b) => b.name === r.name)).map(updateShape)
  expect(defaults(added)).toEqual(before.map(updateShape))

  // clone: the same rule under a new name
  await openRowMenu(page, rule, 'Clone')
  const clonePanel = page.getByRole('dialog', { name: 'Add firewall rule' })
  await expect(clonePanel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    `${rule}-copy`,
  )
  await expect(clonePanel.getByRole('list', { name: 'Ports' })).toContainText('443')
  await clonePanel.getByRole('button', { name: 'Add rule' }).click()
  await expect(clonePanel).toBeHidden()
  await expect(rowOf(page, `${rule}-copy`)).toContainText('10.0.0.0/8')

  // edit: rename and reprioritise
  const renamed = `${rule}-v2`
  await openRowMenu(page, rule, 'Edit')
  const editPanel = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await editPanel.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
  await editPanel.getByRole('spinbutton', { name: 'Priority' }).fill('50')
  await editPanel.getByRole('button', { name: 'Remove 443' }).click()
  await editPanel.getByRole('button', { name: 'Update rule' }).click()
  await expect(editPanel).toBeHidden()
  await expect(rowOf(page, rule)).toHaveCount(0)
  const edited = await rulesOf(page, vpc)
  const v2 = edited.find((r) => r.name === renamed)!
  expect(v2.priority).toBe(50)
  expect((v2.filters as { ports: string[] }).ports).toEqual(['8000-8080'])
  expect(defaults(edited)).toEqual(before.map(updateShape))

  // disable with the switch
  const toggle = rowOf(page, renamed).getByRole('switch', { name: `Enable rule ${renamed}` })
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(toggle).not.toBeChecked()
  await expect(page.getByText(`Rule ${renamed} disabled`)).toBeVisible()
  const toggled = await rulesOf(page, vpc)
  expect(toggled.find((r) => r.name === renamed)!.status).toBe('disabled')
  expect(updateShape(toggled.find((r) => r.name === `${rule}-copy`)!).status).toBe('enabled')

  // delete, confirmed
  await openRowMenu(page, renamed, 'Delete')
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /Delete/ }))
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  // the table is out of the role tree while the dialog is open: wait for it to close first
  await expect(confirm).toBeHidden()
  await expect(rowOf(page, renamed)).toHaveCount(0)
  const after = (await rulesOf(page, vpc)).map((r) => r.name)
  expect(after).not.toContain(renamed)
  expect(after).toContain(`${rule}-copy`)
})

test('the rule form warns when the rules changed on the server since it opened', async ({
  page,
}) => {
  const vpc = await newVpc(page, 'fw')
  await page.goto(`/projects/${PROJECT}/vpcs/${vpc}/firewall-rules/allow-ssh/edit`)
  const panel = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('allow-ssh')

  // meanwhile someone else removes allow-icmp
  const others = (await rulesOf(page, vpc)).filter((r) => r.name !== 'allow-icmp')
  const put = await page.request.put(`/v1/vpc-firewall-rules?project=${PROJECT}&vpc=${vpc}`, {
    data: { rules: others.map(updateShape) },
  })
  expect(put.ok()).toBe(true)

  await panel.getByRole('textbox', { name: 'Description' }).fill('SSH from anywhere')
  await panel.getByRole('button', { name: 'Update rule' }).click()
  await expect(
    panel.getByText('The rules of this VPC changed since this form opened'),
  ).toBeVisible()
  await expect(panel.getByText('Someone removed allow-icmp.')).toBeVisible()
  // nothing was sent yet
  const meanwhile = await rulesOf(page, vpc)
  expect(meanwhile.find((r) => r.name === 'allow-ssh')!.description).not.toBe('SSH from anywhere')

  // saving again applies the edit to the rules as they are now: allow-icmp stays deleted
  await panel.getByRole('button', { name: 'Update rule' }).click()
  await expect(panel).toBeHidden()
  const saved = await rulesOf(page, vpc)
  expect(saved.find((r) => r.name === 'allow-ssh')!.description).toBe('SSH from anywhere')
  expect(saved.map((r) => r.name)).not.toContain('allow-icmp')
})

test('200 rules come in one request and are paged, sorted and filtered in the browser', async ({
  page,
}) => {
  const vpc = await newVpc(page, 'fw')
  const rules = Array.from({ length: 200 }, (_, i) => ({
    name: `rule-${String(i).padStart(3, '0')}`,
    description: i % 50 === 0 ? 'web tier' : '',
    action: i % 2 ? 'deny' : 'allow',
    direction: 'inbound',
    // priorities run against the names, so sorting by priority is visible
    priority: 1000 - i,
    status: 'enabled',
    targets: [{ type: 'vpc', value: vpc }],
    filters: { hosts: null, ports: [String(1000 + i)], protocols: [{ type: 'tcp' }] },
  }))
  const put = await page.request.put(`/v1/vpc-firewall-rules?project=${PROJECT}&vpc=${vpc}`, {
    data: { rules },
  })
  expect(put.ok()).toBe(true)

  const ruleRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/v1/vpc-firewall-rules')) ruleRequests.push(r.method())
  })
  const start = Date.now()
  await page.goto(`/projects/${PROJECT}/vpcs/${vpc}/firewall-rules`)
  const body = page.getByRole('table', { name: `Firewall rules of VPC ${vpc}` }).locator('tbody')
  // highest priority first: the rule with the lowest number
  await expect(body.getByRole('row').first()).toContainText('rule-199')
  console.log(`200 rules: first rows after ${Date.now() - start} ms`)
  await expect(page.getByText('200 rules', { exact: true })).toBeVisible()
  // 50 a page, as every table
  await expect(body.getByRole('row')).toHaveCount(50)

  // paging, sorting and filtering ask nothing more of the API
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(body.getByRole('row').first()).toContainText('rule-149')
  await page.getByRole('button', { name: 'Name' }).click()
  await expect(body.getByRole('row').first()).toContainText('rule-000')
  await page.getByRole('searchbox', { name: 'Filter rules' }).fill('web tier')
  await expect(page.getByText('4 of 200 rules match')).toBeVisible()
  await expect(body.getByRole('row')).toHaveCount(4)
  expect(ruleRequests).toEqual(['GET'])
})
