// Setup through the API for the disk and snapshot tests, as the signed-in user. Resources
// may pass through a short `creating` phase: helpers that need a settled one wait for it by
// asking the API again (expect.poll), never by sleeping.
import type { Page } from '@playwright/test'
import { expect, uniqueName } from './fixtures'

export const GiB = 1024 ** 3

export async function newProject(page: Page, prefix = 'stor') {
  const project = uniqueName(prefix)
  const res = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(res.status()).toBe(201)
  return project
}

export async function newDisk(page: Page, project: string, name: string, gib = 2) {
  const res = await page.request.post(`/v1/disks?project=${project}`, {
    data: {
      name,
      description: '',
      size: gib * GiB,
      disk_source: { type: 'blank', block_size: 512 },
    },
  })
  expect(res.status()).toBe(201)
  await expect
    .poll(async () => (await view(page, `/v1/disks/${name}?project=${project}`)).state.state)
    .toBe('detached')
}

/** A ready snapshot of a disk; returns its id. */
export async function newSnapshot(page: Page, project: string, disk: string, name: string) {
  const res = await page.request.post(`/v1/snapshots?project=${project}`, {
    data: { name, description: '', disk },
  })
  expect(res.status()).toBe(201)
  await expect
    .poll(async () => (await view(page, `/v1/snapshots/${name}?project=${project}`)).state)
    .toBe('ready')
  return ((await res.json()) as { id: string }).id
}

export async function newImage(page: Page, project: string, snapshotId: string, name: string) {
  const res = await page.request.post(`/v1/images?project=${project}`, {
    data: {
      name,
      description: '',
      os: 'e2e-os',
      version: '1',
      source: { type: 'snapshot', id: snapshotId },
    },
  })
  expect(res.status()).toBe(201)
}

/** An instance that is not started: it settles in `stopped`. */
export async function newStoppedInstance(page: Page, project: string, name: string) {
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: { name, description: '', hostname: name, memory: GiB, ncpus: 1, start: false },
  })
  expect(res.status()).toBe(201)
  await expect
    .poll(async () => (await view(page, `/v1/instances/${name}?project=${project}`)).run_state)
    .toBe('stopped')
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function view(page: Page, path: string): Promise<any> {
  const res = await page.request.get(path)
  expect(res.status()).toBe(200)
  return res.json()
}
