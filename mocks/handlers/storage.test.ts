import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
import { db } from '../store/db'
import { testServer, type ErrorBody } from '../test-helpers'

/**
 * Disks, snapshots and images as the storage pages and the image upload
 * drive them: state moves on a fake clock (only `Date`), the bulk import,
 * delete rules, the storage quota, promote and demote.
 */

type Disk = { id: string; name: string; size: number; state: { state: string; instance?: string } }
type Snapshot = { id: string; name: string; state: string; disk_id: string; size: number }
type Image = {
  id: string
  name: string
  project_id?: string | null
  size: number
  block_size: number
  digest?: { type: string; value: string } | null
}
type Page<T> = { items: T[]; next_page: string | null }
type Caller = Awaited<ReturnType<ReturnType<typeof testServer>['as']>>

const GiB = 1024 ** 3
const KiB = 1024
const P = 'project=mock-project'

const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.stubEnv('MOCK_DISK_TRANSITION_MS', '500')
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as ErrorBody) }
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return JSON.parse(text) as T
}

const blank = (name: string, gib = 1, block_size = 512) => ({
  name,
  description: '',
  size: gib * GiB,
  disk_source: { type: 'blank', block_size },
})

const forUpload = (name: string, gib = 1, block_size = 512) => ({
  name,
  description: '',
  size: gib * GiB,
  disk_source: { type: 'importing_blocks', block_size },
})

const diskState = async (c: Caller, name: string) =>
  (await json<Disk>(await c.get(`/v1/disks/${name}?${P}`))).state.state

describe('disk and snapshot states', () => {
  it('a new disk is creating, then detached; one for an upload starts import_ready', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const disk = await json<Disk>(await c.post(`/v1/disks?${P}`, blank('fresh')), 201)
    expect(schema.Disk.safeParse(disk).success).toBe(true)
    expect(disk.state).toEqual({ state: 'creating' })
    later(499)
    expect(await diskState(c, 'fresh')).toBe('creating')
    later(1)
    expect(await diskState(c, 'fresh')).toBe('detached')

    const upload = await json<Disk>(await c.post(`/v1/disks?${P}`, forUpload('up')), 201)
    expect(upload.state).toEqual({ state: 'import_ready' })
  })

  it('the seeded disk and snapshot being created land like new ones, from server start', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const snapshotState = async () =>
      (await json<Snapshot>(await c.get(`/v1/snapshots/db1-data-hourly?${P}`))).state
    expect(await diskState(c, 'new-volume')).toBe('creating')
    expect(await snapshotState()).toBe('creating')
    later(500)
    expect(await diskState(c, 'new-volume')).toBe('detached')
    expect(await snapshotState()).toBe('ready')
    // a disk waiting for an upload waits for the user
    expect(await diskState(c, 'import-target')).toBe('import_ready')
  })

  it('a disk still being created may be attached, and lands attached', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    await c.post(`/v1/disks?${P}`, blank('quick'))
    const attach = await c.post(`/v1/instances/build-runner/disks/attach?${P}`, { disk: 'quick' })
    expect(((await json<Disk>(attach, 202)) as Disk).state.state).toBe('attaching')
    later(500)
    expect(await diskState(c, 'quick')).toBe('attached')
  })

  it('a new snapshot is creating, then ready; nothing is made from it until then', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const snap = await json<Snapshot>(
      await c.post(`/v1/snapshots?${P}`, { name: 'snap-1', description: '', disk: 'scratch' }),
      201,
    )
    expect(schema.Snapshot.safeParse(snap).success).toBe(true)
    expect(snap.state).toBe('creating')
    expect(snap.size).toBe(50 * GiB)

    const fromIt = {
      name: 'restored',
      description: '',
      size: 50 * GiB,
      disk_source: { type: 'snapshot', snapshot_id: snap.id },
    }
    expect(await errorOf(await c.post(`/v1/disks?${P}`, fromIt))).toMatchObject({
      status: 400,
      message: 'snapshot "snap-1" is not ready (state creating)',
    })
    const image = {
      name: 'img',
      description: '',
      os: 'linux',
      version: '1',
      source: { type: 'snapshot', id: snap.id },
    }
    expect(await errorOf(await c.post(`/v1/images?${P}`, image))).toMatchObject({
      status: 400,
      message: 'snapshot "snap-1" is not ready (state creating)',
    })
    expect(await errorOf(await c.del(`/v1/snapshots/snap-1?${P}`))).toMatchObject({
      status: 400,
      message: 'snapshot cannot be deleted in state Creating',
    })

    later(500)
    expect((await json<Snapshot>(await c.get(`/v1/snapshots/snap-1?${P}`))).state).toBe('ready')
    const restored = await json<Disk>(await c.post(`/v1/disks?${P}`, fromIt), 201)
    expect(restored.state.state).toBe('creating')
    // Nexus records the source and takes its block size
    expect(restored).toMatchObject({ snapshot_id: snap.id, image_id: null, block_size: 4096 })
    expect(await json<Image>(await c.post(`/v1/images?${P}`, image), 201)).toMatchObject({
      size: 50 * GiB,
      block_size: 4096,
    })
    expect((await c.del(`/v1/snapshots/snap-1?${P}`)).status).toBe(204)
  })

  it('refuses disks smaller than their source, and sizes Nexus would not take', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const nightly = db.snapshots.find((s) => s.name === 'db1-data-nightly')!
    const small = await c.post(`/v1/disks?${P}`, {
      name: 'small',
      description: '',
      size: 100 * GiB,
      disk_source: { type: 'snapshot', snapshot_id: nightly.id },
    })
    expect(await errorOf(small)).toMatchObject({
      status: 400,
      message: `disk size ${100 * GiB} must be greater than or equal to snapshot size ${200 * GiB}`,
    })
    const windows = db.images.find((i) => i.name === 'windows-server-2022')!
    const fromImage = await c.post(`/v1/disks?${P}`, {
      name: 'small',
      description: '',
      size: 10 * GiB,
      disk_source: { type: 'image', image_id: windows.id },
    })
    expect(await errorOf(fromImage)).toMatchObject({
      status: 400,
      message: `disk size ${10 * GiB} must be greater than or equal to image size ${20 * GiB}`,
    })
    for (const [size, message] of [
      [GiB / 2, 'unsupported value for "size": total size must be at least 1 GiB'],
      [GiB + 4096, 'unsupported value for "size": total size must be a multiple of 1 GiB'],
      [1024 * GiB, 'unsupported value for "size": total size must be less than 1023 GiB'],
    ] as const) {
      const res = await c.post(`/v1/disks?${P}`, { ...blank('odd'), size })
      expect(await errorOf(res)).toMatchObject({ status: 400, error_code: 'InvalidValue', message })
    }
    expect(db.disks.some((d) => d.name === 'small' || d.name === 'odd')).toBe(false)
  })
})

