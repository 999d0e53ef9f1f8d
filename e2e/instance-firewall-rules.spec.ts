// The instance's networking tab lists the firewall rules of its VPCs that apply to it, and why.
import type { Page } from '@playwright/test'
import { GiB, newProject, newStoppedInstance } from './disk-setup'
import { expect, signIn, test } from './fixtures'

type Target = { type: string; value: string }

async function addRules(
  page: Page,
  project: string,
  vpc: string,
  rules: { name: string; targets: Target[]; priority: number; status?: string }[],
) {
  const path = `/v1/vpc-firewall-rules?project=${project}&vpc=${vpc}`
  const current = ((await (await page.request.get(path)).json()) as { rules: object[] }).rules
  const kept = current.map((r) => {
    const {
      id: _i,
      time_created: _c,
      time_modified: _m,
      vpc_id: _v,
      ...rule
    } = r as Record<string, unknown>
    return rule
  })
  const added = rules.map(({ status = 'enabled', ...r }) => ({
    ...r,
    status,
    description: '',
    action: 'allow',
    direction: 'inbound',
    filters: { hosts: null, ports: ['8080'], protocols: [{ type: 'tcp' }] },
  }))
  const res = await page.request.put(path, { data: { rules: [...kept, ...added] } })
  expect(res.status()).toBe(200)
}

/** The rule's row in a table: its name is a link. */
const ruleRow = (table: ReturnType<Page['getByRole']>, page: Page, name: string) =>
  table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'silo-admin')
})

test('lists the rules that target the instance, its subnet, its IP or its VPCs, and links to each', async ({
  page,
}) => {
  const project = await newProject(page, 'fwinst')
  const vpc = await page.request.post(`/v1/vpcs?project=${project}`, {
    data: { name: 'second', description: '', dns_name: 'second' },
  })
  expect(vpc.status()).toBe(201)
  // an interface in each VPC
  const made = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: 'vm',
      description: '',
      hostname: 'vm',
      memory: GiB,
      ncpus: 1,
      start: false,
      network_interfaces: {
        type: 'create',
        params: [
          { name: 'nic0', description: '', vpc_name: 'default', subnet_name: 'default' },
          { name: 'nic1', description: '', vpc_name: 'second', subnet_name: 'default' },
        ],
      },
    },
  })
  expect(made.status()).toBe(201)
  await newStoppedInstance(page, project, 'other')

  const nics = await page.request.get(`/v1/network-interfaces?project=${project}&instance=vm`)
  const items = ((await nics.json()) as { items: { name: string; ip: string }[] }).items
  const ip = items.find((n) => n.name === 'nic0')!.ip
  expect(ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
  const net = `${ip.split('.').slice(0, 3).join('.')}.0/24`

  await addRules(page, project, 'default', [
    { name: 'to-vm', targets: [{ type: 'instance', value: 'vm' }], priority: 10 },
    { name: 'to-subnet', targets: [{ type: 'subnet', value: 'default' }], priority: 20 },
    { name: 'to-net', targets: [{ type: 'ip_net', value: net }], priority: 30 },
    { name: 'to-other', targets: [{ type: 'instance', value: 'other' }], priority: 5 },
    {
      name: 'to-vm-off',
      targets: [{ type: 'instance', value: 'vm' }],
      priority: 40,
      status: 'disabled',
    },
  ])

  await page.goto(`/projects/${project}/instances/vm/networking`)
  const table = page.getByRole('table', { name: 'Firewall rules that apply to vm' })
  const row = (name: string) => ruleRow(table, page, name)

  await expect(row('to-vm')).toContainText('targets this instance')
  await expect(row('to-subnet')).toContainText('subnet default')
  await expect(row('to-net')).toContainText(`IP ${ip} in ${net}`)
  await expect(row('to-vm')).toContainText('Inbound')
  await expect(row('to-vm')).toContainText('TCP')
  await expect(row('to-vm')).toContainText('8080')
  await expect(row('to-other')).toHaveCount(0)
  // every new VPC's own rules target the whole VPC: one set for each of the instance's VPCs
  const ssh = row('allow-ssh')
  await expect(ssh).toHaveCount(2)
  await expect(ssh.filter({ hasText: 'VPC default' })).toHaveCount(1)
  await expect(ssh.filter({ hasText: 'VPC second' })).toHaveCount(1)
  // by priority, lowest first, as the VPC lists them
  const names = await table.getByRole('row').getByRole('link').allTextContents()
  expect(names.filter((n) => n.startsWith('to-'))).toEqual(['to-vm', 'to-subnet', 'to-net'])

  // the disabled rule is set apart, not among those in effect
  await expect(row('to-vm-off')).toHaveCount(0)
  const disabled = page.getByRole('table', {
    name: 'Disabled firewall rules that would apply to vm',
  })
  await expect(ruleRow(disabled, page, 'to-vm-off')).toContainText('targets this instance')

  await row('to-net').getByRole('link', { name: 'to-net', exact: true }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/default/firewall-rules/to-net/edit`)
  const panel = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('to-net')
})

test('says when no rule applies, and a failed read stays in its section', async ({ page }) => {
  const project = await newProject(page, 'fwnone')
  const made = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: 'bare',
      description: '',
      hostname: 'bare',
      memory: GiB,
      ncpus: 1,
      start: false,
      network_interfaces: { type: 'none' },
    },
  })
  expect(made.status()).toBe(201)
  await page.goto(`/projects/${project}/instances/bare/networking`)
  await expect(
    page.getByRole('heading', { name: 'No firewall rules apply to this instance' }),
  ).toBeVisible()

  await newStoppedInstance(page, project, 'vm')
  const rulesRead = (url: URL) => url.pathname === '/v1/vpc-firewall-rules'
  await page.route(rulesRead, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        request_id: 'e2e-firewall-rules',
        error_code: 'ServiceUnavailable',
        message: 'Service Unavailable',
      }),
    }),
  )
  await page.goto(`/projects/${project}/instances/vm/networking`)
  await expect(page.getByText('Couldn’t load firewall rules: Service Unavailable')).toBeVisible()
  // the rest of the tab stays
  await expect(page.getByRole('table', { name: 'Network interfaces' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'External IPs', exact: true })).toBeVisible()

  await page.unroute(rulesRead)
  await page.getByRole('button', { name: 'Retry loading firewall rules' }).click()
  const table = page.getByRole('table', { name: 'Firewall rules that apply to vm' })
  await expect(ruleRow(table, page, 'allow-ssh')).toContainText('VPC default')
})
