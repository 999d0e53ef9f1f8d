// Issue 47: for each demo user, a walk of the list pages finds every write control (the
// header's create, a row's menu, the selected rows' bulk verbs), reads
// whether the console offers it (enabled, or disabled with the role it needs), and tries
// it against the mock as that user. An enabled control must be allowed (any answer but
// 403), a control disabled for a role must be refused (403). The mock is the authority;
// the console only says in advance what the mock will answer.
import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test'
import { GiB, newDisk, newImage, newSnapshot, newStoppedInstance } from './disk-setup'
import { expect, signIn, test, uniqueName } from './fixtures'

/** What the test makes for the walk, in a project of its own. */
type World = {
  project: string
  disk: string
  snapshot: string
  snapshotId: string
  image: string
  imageId: string
  floatingIp: string
  instance: string
  pool: string
  policy: unknown
}

type Probe = (api: APIRequestContext, w: World) => Promise<APIResponse>
type Walked = {
  title: string
  path: (w: World) => string
  /** The header's create control. */
  create?: string
  /** The row whose menu is walked. */
  row?: (w: World) => string
  /** The row menu's items that only read or go somewhere: not tried. */
  reads?: string[]
  /** Each write control's request, by its label. */
  probes: Record<string, Probe>
}

const scoped = (w: World) => `project=${w.project}`