describe('bulk import', () => {
  const d = (name: string, action = '') => `/v1/disks/${name}${action ? `/${action}` : ''}?${P}`
  const write = (offset: number, data: Buffer | string) => ({
    offset,
    base64_encoded_data: typeof data === 'string' ? data : data.toString('base64'),
  })
  const pattern = (length: number, seed: number) =>
    Buffer.from(Array.from({ length }, (_, i) => (i * 7 + seed) & 0xff))

  async function importing(c: Caller, name = 'upload', gib = 1) {
    await json(await c.post(`/v1/disks?${P}`, forUpload(name, gib)), 201)
    expect((await c.post(d(name, 'bulk-write-start'))).status).toBe(204)
    expect(await diskState(c, name)).toBe('importing_from_bulk_writes')
    return db.disks.find((x) => x.name === name)!
  }

  it('stores parallel writes, finalizes with a ready snapshot, and images carry the digest', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const disk = await importing(c)
    const file = pattern(8 * 512 * KiB, 3)
    const chunks = Array.from({ length: 8 }, (_, i) => i * 512 * KiB)
    const answers = await Promise.all(
      chunks.map((at) =>
        c.post(d('upload', 'bulk-write'), write(at, file.subarray(at, at + 512 * KiB))),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(chunks.map(() => 204))
    expect(db.diskData.get(disk.id)?.written).toBe(file.length)

    expect((await c.post(d('upload', 'bulk-write-stop'))).status).toBe(204)
    expect(await diskState(c, 'upload')).toBe('import_ready')
    expect((await c.post(d('upload', 'finalize'), { snapshot_name: 'upload-snap' })).status).toBe(
      204,
    )
    expect(await diskState(c, 'upload')).toBe('detached')
    const snap = await json<Snapshot>(await c.get(`/v1/snapshots/upload-snap?${P}`))
    expect(snap).toMatchObject({ state: 'ready', disk_id: disk.id, size: GiB })

    const image = await json<Image>(
      await c.post(`/v1/images?${P}`, {
        name: 'uploaded',
        description: '',
        os: 'alpine',
        version: '3.20',
        source: { type: 'snapshot', id: snap.id },
      }),
      201,
    )
    expect(schema.Image.safeParse(image).success).toBe(true)
    expect(image).toMatchObject({ size: GiB, block_size: 512, project_id: disk.project_id })
    expect(image.digest).toEqual({
      type: 'sha256',
      value: createHash('sha256').update(file).digest('hex'),
    })

    // the upload's cleanup: the disk and snapshot go, the image stays, the blocks are freed
    expect((await c.del(d('upload'))).status).toBe(204)
    expect(db.diskData.has(disk.id)).toBe(false)
    expect(db.snapshotData.has(snap.id)).toBe(true)
    expect((await c.del(`/v1/snapshots/upload-snap?${P}`)).status).toBe(204)
    expect(db.snapshotData.has(snap.id)).toBe(false)
    expect((await c.get(`/v1/images/uploaded?${P}`)).status).toBe(200)
  })

  it('refuses bad writes with 400 and stores nothing', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const disk = await importing(c)
    const block = pattern(512, 1)
    const cases: [string, unknown, string][] = [
      [
        'not base64',
        write(0, 'AAAA!AAA'),
        'error base64 decoding data: Invalid symbol 33, offset 4.',
      ],
      ['bad padding', write(0, 'AAAAAA'), 'error base64 decoding data: Invalid padding'],
      [
        'an unaligned offset',
        write(100, block),
        'Offset not block aligned: offset 100 is not a multiple of the block size 512',
      ],
      [
        'part of a block',
        write(0, pattern(700, 1)),
        'Data length not block size multiple: 700 bytes is not a multiple of the block size 512',
      ],
      ['no data', write(0, ''), 'Invalid number of blocks: no data to write (at least 512 bytes)'],
      [
        'a write past the end',
        write(GiB - 512, pattern(1024, 1)),
        `Offset past end of extent: 1024 bytes at offset ${GiB - 512} would end past the disk's ${GiB} bytes`,
      ],
      [
        'more than 512 KiB',
        write(0, pattern(512 * KiB + 512, 1)),
        'Invalid number of blocks: data len 524800 over max chunk size 524288!',
      ],
    ]
    for (const [what, body, message] of cases) {
      const res = await c.post(d('upload', 'bulk-write'), body)
      expect(await errorOf(res), what).toMatchObject({ status: 400, message })
    }
    expect(db.diskData.has(disk.id)).toBe(false)
    expect(await diskState(c, 'upload')).toBe('importing_from_bulk_writes')
  })

  it('takes writes only while importing, and each step only in its state', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    await json(await c.post(`/v1/disks?${P}`, forUpload('upload')), 201)
    const block = write(0, pattern(512, 1))
    expect(await errorOf(await c.post(d('upload', 'bulk-write'), block))).toMatchObject({
      status: 400,
      message: 'cannot import blocks with a bulk write for disk in state ImportReady',
    })
    expect(await errorOf(await c.post(d('upload', 'bulk-write-stop')))).toMatchObject({
      status: 400,
      message: 'cannot set disk in state ImportReady to "import_ready"',
    })
    await c.post(d('upload', 'bulk-write-start'))
    expect(await errorOf(await c.post(d('upload', 'bulk-write-start')))).toMatchObject({
      status: 400,
      message: 'cannot set disk in state ImportingFromBulkWrites to "importing_from_bulk_writes"',
    })
    expect(await errorOf(await c.post(d('upload', 'finalize'), {}))).toMatchObject({
      status: 400,
      message: 'cannot finalize disk in state ImportingFromBulkWrites',
    })
    await c.post(d('upload', 'bulk-write-stop'))
    expect((await c.post(d('upload', 'finalize'), {})).status).toBe(204)
    expect(await errorOf(await c.post(d('upload', 'bulk-write'), block))).toMatchObject({
      status: 400,
      message: 'cannot import blocks with a bulk write for disk in state Detached',
    })
    expect(await errorOf(await c.post(d('scratch', 'bulk-write-start')))).toMatchObject({
      status: 400,
      message: 'cannot set disk in state Detached to "importing_from_bulk_writes"',
    })
    // a viewer may look but not write
    const viewer = await as('viewer')
    expect((await viewer.post(d('import-target', 'bulk-write-start'))).status).toBe(403)
  })

  it('finalize checks the snapshot name before the disk moves', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    await importing(c)
    await c.post(d('upload', 'bulk-write-stop'))
    const before = db.snapshots.length
    expect(
      await errorOf(await c.post(d('upload', 'finalize'), { snapshot_name: 'db1-data-nightly' })),
    ).toMatchObject({ status: 400, message: 'already exists: snapshot "db1-data-nightly"' })
    expect(await diskState(c, 'upload')).toBe('import_ready')
    expect(db.snapshots.length).toBe(before)
  })

  it('a cancelled upload is cleaned up: stop, finalize without a snapshot, then delete', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const disk = await importing(c)
    await c.post(d('upload', 'bulk-write'), write(0, pattern(4096, 1)))
    expect(await errorOf(await c.del(d('upload')))).toMatchObject({
      status: 400,
      message: 'disk cannot be deleted in state "importing_from_bulk_writes"',
    })
    await c.post(d('upload', 'bulk-write-stop'))
    expect(await errorOf(await c.del(d('upload')))).toMatchObject({
      status: 400,
      message: 'disk cannot be deleted in state "import_ready"',
    })
    const snapshots = db.snapshots.length
    expect((await c.post(d('upload', 'finalize'), {})).status).toBe(204)
    expect(db.snapshots.length).toBe(snapshots)
    expect((await c.del(d('upload'))).status).toBe(204)
    expect(db.diskData.has(disk.id)).toBe(false)
  })
})

