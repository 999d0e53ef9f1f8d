import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { routes, type RouteKey } from '@/lib/routes'
import { expect, signIn, test } from './fixtures'

// Spec §8: no WCAG 2.1 A/AA violation anywhere in the console. Every route of the route
// table is visited, so a new page is checked as soon as it exists: it needs a sample URL
// here (seeded data, see mocks/seed*.ts), or this file stops compiling and the walk fails.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** `{db1}` is filled in with that instance's id at run time. */
const SAMPLES = {
  root: '/',
  login: '/login',
  loginLocal: '/login/acme/local',
  loginSaml: '/login/globex/saml/globex-sso',
  deviceVerify: '/device/verify',
  deviceSuccess: '/device/success',
  projects: '/projects',
  projectsNew: '/projects-new',
  siloUsers: '/access/users',
  siloImages: '/images',
  siloUtilization: '/utilization',
  siloImageEdit: '/images/ubuntu-24-04/edit',
  siloAccess: '/access',
  project: '/projects/mock-project',
  instances: '/projects/mock-project/instances',
  instancesNew: '/projects/mock-project/instances-new',
  affinity: '/projects/mock-project/affinity',
  affinityNew: '/projects/mock-project/affinity-new',
  projectAccess: '/projects/mock-project/access',
  antiAffinityGroup: '/projects/mock-project/affinity/web-spread',
  antiAffinityGroupEdit: '/projects/mock-project/affinity/web-spread/edit',
  disks: '/projects/mock-project/disks',
  disksNew: '/projects/mock-project/disks-new',
  vpcs: '/projects/mock-project/vpcs',
  vpcsNew: '/projects/mock-project/vpcs-new',
  vpc: '/projects/mock-project/vpcs/mock-vpc',
  vpcEdit: '/projects/mock-project/vpcs/mock-vpc/edit',
  vpcFirewallRules: '/projects/mock-project/vpcs/mock-vpc/firewall-rules',
  firewallRulesNew: '/projects/mock-project/vpcs/mock-vpc/firewall-rules-new',
  firewallRuleClone: '/projects/mock-project/vpcs/mock-vpc/firewall-rules-new/allow-https',
  firewallRuleEdit: '/projects/mock-project/vpcs/mock-vpc/firewall-rules/allow-https/edit',
  vpcSubnets: '/projects/mock-project/vpcs/mock-vpc/subnets',
  subnetsNew: '/projects/mock-project/vpcs/mock-vpc/subnets-new',
  subnetEdit: '/projects/mock-project/vpcs/mock-vpc/subnets/mock-subnet/edit',
  vpcRouters: '/projects/mock-project/vpcs/mock-vpc/routers',
  routersNew: '/projects/mock-project/vpcs/mock-vpc/routers-new',
  routerEdit: '/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router/edit',
  router: '/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router',
  routesNew: '/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router/routes-new',
  routeEdit: '/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router/routes/vpn/edit',
  vpcInternetGateways: '/projects/mock-project/vpcs/mock-vpc/internet-gateways',
  internetGateway: '/projects/mock-project/vpcs/mock-vpc/internet-gateways/mock-gateway',
  floatingIps: '/projects/mock-project/floating-ips',
  floatingIpsNew: '/projects/mock-project/floating-ips-new',
  floatingIpEdit: '/projects/mock-project/floating-ips/web-fip/edit',
  snapshots: '/projects/mock-project/snapshots',
  snapshotsNew: '/projects/mock-project/snapshots-new',
  snapshotImagesNew: '/projects/mock-project/snapshots/db1-data-nightly/images-new',
  imagesNew: '/projects/mock-project/images-new',
  instance: '/projects/mock-project/instances/db1',
  instanceStorage: '/projects/mock-project/instances/db1/storage',
  instanceNetworking: '/projects/mock-project/instances/db1/networking',
  instanceMetrics: '/projects/mock-project/instances/db1/metrics',
  instanceMetricsCpu: '/projects/mock-project/instances/db1/metrics/cpu',
  instanceMetricsDisk: '/projects/mock-project/instances/db1/metrics/disk',
  instanceMetricsNetwork: '/projects/mock-project/instances/db1/metrics/network',
  instanceConnect: '/projects/mock-project/instances/db1/connect',
  instanceSettings: '/projects/mock-project/instances/db1/settings',
  projectEdit: '/projects/mock-project/edit',
  serialConsole: '/projects/mock-project/instances/db1/serial-console',
  lookupInstance: '/lookup/instances/{db1}',
  lookupInstanceShort: '/lookup/i/{db1}',
  images: '/projects/mock-project/images',
  imageEdit: '/projects/mock-project/images/app-base/edit',
  profile: '/settings/profile',
  sshKeys: '/settings/ssh-keys',
  sshKeysNew: '/settings/ssh-keys-new',
  sshKeyEdit: '/settings/ssh-keys/laptop/edit',
  accessTokens: '/settings/access-tokens',
  systemSilos: '/system/silos',
  // system: silos (more samples below this line)
  systemSilosNew: '/system/silos-new',
  systemSilo: '/system/silos/globex',
  systemSiloIdps: '/system/silos/globex/idps',
  systemSiloIdpsNew: '/system/silos/globex/idps-new',
  systemSiloIdp: '/system/silos/globex/idps/saml/globex-sso',
  systemSiloIpPools: '/system/silos/acme/ip-pools',
  systemSiloQuotas: '/system/silos/acme/quotas',
  // system: utilization and inventory (more samples below this line)
  systemUtilization: '/system/utilization',
  systemInventory: '/system/inventory',
  systemInventorySleds: '/system/inventory/sleds',
  systemInventoryDisks: '/system/inventory/disks',
  systemSled: '/system/inventory/sleds/{sled}',
  systemSledInstances: '/system/inventory/sleds/{sled}/instances',
  // system: IP pools (more samples below this line)
  systemIpPools: '/system/networking/ip-pools',
  systemIpPoolsNew: '/system/networking/ip-pools-new',
  systemIpPool: '/system/networking/ip-pools/default',
  systemIpPoolEdit: '/system/networking/ip-pools/default/edit',
  systemIpPoolRangesAdd: '/system/networking/ip-pools/default/ranges-add',
  // system: audit log (more samples below this line)
  systemAuditLog: '/system/audit-log',
  // system: issues (more samples below this line)
  systemIssues: '/system/issues',
  // ops: alerts and updates (more samples below this line)
  systemAlerts: '/system/alerts',
  systemAlertReceiversNew: '/system/alerts/receivers-new',
  systemAlertReceiver: '/system/alerts/receivers/legacy-siem',
  systemAlertReceiverEdit: '/system/alerts/receivers/legacy-siem/edit',
  systemUpdate: '/system/update',
  systemUpdateRepository: '/system/update/repositories/16.1.0',
  systemUpdateTrustRoot: '/system/update/trust-roots/6f0c2b1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
  // ops: certificates, support bundles and probes (more samples below this line)
  systemCertificates: '/system/certificates',
  systemCertificatesNew: '/system/certificates-new',
  systemCertificate: '/system/certificates/acme-api',
  systemSupportBundles: '/system/support-bundles',
  systemSupportBundlesNew: '/system/support-bundles-new',
  systemSupportBundle: '/system/support-bundles/5e1f0c3a-7b2d-4c88-9a41-3d6b2f8e1c07',
  probes: '/projects/mock-project/probes',
  probesNew: '/projects/mock-project/probes-new',
  // ops: BGP and BFD (more samples below this line)
  systemBgp: '/system/networking/bgp',
  systemBgpPeers: '/system/networking/bgp/peers',
  systemBgpConfigs: '/system/networking/bgp/configs',
  systemBgpConfigsNew: '/system/networking/bgp/configs-new',
  systemBgpAnnounceSets: '/system/networking/bgp/announce-sets',
  systemBgpAnnounceSetsNew: '/system/networking/bgp/announce-sets-new',
  systemBgpAnnounceSetEdit: '/system/networking/bgp/announce-sets/rack-uplinks/edit',
  systemBgpExported: '/system/networking/bgp/exported',
  systemBgpImported: '/system/networking/bgp/imported',
  systemBgpMessages: '/system/networking/bgp/messages',
  systemBfd: '/system/networking/bfd',
  systemBfdNew: '/system/networking/bfd-new',
  // ops: switch ports, address lots and rack networking (more samples below this line)
  systemSwitchPorts: '/system/networking/switch-ports',
  systemSwitchPort:
    '/system/networking/switch-ports/bb06f337-016d-446d-bba8-e7eb9e64815f/switch0/qsfp0',
  systemPortSettings: '/system/networking/port-settings',
  systemPortSettingsNew: '/system/networking/port-settings-new',
  systemPortSettingsView: '/system/networking/port-settings/uplink-switch0',
  systemAddressLots: '/system/networking/address-lots',
  systemAddressLotsNew: '/system/networking/address-lots-new',
  systemAddressLot: '/system/networking/address-lots/uplink-lot',
  systemLoopbackAddresses: '/system/networking/loopback-addresses',
  systemLoopbackAddressesNew: '/system/networking/loopback-addresses-new',
  systemRackAccess: '/system/networking/rack-access',
} satisfies Record<RouteKey, string>

