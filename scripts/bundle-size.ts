// Prints the gzip size of the JavaScript each key page loads from out/, and
// exits non-zero when a page is over its budget. Run after `npm run build`.
//   npx tsx scripts/bundle-size.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const outDir = 'out'
// DESIGN.md: the framework floor is ~105 KB; the projects page gets 160 KB in all. A list
// page of a project gets 165 KB: every page also carries the route table, Next's build
// manifest and webpack's chunk map, which grow with each route (the 22 networking routes
// added about 1.5 KB), and the shared table code now holds TanStack's sorting (about 1 KB).
// The 24 system routes and their navigation added about 4 KB to every page (route table
// +1.9, side navigation +1.7, build manifest +0.6), so each budget rose by 5 KB with them.
// The operations issue's 58 routes and their navigation added about 3 KB to every page
// (route table, build manifest, chunk map, the groups of the system navigation); the
// issues page 4 KB (it reads certificates' expiry from their PEM). Each page over its
// budget got what it measured, rounded up, plus 1 KB. Tables like a spreadsheet (issue 17:
// client-side filtering, the column choice in localStorage, the toolbar) added about 2 KB to
// every list page; the instances list 8 KB more (IP column, row checkboxes, bulk actions).
// Issue 17's merge (spreadsheet tables, the search button, the unsaved-changes guard and request
// preview in every side panel) put four pages over, the audit log most (+20 KB; its only side
// panel, the entry's JSON, now imports the form guard and react-hook-form with it: not yet
// measured part by part). Raised to what they measured plus 1 KB for now; issue 18 is where
// they come back down. The theme (its state in localStorage through jotai, the sync with the
// system setting) then added about 1 KB to every page; those over got the same rule.
// Issue 18: the instance page's ruled-out buttons load their tooltip on first use (205 → 185).
// A list opened by its URL starts its request before React renders (lib/api/early-list.ts,
// about 0.5 KB on the seven lists that do, for ~80 ms sooner rows): the VPC list, 0.4 KB
// over, got 176. The list pages' 130 KB goal is out of reach with this stack: Next's
// framework, main and webpack chunks are 90 KB, TanStack Table 14.6 and TanStack Query 10
// before any of the console's own code (see the issue 18 closing note). Issue 18's last pass:
// the two budgets with room left (device verify 150, serial console 200) come down to what
// they measure plus 1 KB; every other budget already was.
const pages: { name: string; html: string; budgetKB: number }[] = [
  { name: 'sign-in', html: 'login/[silo]/local.html', budgetKB: 159 },
  { name: 'projects', html: 'projects.html', budgetKB: 175 },
  { name: 'device verify', html: 'device/verify.html', budgetKB: 143 },
  { name: 'instances', html: 'projects/[project]/instances.html', budgetKB: 186 },
  // +1.1 KB on every page with the 7 alerts and updates routes (route table, build manifest,
  // webpack's chunk map): the two pages closest to their budgets got 3 KB more
  { name: 'new instance', html: 'projects/[project]/instances-new.html', budgetKB: 152 },
  // 185 since its ruled-out buttons load their tooltip on first use (issue 18)
  { name: 'instance', html: 'projects/[project]/instances/[instance]/storage.html', budgetKB: 185 },
  // the charts load after the page: the tab's own scripts stay small
  {
    name: 'metrics cpu',
    html: 'projects/[project]/instances/[instance]/metrics/cpu.html',
    budgetKB: 162,
  },
  {
    name: 'serial console',
    html: 'projects/[project]/instances/[instance]/serial-console.html',
    budgetKB: 170,
  },
  { name: 'disks', html: 'projects/[project]/disks.html', budgetKB: 186 },
  { name: 'vpcs', html: 'projects/[project]/vpcs.html', budgetKB: 176 },
  // the rule form loads with its panel, not with the tab
  {
    name: 'firewall rules',
    html: 'projects/[project]/vpcs/[vpc]/firewall-rules.html',
    budgetKB: 181,
  },
  { name: 'floating-ips', html: 'projects/[project]/floating-ips.html', budgetKB: 182 },
  { name: 'vpc subnets', html: 'projects/[project]/vpcs/[vpc]/subnets.html', budgetKB: 178 },
  {
    name: 'vpc gateways',
    html: 'projects/[project]/vpcs/[vpc]/internet-gateways.html',
    budgetKB: 178,
  },
  { name: 'vpc routers', html: 'projects/[project]/vpcs/[vpc]/routers.html', budgetKB: 178 },
  { name: 'router', html: 'projects/[project]/vpcs/[vpc]/routers/[router].html', budgetKB: 178 },
  { name: 'snapshots', html: 'projects/[project]/snapshots.html', budgetKB: 185 },
  { name: 'images', html: 'projects/[project]/images.html', budgetKB: 186 },
  { name: 'silo images', html: 'images.html', budgetKB: 178 },
  // the charts load after the meters: Tremor stays out of the page's own scripts
  { name: 'utilization', html: 'utilization.html', budgetKB: 157 },
  // the upload panel and its uploader load after the page
  // system side
  { name: 'system silos', html: 'system/silos.html', budgetKB: 175 },
  { name: 'system utilization', html: 'system/utilization.html', budgetKB: 176 },
  { name: 'inventory sleds', html: 'system/inventory/sleds.html', budgetKB: 180 },
  { name: 'ip pools', html: 'system/networking/ip-pools.html', budgetKB: 178 },
  { name: 'audit log', html: 'system/audit-log.html', budgetKB: 158 },
  { name: 'issues', html: 'system/issues.html', budgetKB: 159 },
  // the operations pages: budgets at what they measured when built, plus 2 KB
  { name: 'alerts', html: 'system/alerts.html', budgetKB: 176 },
  { name: 'updates', html: 'system/update.html', budgetKB: 177 },
  { name: 'certificates', html: 'system/certificates.html', budgetKB: 179 },
  { name: 'support bundles', html: 'system/support-bundles.html', budgetKB: 176 },
  { name: 'bgp peers', html: 'system/networking/bgp/peers.html', budgetKB: 172 },
  { name: 'switch ports', html: 'system/networking/switch-ports.html', budgetKB: 176 },
  // the inbound ICMP switch and the allow list's form are on the page itself
  { name: 'rack access', html: 'system/networking/rack-access.html', budgetKB: 154 },
  { name: 'upload image', html: 'projects/[project]/images-new.html', budgetKB: 186 },
]

const kb = (n: number) => (n / 1024).toFixed(1)

function scriptsOf(html: string): string[] {
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
    .filter((m) => !/\snomodule/.test(m[0])) // legacy polyfills: modern browsers skip them
    .map((m) => m[1])
  return [...new Set(srcs)]
}

let over = false
for (const page of pages) {
  const html = readFileSync(join(outDir, page.html), 'utf8')
  let raw = 0
  let gz = 0
  for (const src of scriptsOf(html)) {
    const body = readFileSync(join(outDir, decodeURIComponent(src.replace(/^\//, ''))))
    raw += body.length
    gz += gzipSync(body, { level: 6 }).length
  }
  const status = gz / 1024 > page.budgetKB ? 'OVER BUDGET' : 'ok'
  if (status !== 'ok') over = true
  console.log(
    `${page.name.padEnd(14)} ${kb(gz).padStart(6)} KB gzip (${kb(raw)} KB raw), budget ${page.budgetKB} KB: ${status}`,
  )
}
process.exit(over ? 1 : 0)