describe('delete rules', () => {
  it('deletes detached and faulted disks only', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    for (const [name, state] of [
      ['db1-data', 'attached'],
      ['build-runner-boot', 'attached'],
      ['new-volume', 'creating'],
      ['api-server-boot', 'attaching'],
      ['import-target', 'import_ready'],
    ]) {
      expect(await errorOf(await c.del(`/v1/disks/${name}?${P}`)), name).toMatchObject({
        status: 400,
        error_code: 'InvalidRequest',
        message: `disk cannot be deleted in state "${state}"`,
      })
    }
    for (const name of ['scratch', 'broken-disk']) {
      expect((await c.del(`/v1/disks/${name}?${P}`)).status, name).toBe(204)
    }
    // a snapshot outlives its disk
    expect(
      (await json<Snapshot>(await c.get(`/v1/snapshots/scratch-before-wipe?${P}`))).state,
    ).toBe('ready')
  })

  it('refuses to delete an image while a disk is being created from it', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const appBase = db.images.find((i) => i.name === 'app-base')!
    const made = await json<Disk>(
      await c.post(`/v1/disks?${P}`, {
        name: 'from-app-base',
        description: '',
        size: 3 * GiB,
        disk_source: { type: 'image', image_id: appBase.id },
      }),
      201,
    )
    expect(made).toMatchObject({ image_id: appBase.id, snapshot_id: null, block_size: 512 })
    expect(await errorOf(await c.del(`/v1/images/app-base?${P}`))).toMatchObject({
      status: 400,
      message: 'image "app-base" is in use: disk "from-app-base" is still being created from it',
    })
    later(500)
    expect((await c.del(`/v1/images/app-base?${P}`)).status).toBe(204)
    // the disk keeps its copy
    expect(await diskState(c, 'from-app-base')).toBe('detached')
  })
})