// The pages are walked so that a probe allowed to delete comes after the probes that use
// what it deletes (the snapshot's disk, the image's snapshot).
// Each allowed probe either makes something new (named uniquely) or fails on the state of
// what it names (a project that still holds a VPC, a VPC that still has a subnet): only
// the role check may answer 403.
const PAGES: Walked[] = [
  {
    title: 'Images',
    path: (w) => `/projects/${w.project}/images`,
    create: 'Upload image',
    row: (w) => w.image,
    probes: {
      // an upload starts with a disk that takes blocks
      'Upload image': (api, w) =>
        api.post(`/v1/disks?${scoped(w)}`, {
          data: {
            name: uniqueName('walk-upload'),
            description: '',
            size: GiB,
            disk_source: { type: 'importing_blocks', block_size: 512 },
          },
        }),
      // by ID: a promoted image is the silo's, no longer found in the project
      Promote: (api, w) => api.post(`/v1/images/${w.imageId}/promote`),
      Delete: (api, w) => api.delete(`/v1/images/${w.imageId}`),
    },
  },
  {
    title: 'Snapshots',
    path: (w) => `/projects/${w.project}/snapshots`,
    create: 'New snapshot',
    row: (w) => w.snapshot,
    probes: {
      'New snapshot': (api, w) =>
        api.post(`/v1/snapshots?${scoped(w)}`, {
          data: { name: uniqueName('walk-snap'), description: '', disk: w.disk },
        }),
      'Create image': (api, w) =>
        api.post(`/v1/images?${scoped(w)}`, {
          data: {
            name: uniqueName('walk-image'),
            description: '',
            os: 'walk',
            version: '1',
            source: { type: 'snapshot', id: w.snapshotId },
          },
        }),
      Delete: (api, w) => api.delete(`/v1/snapshots/${w.snapshot}?${scoped(w)}`),
    },
  },
  {
    title: 'Disks',
    path: (w) => `/projects/${w.project}/disks`,
    create: 'New disk',
    row: (w) => w.disk,
    probes: {
      'New disk': (api, w) =>
        api.post(`/v1/disks?${scoped(w)}`, {
          data: {
            name: uniqueName('walk-disk'),
            description: '',
            size: GiB,
            disk_source: { type: 'blank', block_size: 512 },
          },
        }),
      Snapshot: (api, w) =>
        api.post(`/v1/snapshots?${scoped(w)}`, {
          data: { name: uniqueName('walk-snap'), description: '', disk: w.disk },
        }),
      Attach: (api, w) =>
        api.post(`/v1/instances/${w.instance}/disks/attach?${scoped(w)}`, {
          data: { disk: w.disk },
        }),
      Detach: (api, w) =>
        api.post(`/v1/instances/${w.instance}/disks/detach?${scoped(w)}`, {
          data: { disk: w.disk },
        }),
      Delete: (api, w) => api.delete(`/v1/disks/${w.disk}?${scoped(w)}`),
    },
  },
  {
    title: 'Floating IPs',
    path: (w) => `/projects/${w.project}/floating-ips`,
    create: 'New floating IP',
    row: (w) => w.floatingIp,
    probes: {
      'New floating IP': (api, w) =>
        api.post(`/v1/floating-ips?${scoped(w)}`, {
          data: { name: uniqueName('walk-fip'), description: '' },
        }),
      Edit: (api, w) =>
        api.put(`/v1/floating-ips/${w.floatingIp}?${scoped(w)}`, {
          data: { description: 'walked' },
        }),
      Attach: (api, w) =>
        api.post(`/v1/floating-ips/${w.floatingIp}/attach?${scoped(w)}`, {
          data: { kind: 'instance', parent: w.instance },
        }),
      Detach: (api, w) => api.post(`/v1/floating-ips/${w.floatingIp}/detach?${scoped(w)}`),
      Delete: (api, w) => api.delete(`/v1/floating-ips/${w.floatingIp}?${scoped(w)}`),
    },
  },
  {
    title: 'Instances',
    path: (w) => `/projects/${w.project}/instances`,
    create: 'New instance',
    row: (w) => w.instance,
    reads: ['Serial console'],
    probes: {
      'New instance': (api, w) => {
        const name = uniqueName('walk-inst')
        return api.post(`/v1/instances?${scoped(w)}`, {
          data: { name, description: '', hostname: name, memory: GiB, ncpus: 1, start: false },
        })
      },
      Start: (api, w) => api.post(`/v1/instances/${w.instance}/start?${scoped(w)}`),
      Stop: (api, w) => api.post(`/v1/instances/${w.instance}/stop?${scoped(w)}`),
      Reboot: (api, w) => api.post(`/v1/instances/${w.instance}/reboot?${scoped(w)}`),
      Resize: (api, w) =>
        api.put(`/v1/instances/${w.instance}?${scoped(w)}`, {
          data: { ncpus: 1, memory: GiB, boot_disk: null, auto_restart_policy: null },
        }),
      // a clone is a new instance, made like any other
      Clone: (api, w) => {
        const name = uniqueName('walk-clone')
        return api.post(`/v1/instances?${scoped(w)}`, {
          data: { name, description: '', hostname: name, memory: GiB, ncpus: 1, start: false },
        })
      },
      Delete: (api, w) => api.delete(`/v1/instances/${w.instance}?${scoped(w)}`),
    },
  },
  {
    title: 'VPCs',
    path: (w) => `/projects/${w.project}/vpcs`,
    create: 'New VPC',
    row: () => 'default',
    probes: {
      'New VPC': (api, w) => {
        const name = uniqueName('walk-vpc')
        return api.post(`/v1/vpcs?${scoped(w)}`, {
          data: { name, description: '', dns_name: name },
        })
      },
      Edit: (api, w) =>
        api.put(`/v1/vpcs/default?${scoped(w)}`, { data: { description: 'walked' } }),
      Delete: (api, w) => api.delete(`/v1/vpcs/default?${scoped(w)}`),
    },
  },
  {
    title: 'Project access',
    path: (w) => `/projects/${w.project}/access`,
    create: 'Add role',
    row: () => 'collaborator',
    probes: {
      // the policy as it is: a write that changes nothing
      'Add role': (api, w) => api.put(`/v1/projects/${w.project}/policy`, { data: w.policy }),
      'Change role': (api, w) => api.put(`/v1/projects/${w.project}/policy`, { data: w.policy }),
      Remove: (api, w) => api.put(`/v1/projects/${w.project}/policy`, { data: w.policy }),
    },
  },
  {
    title: 'Projects',
    path: () => '/projects',
    create: 'New Project',
    row: (w) => w.project,
    probes: {
      'New Project': (api) =>
        api.post('/v1/projects', { data: { name: uniqueName('walk-proj'), description: '' } }),
      Edit: (api, w) => api.put(`/v1/projects/${w.project}`, { data: { description: 'walked' } }),
      // it still holds a VPC: allowed, it fails on that
      Delete: (api, w) => api.delete(`/v1/projects/${w.project}`),
    },
  },
  {
    title: 'IP pools',
    path: () => '/system/networking/ip-pools',
    create: 'New IP pool',
    row: (w) => w.pool,
    probes: {
      'New IP pool': (api) =>
        api.post('/v1/system/ip-pools', {
          data: { name: uniqueName('walk-pool'), description: '' },
        }),
      Edit: (api, w) =>
        api.put(`/v1/system/ip-pools/${w.pool}`, { data: { description: 'walked' } }),
      Delete: (api, w) => api.delete(`/v1/system/ip-pools/${w.pool}`),
    },
  },
  {
    title: 'Silos',
    path: () => '/system/silos',
    create: 'New silo',
    probes: {
      'New silo': (api) =>
        api.post('/v1/system/silos', {
          data: {
            name: uniqueName('walk-silo'),
            description: '',
            discoverable: false,
            identity_mode: 'local_only',
            quotas: { cpus: 0, memory: 0, storage: 0 },
            tls_certificates: [],
          },
        }),
    },
  },
]