const routeKeys = Object.keys(routes) as RouteKey[]

function matchesPattern(url: string, pattern: string) {
  const source = pattern
    .split('/')
    .map((segment) => (/^\[\w+\]$/.test(segment) ? '[^/]+' : segment))
    .join('/')
  return new RegExp(`^${source}$`).test(url)
}

test('every route has a sample URL of its own pattern', () => {
  for (const key of routeKeys) {
    const sample: string | undefined = (SAMPLES as Record<string, string>)[key]
    expect(sample, `route ${key} needs a sample URL in e2e/a11y.spec.ts`).toBeDefined()
    expect(matchesPattern(sample!, routes[key].pattern), `${key}: ${sample}`).toBe(true)
  }
})

/** The page's content is in: a heading, no skeleton, nothing busy, no loading status. */
async function waitForContent(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  // by tag: behind an open side panel the page's heading is hidden from the role tree
  await expect(page.locator('h1').first()).toBeVisible()
  await page.waitForFunction(() => {
    const loading = [...document.querySelectorAll('[role="status"]')].some((e) =>
      /^Loading/.test(e.textContent?.trim() ?? ''),
    )
    const skeleton = document.querySelector('[class~="motion-safe:animate-pulse"].bg-muted')
    return !loading && !skeleton && !document.querySelector('[aria-busy="true"]')
  })
}