describe('storage quota', () => {
  /** A silo with 10 GiB of storage, its admin and a project. */
  async function smallSilo() {
    const server = testServer()
    const op = await server.as('fleet-admin')
    await json(
      await op.post('/v1/system/silos', {
        name: 'little',
        description: '',
        discoverable: true,
        identity_mode: 'local_only',
        quotas: { cpus: 4, memory: 8 * GiB, storage: 10 * GiB },
        tls_certificates: [],
        mapped_fleet_roles: {},
      }),
      201,
    )
    const user = await json<{ id: string }>(
      await op.post('/v1/system/identity-providers/local/users?silo=little', {
        external_id: 'lou',
        password: { mode: 'password', value: 'little-silo-pw' },
      }),
      201,
    )
    await op.put('/v1/system/silos/little/policy', {
      role_assignments: [{ identity_id: user.id, identity_type: 'silo_user', role_name: 'admin' }],
    })
    const cookie = await server.login('lou', 'little-silo-pw', 'little')
    const send = (method: string) => (path: string, body?: unknown) =>
      server.call(method, path, { cookie, body })
    const lou = { get: send('GET'), post: send('POST'), put: send('PUT'), del: send('DELETE') }
    await json(await lou.post('/v1/projects', { name: 'p', description: '' }), 201)
    return lou
  }

  const STORAGE =
    'Insufficient capacity: Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.'

  it('counts disks and snapshots, and disks made for an upload', async () => {
    const lou = await smallSilo()
    const Q = 'project=p'
    await json(await lou.post(`/v1/disks?${Q}`, blank('four', 4)), 201)
    later(500)
    await json(
      await lou.post(`/v1/snapshots?${Q}`, { name: 'four-snap', description: '', disk: 'four' }),
      201,
    )
    const util = await json<{ provisioned: { storage: number } }>(await lou.get('/v1/utilization'))
    expect(util.provisioned.storage).toBe(8 * GiB)

    const refused = { status: 507, error_code: 'InsufficientCapacity', message: STORAGE }
    expect(
      await errorOf(
        await lou.post(`/v1/snapshots?${Q}`, { name: 'four-again', description: '', disk: 'four' }),
      ),
    ).toMatchObject(refused)
    expect(await errorOf(await lou.post(`/v1/disks?${Q}`, forUpload('up', 3)))).toMatchObject(
      refused,
    )
    await json(await lou.post(`/v1/disks?${Q}`, forUpload('up', 2)), 201)
    // finalizing with a snapshot would need 2 GiB more
    await lou.post(`/v1/disks/up/bulk-write-start?${Q}`)
    await lou.post(`/v1/disks/up/bulk-write-stop?${Q}`)
    expect(
      await errorOf(await lou.post(`/v1/disks/up/finalize?${Q}`, { snapshot_name: 'up-snap' })),
    ).toMatchObject(refused)
    const up = await json<Disk>(await lou.get(`/v1/disks/up?${Q}`))
    expect(up.state.state).toBe('import_ready')

    // deleting the snapshot, once it is ready, gives its storage back
    later(500)
    expect((await lou.del(`/v1/snapshots/four-snap?${Q}`)).status).toBe(204)
    expect(
      (await lou.post(`/v1/disks/up/finalize?${Q}`, { snapshot_name: 'up-snap' })).status,
    ).toBe(204)
  })
})