type Control = { label: string; disabled: boolean; reason?: string; bulk?: boolean }

async function described(control: Locator): Promise<string | undefined> {
  const id = await control.getAttribute('aria-describedby')
  if (!id) return undefined
  return control.page().evaluate((i) => document.getElementById(i)?.textContent ?? undefined, id)
}

async function read(control: Locator, label: string): Promise<Control> {
  const disabled = (await control.getAttribute('aria-disabled')) === 'true'
  return { label, disabled, reason: disabled ? await described(control) : undefined }
}

async function headerControl(page: Page, label: string): Promise<Control | undefined> {
  const main = page.getByRole('main')
  const control = main
    .getByRole('link', { name: label, exact: true })
    .or(main.getByRole('button', { name: label, exact: true }))
    .first()
  if (!(await control.isVisible())) return undefined
  return read(control, label)
}

async function rowControls(page: Page, row: string): Promise<Control[]> {
  const trigger = page.getByRole('button', { name: `Actions for ${row}`, exact: true })
  if (!(await trigger.isVisible())) return []
  await trigger.click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const controls: Control[] = []
  for (const item of await menu.getByRole('menuitem').all()) {
    controls.push(await read(item, (await item.innerText()).trim()))
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  return controls
}

/** The selected rows' actions, once the row is selected (their bar loads with the first selection). */
async function bulkControls(page: Page, row: string): Promise<Control[]> {
  const select = page.getByRole('checkbox', { name: `Select ${row}`, exact: true })
  if (!(await select.isVisible())) return []
  await select.check()
  const bar = page.getByRole('group', { name: /^Selected / })
  await expect(bar).toBeVisible()
  const controls: Control[] = []
  for (const button of await bar.getByRole('button').all()) {
    const label = (await button.innerText()).trim()
    if (label !== 'Clear selection') controls.push({ ...(await read(button, label)), bulk: true })
  }
  await select.uncheck()
  return controls
}

/** What the fleet admin makes for one walk: a project the collaborator works in, and its things. */
async function makeWorld(admin: Page): Promise<World> {
  const project = uniqueName('walk')
  expect(
    (
      await admin.request.post('/v1/projects', { data: { name: project, description: '' } })
    ).status(),
  ).toBe(201)
  const users = await (await admin.request.get('/v1/users?limit=1000')).json()
  const collaborator = (users.items as { id: string; display_name: string }[]).find(
    (u) => u.display_name === 'collaborator',
  )
  const policy = {
    role_assignments: [
      { identity_type: 'silo_user', identity_id: collaborator?.id, role_name: 'collaborator' },
    ],
  }
  const put = await admin.request.put(`/v1/projects/${project}/policy`, { data: policy })
  expect(put.status()).toBe(200)
  const disk = uniqueName('walk-disk')
  await newDisk(admin, project, disk, 1)
  const snapshot = uniqueName('walk-snap')
  const snapshotId = await newSnapshot(admin, project, disk, snapshot)
  const image = uniqueName('walk-image')
  await newImage(admin, project, snapshotId, image)
  const imageId = (
    (await (await admin.request.get(`/v1/images/${image}?project=${project}`)).json()) as {
      id: string
    }
  ).id
  const floatingIp = uniqueName('walk-fip')
  const fip = await admin.request.post(`/v1/floating-ips?project=${project}`, {
    data: { name: floatingIp, description: '' },
  })
  expect(fip.status()).toBe(201)
  const instance = uniqueName('walk-inst')
  await newStoppedInstance(admin, project, instance)
  const pool = uniqueName('walk-pool')
  const made = await admin.request.post('/v1/system/ip-pools', {
    data: { name: pool, description: '' },
  })
  expect(made.status()).toBe(201)
  return { project, disk, snapshot, snapshotId, image, imageId, floatingIp, instance, pool, policy }
}

const ROLE_REASON = /^Needs /

for (const user of ['fleet-admin', 'silo-admin', 'collaborator', 'viewer', 'nobody']) {
  test(`${user}: each write control on the list pages is as the mock answers`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await signIn(admin, 'fleet-admin')
    const world = await makeWorld(admin)
    await adminContext.close()

    await signIn(page, user)
    const tried: string[] = []
    for (const walked of PAGES) {
      await page.goto(walked.path(world))
      // the page's reads, the user's roles among them, have answered
      await page.waitForLoadState('networkidle')
      const controls: Control[] = []
      if (walked.create) {
        const header = await headerControl(page, walked.create)
        if (header) controls.push(header)
      }
      if (walked.row) {
        controls.push(...(await rowControls(page, walked.row(world))))
        // a bulk verb sends the same request for each row as the row's own item
        controls.push(...(await bulkControls(page, walked.row(world))))
      }

      const triedHere = new Map<string, 'allowed' | 'refused'>()
      for (const control of controls) {
        const where = `${user} on ${walked.title}: ${control.bulk ? 'bulk ' : ''}${control.label}`
        // disabled for the state of the row (a stopped instance can't be stopped), not a role
        if (control.disabled && !ROLE_REASON.test(control.reason ?? '')) continue
        if (walked.reads?.includes(control.label)) continue
        // the row's own item sent this request already (and may have deleted the row):
        // the bulk verb must be offered as the item was
        const asRow = control.bulk && triedHere.get(control.label)
        if (asRow !== undefined && asRow !== false) {
          expect(control.disabled, `${where} is offered as the row's ${control.label}`).toBe(
            asRow === 'refused',
          )
          tried.push(`${where}: as the row's`)
          continue
        }
        const probe = walked.probes[control.label]
        expect(probe, `${where} has a request to try`).toBeDefined()
        const status = (await probe(page.request, world)).status()
        if (control.disabled) {
          expect(status, `${where} is disabled (${control.reason}), so the mock refuses it`).toBe(
            403,
          )
        } else {
          expect(status, `${where} is enabled, so the mock allows it`).not.toBe(403)
          expect(status, `${where} is enabled, so the mock finds it`).not.toBe(404)
        }
        if (!control.bulk) triedHere.set(control.label, control.disabled ? 'refused' : 'allowed')
        tried.push(`${where}: ${control.disabled ? 'refused' : 'allowed'}`)
      }
    }
    // every user meets at least one control, and no one but the admins may do all
    expect(tried.length, tried.join('\n')).toBeGreaterThan(0)
    test.info().annotations.push({ type: 'tried', description: tried.join('; ') })
  })
}