type Finding = { where: string; id: string; help: string; targets: string[] }

/**
 * Lets opening animations end: a dialog audited while it still fades in has its text at
 * part opacity, which axe reports as low contrast (seen on a loaded machine).
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  await settleAnimations(page)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return violations.flatMap((v) =>
    v.nodes.map((n) => ({
      where,
      id: v.id,
      help: v.help,
      targets: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))),
    })),
  )
}

function report(findings: Finding[]) {
  return findings.map((f) => `${f.where}: ${f.id} (${f.help}) at ${f.targets.join(', ')}`)
}

/** Each page gets its own share of time (axe takes about a second per page), so the walk can grow. */
const PER_ROUTE_MS = 5_000

async function walk(page: Page, keys: RouteKey[], fill: (url: string) => string) {
  test.setTimeout(keys.length * PER_ROUTE_MS + 15_000)
  const findings: Finding[] = []
  for (const key of keys) {
    const url = fill(SAMPLES[key])
    await page.goto(url)
    await waitForContent(page)
    findings.push(...(await audit(page, `${key} ${url}`)))
  }
  return findings
}

/**
 * The dark pass visits one page of each kind (list, page with tabs, chart, terminal, create
 * panel, properties, badges of every state), not all of them again: the whole walk takes
 * minutes, and every page draws its colours from the same theme variables.
 */
const DARK_SAMPLE: RouteKey[] = [
  'projects',
  'instances',
  'instance',
  'instanceMetricsCpu',
  'serialConsole',
  'disks',
  'disksNew',
  'snapshots',
  'images',
  'vpcFirewallRules',
  'siloUtilization',
  'profile',
  'systemSilos',
  'systemUtilization',
  'systemInventory',
  'systemIpPools',
  'systemAuditLog',
  'systemIssues',
  'systemAlerts',
]

// Both themes: the system setting picks the theme (public/theme-init.js), so emulating it is
// enough, and every colour pair is checked for contrast in each.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme })

    test('public pages, signed out, have no WCAG 2.1 A/AA violation', async ({ page }) => {
      const keys = routeKeys.filter((k) => routes[k].layout === 'public')
      const findings = await walk(page, keys, (url) => url)
      // not a route of the table, but a page anyone can land on
      await page.goto('/no/such/page')
      await waitForContent(page)
      findings.push(...(await audit(page, 'not found /no/such/page')))
      expect(report(findings)).toEqual([])
    })

    test('console pages, as fleet admin, have no WCAG 2.1 A/AA violation', async ({ page }) => {
      await signIn(page, 'fleet-admin')
      const db1 = await page.request.get('/v1/instances/db1?project=mock-project')
      const { id } = (await db1.json()) as { id: string }
      const sleds = await page.request.get('/v1/system/hardware/sleds?limit=1')
      const [sled] = ((await sleds.json()) as { items: { id: string }[] }).items
      const keys =
        scheme === 'dark' ? DARK_SAMPLE : routeKeys.filter((k) => routes[k].layout !== 'public')
      const findings = await walk(page, keys, (url) =>
        url.replace('{db1}', id).replace('{sled}', sled.id),
      )
      expect(report(findings)).toEqual([])
    })

    test('menus and dialogs have no WCAG 2.1 A/AA violation', async ({ page }) => {
      await signIn(page, 'fleet-admin')
      await page.goto('/projects/mock-project/disks')
      await waitForContent(page)
      const row = page.getByRole('row').filter({ hasText: 'scratch' }).first()
      await row.getByRole('button', { name: /actions/i }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      const findings = await audit(page, 'disk row menu')

      await page.getByRole('menuitem', { name: 'Delete' }).click()
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
      await expect(confirm).toBeVisible()
      findings.push(...(await audit(page, 'delete confirmation')))
      await page.keyboard.press('Escape')
      await expect(confirm).toHaveCount(0)

      await page.getByRole('button', { name: 'User menu' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      findings.push(...(await audit(page, 'user menu')))
      await page.keyboard.press('Escape')

      const banner = page.getByRole('region', { name: 'Technical preview' })
      await banner.getByRole('button', { name: 'Learn more' }).click()
      await expect(page.getByRole('dialog', { name: 'About this technical preview' })).toBeVisible()
      findings.push(...(await audit(page, 'Learn more dialog')))
      expect(report(findings)).toEqual([])
    })
  })
}