describe('promote and demote', () => {
  const newImage = async (c: Caller, name: string) => {
    const nightly = db.snapshots.find((s) => s.name === 'db1-data-nightly')!
    return json<Image>(
      await c.post(`/v1/images?${P}`, {
        name,
        description: '',
        os: 'debian',
        version: '12',
        source: { type: 'snapshot', id: nightly.id },
      }),
      201,
    )
  }
  const names = async (c: Caller, query = '') =>
    (await json<Page<Image>>(await c.get(`/v1/images${query}`))).items.map((i) => i.name)

  it('moves an image between the project and the silo', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const admin = await as('silo-admin')
    const image = await newImage(c, 'golden')
    expect(await names(c, `?${P}`)).toContain('golden')
    expect(await names(c)).not.toContain('golden')

    // the silo's images need silo collaborator
    expect((await c.post(`/v1/images/golden/promote?${P}`)).status).toBe(403)
    const promoted = await json<Image>(await admin.post(`/v1/images/golden/promote?${P}`), 202)
    expect(schema.Image.safeParse(promoted).success).toBe(true)
    expect(promoted.project_id ?? null).toBeNull()
    expect(await names(c)).toContain('golden')
    expect(await names(c, `?${P}`)).not.toContain('golden')

    // a silo image is found by name without a project, by id alone
    expect((await c.get('/v1/images/golden')).status).toBe(200)
    expect((await c.get(`/v1/images/${image.id}`)).status).toBe(200)
    expect(await errorOf(await c.get(`/v1/images/golden?${P}`))).toMatchObject({
      status: 404,
      message: 'not found: project-image with name "golden"',
    })
    expect(await errorOf(await c.get(`/v1/images/${image.id}?${P}`))).toMatchObject({
      status: 400,
      message: 'when providing image as an ID, project should not be specified',
    })
    expect(await errorOf(await admin.post(`/v1/images/golden/promote`))).toMatchObject({
      status: 400,
      message: 'Cannot promote a silo image',
    })
    expect((await c.del('/v1/images/golden')).status).toBe(403)

    expect((await c.post(`/v1/images/golden/demote?${P}`)).status).toBe(403)
    const demoted = await json<Image>(await admin.post(`/v1/images/golden/demote?${P}`), 202)
    expect(demoted.project_id).toBe(image.project_id)
    expect(await names(c, `?${P}`)).toContain('golden')
    expect(await names(c)).not.toContain('golden')
    expect(await errorOf(await admin.post(`/v1/images/${image.id}/demote?${P}`))).toMatchObject({
      status: 400,
      message: 'Cannot demote a project image',
    })
    expect((await c.del(`/v1/images/golden?${P}`)).status).toBe(204)
  })

  it('keeps names unique where the image goes', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const admin = await as('silo-admin')
    await newImage(c, 'ubuntu-24-04')
    expect(await errorOf(await admin.post(`/v1/images/ubuntu-24-04/promote?${P}`))).toMatchObject({
      status: 400,
      message: 'already exists: silo-image "ubuntu-24-04"',
    })
    expect(await names(c, `?${P}`)).toContain('ubuntu-24-04')
    expect(await errorOf(await admin.post(`/v1/images/ubuntu-24-04/demote?${P}`))).toMatchObject({
      status: 400,
      message: 'already exists: project-image "ubuntu-24-04"',
    })
    expect(await names(c)).toContain('ubuntu-24-04')
  })
})

describe('the seed', () => {
  it('has disks in many states, snapshots (one of a deleted disk) and images of both kinds', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const disks = (await json<Page<Disk>>(await c.get(`/v1/disks?${P}&limit=100`))).items
    const states = new Set(disks.map((x) => x.state.state))
    for (const s of ['attached', 'detached', 'creating', 'faulted', 'import_ready']) {
      expect(states).toContain(s)
    }
    const runner = db.instances.find((i) => i.name === 'build-runner')!
    expect(runner.run_state).toBe('stopped')
    expect(disks.some((x) => x.state.instance === runner.id)).toBe(true)

    const snaps = (await json<Page<Snapshot>>(await c.get(`/v1/snapshots?${P}`))).items
    expect(snaps.length).toBeGreaterThanOrEqual(2)
    const ids = new Set(disks.map((x) => x.id))
    expect(snaps.some((s) => !ids.has(s.disk_id))).toBe(true)
    // a snapshot is as large as its disk
    for (const s of snaps) {
      const disk = disks.find((x) => x.id === s.disk_id)
      if (disk) expect(s.size).toBe(disk.size)
    }
    expect((await json<Page<Image>>(await c.get(`/v1/images?${P}`))).items.length).toBeGreaterThan(
      0,
    )
    expect((await json<Page<Image>>(await c.get('/v1/images'))).items.length).toBeGreaterThan(0)
    // disks are no smaller than the images they were made from
    for (const disk of db.disks) {
      const image = db.images.find((i) => i.id === disk.image_id)
      if (image) expect(disk.size).toBeGreaterThanOrEqual(image.size)
    }
    // disks made from a silo image, a project image, a snapshot, and an image deleted since;
    // each no smaller than its source, with its block size
    const made = (name: string) => db.disks.find((x) => x.name === name)!
    const image = (id?: string | null) => db.images.find((i) => i.id === id)
    expect(image(made('db1-boot').image_id)?.project_id).toBeNull()
    const archive = made('data-archive')
    expect(image(archive.image_id)?.project_id).toBe(archive.project_id)
    expect(archive.time_created > image(archive.image_id)!.time_created).toBe(true)
    expect(made('scratch').image_id).toBeTruthy()
    expect(image(made('scratch').image_id)).toBeUndefined()
    const fromSnapshot = made('broken-disk')
    const source = db.snapshots.find((s) => s.id === fromSnapshot.snapshot_id)!
    expect(source.name).toBe('web-1-golden')
    expect(fromSnapshot.size).toBeGreaterThanOrEqual(source.size)
    expect(fromSnapshot.block_size).toBe(db.snapshotBlockSize.get(source.id))
    expect(fromSnapshot.time_created > source.time_created).toBe(true)
    for (const disk of db.disks) {
      const from = image(disk.image_id)
      if (from) expect(disk.block_size, disk.name).toBe(from.block_size)
    }
  })
})
