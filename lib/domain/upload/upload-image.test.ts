import { describe, expect, it } from 'vitest'
import type { Op } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { CHUNK_SIZE } from './chunk-plan'
import {
  UploadError,
  discardUpload,
  temporaryNames,
  uploadImage,
  type ResumePoint,
  type UploadCall,
  type UploadInput,
} from './upload-image'
import type { StepId, StepState } from './upload-steps'

type Row = { id: string; name: string; state?: string }

/** Just enough of the API to follow an upload: what exists, and every call made. */
function fakeApi({
  writeFailures = {},
  snapshotViewFailures = [],
  snapshotPollsUntilReady = 0,
  creatingUntilViews = 0,
  stopImportRefused = false,
  existingImage,
  onCall,
}: {
  /** by offset: the statuses the writes there answer, in turn, before one succeeds */
  writeFailures?: Record<number, number[]>
  /** the statuses the first snapshot views answer */
  snapshotViewFailures?: number[]
  snapshotPollsUntilReady?: number
  /** a new disk is `creating` until it has been viewed this many times */
  creatingUntilViews?: number
  stopImportRefused?: boolean
  existingImage?: string
  onCall?: (op: string) => void
} = {}) {
  const disks: (Row & { size: number; data: Uint8Array })[] = []
  const snapshots: Row[] = []
  const images: Row[] = existingImage ? [{ id: 'old', name: existingImage }] : []
  const calls: string[] = []
  const writes: number[] = []
  let ids = 0
  let snapshotPolls = 0
  let diskViews = 0
  const failure = (statusCode: number) =>
    new ApiError({ message: statusCode >= 500 ? 'Internal server error' : 'refused', statusCode })
  const notFound = () => new ApiError({ message: 'not found', statusCode: 404 })
  const find = <T extends Row>(rows: T[], name: string) => {
    const row = rows.find((r) => r.name === name || r.id === name)
    if (!row) throw notFound()
    return row
  }
  const remove = (rows: Row[], name: string) => {
    const row = find(rows, name)
    rows.splice(rows.indexOf(row), 1)
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const handlers: Record<string, (p: any, signal?: AbortSignal) => unknown> = {
    imageList: () => ({ items: images }),
    imageView: (p) => find(images, p.path.image),
    diskCreate: (p) => {
      const disk = {
        id: `disk-${++ids}`,
        name: p.body.name,
        size: p.body.size,
        state: creatingUntilViews > 0 ? 'creating' : 'import_ready',
        // the tests write only a few MiB of the GiB disk
        data: new Uint8Array(16 * 1024 ** 2),
      }
      disks.push(disk)
      return { ...disk, state: { state: disk.state } }
    },
    diskView: (p) => {
      const disk = find(disks, p.path.disk)
      if (disk.state === 'creating' && ++diskViews >= creatingUntilViews)
        disk.state = 'import_ready'
      return { state: { state: disk.state } }
    },
    diskBulkWriteImportStart: (p) => {
      find(disks, p.path.disk).state = 'importing_from_bulk_writes'
    },
    diskBulkWriteImport: async (p, signal) => {
      const disk = find(disks, p.path.disk)
      if (disk.state !== 'importing_from_bulk_writes')
        throw new ApiError({ message: 'state', statusCode: 400 })
      writes.push(p.body.offset)
      const status = writeFailures[p.body.offset]?.shift()
      if (status !== undefined) throw failure(status)
      await new Promise((r) => setTimeout(r, 1))
      if (signal?.aborted) throw new ApiError({ message: 'aborted', statusCode: 0 })
      disk.data.set(Buffer.from(p.body.base64EncodedData, 'base64'), p.body.offset)
    },
    diskBulkWriteImportStop: (p) => {
      const disk = find(disks, p.path.disk)
      if (stopImportRefused) throw failure(400)
      disk.state = 'import_ready'
    },
    diskFinalizeImport: (p) => {
      const disk = find(disks, p.path.disk)
      if (disk.state !== 'import_ready') {
        throw new ApiError({ message: 'cannot finalize', statusCode: 400 })
      }
      disk.state = 'detached'
      if (p.body.snapshotName) {
        snapshots.push({ id: `snap-${++ids}`, name: p.body.snapshotName, state: 'creating' })
      }
    },
    snapshotView: (p) => {
      const status = snapshotViewFailures.shift()
      if (status !== undefined) throw failure(status)
      const snapshot = find(snapshots, p.path.snapshot)
      if (snapshotPolls++ >= snapshotPollsUntilReady) snapshot.state = 'ready'
      return { ...snapshot }
    },
    imageCreate: (p) => {
      const image = { id: `image-${++ids}`, name: p.body.name }
      images.push(image)
      return image
    },
    imageDelete: (p) => remove(images, p.path.image),
    snapshotDelete: (p) => remove(snapshots, p.path.snapshot),
    diskDelete: (p) => {
      const disk = find(disks, p.path.disk)
      // as Nexus: only detached (or faulted) disks go
      if (disk.state !== 'detached') {
        throw new ApiError({ message: 'cannot delete', statusCode: 400 })
      }
      remove(disks, p.path.disk)
    },
  }
  const call = (async (op: Op, params: unknown, signal?: AbortSignal) => {
    calls.push(op[0])
    onCall?.(op[0])
    return handlers[op[0]](params, signal)
  }) as unknown as UploadCall
  return { call, calls, writes, disks, snapshots, images }
}

const MiB = 1024 ** 2

/** A file whose every chunk is non-zero except those listed. */
function makeFile(size: number, zeroChunks: number[] = []) {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i++) bytes[i] = (i % 255) + 1
  for (const c of zeroChunks) bytes.fill(0, c * CHUNK_SIZE, (c + 1) * CHUNK_SIZE)
  return { bytes, blob: new Blob([bytes]) }
}

const input = (file: Blob, over: Partial<UploadInput> = {}): UploadInput => ({
  project: 'p',
  file,
  blockSize: 512,
  name: 'debian',
  description: 'Debian 12',
  os: 'debian',
  version: '12',
  ...over,
})

function recorder() {
  const steps = new Map<StepId, StepState>()
  const progress: number[] = []
  return {
    steps,
    progress,
    hooks: {
      onStep: (id: StepId, state: StepState) => steps.set(id, state),
      onProgress: (written: number) => progress.push(written),
    },
  }
}

const fast = {
  pollIntervalMs: 1,
  pollTimeoutMs: 1000,
  retry: { attempts: 4, baseDelayMs: 1, maxDelayMs: 2 },
}

/** How often each offset was written to, retries included. */
const attemptsAt = (writes: number[], offset: number) => writes.filter((o) => o === offset).length

describe('uploadImage', () => {
  it('imports the file, makes the image, and removes the temporary disk and snapshot', async () => {
    const size = 3 * CHUNK_SIZE + 1024
    const { bytes, blob } = makeFile(size, [1])
    const api = fakeApi({ snapshotPollsUntilReady: 2 })
    let copy: Uint8Array | undefined
    const inner = api.call
    const call = (async (op: Op, params: never, signal?: AbortSignal) => {
      // keep what the disk held before it is deleted
      if (op[0] === 'diskBulkWriteImportStop') copy = api.disks[0].data.slice(0, size)
      return inner(op as never, params, signal)
    }) as unknown as UploadCall
    const rec = recorder()

    const { image, cleanupErrors } = await uploadImage(
      input(blob),
      call,
      rec.hooks,
      undefined,
      fast,
    )

    expect(image.name).toBe('debian')
    expect(cleanupErrors).toEqual([])
    expect(Buffer.from(copy!).equals(bytes)).toBe(true)
    // the zero chunk is not sent, but counts towards progress
    expect(api.writes.sort((a, b) => a - b)).toEqual([0, 2 * CHUNK_SIZE, 3 * CHUNK_SIZE])
    expect(rec.progress.at(-1)).toBe(size)
    expect(api.images.map((i) => i.name)).toEqual(['debian'])
    expect(api.disks).toEqual([])
    expect(api.snapshots).toEqual([])
    expect([...rec.steps.values()].every((s) => s === 'done')).toBe(true)
    expect(api.calls.filter((c) => c !== 'diskBulkWriteImport' && c !== 'snapshotView')).toEqual([
      'imageView',
      'diskCreate',
      'diskBulkWriteImportStart',
      'diskBulkWriteImportStop',
      'diskFinalizeImport',
      'imageCreate',
      'snapshotDelete',
      // is the disk still settling from the finalize?
      'diskView',
      'diskDelete',
    ])
    expect(api.calls.filter((c) => c === 'snapshotView')).toHaveLength(3)
  })

  it('sizes the temporary disk in whole GiB', async () => {
    const api = fakeApi()
    let size = 0
    const call = (async (op: Op, params: { body: { size: number } }, s?: AbortSignal) => {
      if (op[0] === 'diskCreate') size = params.body.size
      return api.call(op as never, params as never, s)
    }) as unknown as UploadCall
    await uploadImage(input(makeFile(MiB).blob), call, {}, undefined, fast)
    expect(size).toBe(1024 ** 3)
  })

  it('on a refused write stops the import, deletes the disk and reports the error', async () => {
    const api = fakeApi({ writeFailures: { [2 * CHUNK_SIZE]: [400] } })
    const rec = recorder()
    const run = uploadImage(input(makeFile(8 * CHUNK_SIZE).blob), api.call, rec.hooks, undefined, {
      ...fast,
      concurrency: 2,
    })
    await expect(run).rejects.toMatchObject({
      message: 'refused',
      cancelled: false,
      cleanupErrors: [],
    })
    // a 4xx is the API's answer about the write itself: not repeated
    expect(attemptsAt(api.writes, 2 * CHUNK_SIZE)).toBe(1)
    expect(rec.steps.get('upload')).toBe('failed')
    expect(rec.steps.get('cleanup')).toBe('done')
    expect(rec.steps.get('stopImport')).toBeUndefined()
    expect(api.disks).toEqual([])
    expect(api.calls.slice(-5)).toEqual([
      'diskBulkWriteImportStop',
      'diskView',
      'diskFinalizeImport',
      'diskView',
      'diskDelete',
    ])
    // nothing more was started after the failure
    expect(api.writes.length).toBeLessThanOrEqual(4)
  })

  it('repeats a chunk after a 503 or a network failure, and the upload succeeds', async () => {
    const size = 6 * CHUNK_SIZE
    const { bytes, blob } = makeFile(size)
    let copy: Uint8Array | undefined
    const api = fakeApi({
      writeFailures: { [CHUNK_SIZE]: [503], [4 * CHUNK_SIZE]: [0, 502] },
      onCall: (op) => {
        if (op === 'diskBulkWriteImportStop') copy = api.disks[0].data.slice(0, size)
      },
    })
    const { image } = await uploadImage(input(blob), api.call, {}, undefined, {
      ...fast,
      concurrency: 2,
    })
    expect(image.name).toBe('debian')
    expect(Buffer.from(copy!).equals(bytes)).toBe(true)
    expect(attemptsAt(api.writes, CHUNK_SIZE)).toBe(2)
    expect(attemptsAt(api.writes, 4 * CHUNK_SIZE)).toBe(3)
    expect(attemptsAt(api.writes, 0)).toBe(1)
    expect(api.disks).toEqual([])
  })

  it('fails on a chunk the server keeps failing, after a few attempts', async () => {
    const api = fakeApi({ writeFailures: { [CHUNK_SIZE]: [500, 503, 500, 503, 500] } })
    const run = uploadImage(input(makeFile(4 * CHUNK_SIZE).blob), api.call, {}, undefined, fast)
    await expect(run).rejects.toMatchObject({ message: 'Internal server error', cleanupErrors: [] })
    expect(attemptsAt(api.writes, CHUNK_SIZE)).toBe(fast.retry.attempts)
    expect(api.disks).toEqual([])
  })

  it('repeats a snapshot view after a 503', async () => {
    const api = fakeApi({ snapshotViewFailures: [503] })
    const { image } = await uploadImage(input(makeFile(MiB).blob), api.call, {}, undefined, fast)
    expect(image.name).toBe('debian')
    expect(api.calls.filter((c) => c === 'snapshotView')).toHaveLength(2)
  })

  it('cancelled while the disk is created waits for it to settle, then removes it', async () => {
    const controller = new AbortController()
    const api = fakeApi({
      creatingUntilViews: 4,
      onCall: (op) => {
        if (op === 'diskView') controller.abort()
      },
    })
    const run = uploadImage(input(makeFile(MiB).blob), api.call, {}, controller.signal, fast)
    await expect(run).rejects.toMatchObject({ cancelled: true, cleanupErrors: [] })
    expect(api.disks).toEqual([])
    // finalized once it left that state by itself, not while it would be refused
    expect(api.calls.filter((c) => c === 'diskView')).toHaveLength(5)
    expect(api.calls.filter((c) => c === 'diskFinalizeImport')).toHaveLength(1)
    expect(api.calls.at(-1)).toBe('diskDelete')
  })

  it('does not repeat a cleanup refusal the disk will not outgrow', async () => {
    const api = fakeApi({ stopImportRefused: true })
    const run = uploadImage(input(makeFile(MiB).blob), api.call, {}, undefined, fast)
    const error = await run.catch((e: unknown) => e as UploadError)
    expect(error).toBeInstanceOf(UploadError)
    // the import could not be stopped, so the disk stays in it: finalize and delete are refused
    expect(error.cleanupErrors).toHaveLength(3)
    expect(error.cleanupErrors[1]).toMatch(
      /^Could not finalize the temporary disk .*: cannot finalize$/,
    )
    expect(api.calls.filter((c) => c === 'diskFinalizeImport')).toHaveLength(1)
    expect(api.calls.filter((c) => c === 'diskDelete')).toHaveLength(1)
  })

  it('cancelled midway leaves nothing behind', async () => {
    const controller = new AbortController()
    const api = fakeApi()
    const rec = recorder()
    const hooks = {
      ...rec.hooks,
      onProgress: (written: number) => {
        if (written > 0) controller.abort()
      },
    }
    const run = uploadImage(
      input(makeFile(16 * CHUNK_SIZE).blob),
      api.call,
      hooks,
      controller.signal,
      fast,
    )
    await expect(run).rejects.toMatchObject({ message: 'Upload cancelled', cancelled: true })
    expect(api.writes.length).toBeLessThan(16)
    expect(api.disks).toEqual([])
    expect(api.snapshots).toEqual([])
    expect(api.images).toEqual([])
    expect(rec.steps.get('upload')).toBe('failed')
    expect(rec.steps.get('finalize')).toBeUndefined()
  })

  it('cancelled while the image is made removes the image too', async () => {
    const controller = new AbortController()
    const api = fakeApi({
      onCall: (op) => {
        if (op === 'imageCreate') controller.abort()
      },
    })
    const run = uploadImage(input(makeFile(MiB).blob), api.call, {}, controller.signal, fast)
    await expect(run).rejects.toBeInstanceOf(UploadError)
    expect(api.images).toEqual([])
    expect(api.snapshots).toEqual([])
    expect(api.disks).toEqual([])
    expect(api.calls.slice(-4)).toEqual(['imageDelete', 'snapshotDelete', 'diskView', 'diskDelete'])
  })

  it('refuses an image name already taken before creating anything', async () => {
    const api = fakeApi({ existingImage: 'debian' })
    const run = uploadImage(input(makeFile(MiB).blob), api.call, {}, undefined, fast)
    await expect(run).rejects.toMatchObject({ message: 'Image name already exists' })
    expect(api.calls).toEqual(['imageView'])
  })

  it('stops with the error of a name check that fails otherwise than 404, creating nothing', async () => {
    const api = fakeApi()
    const call = (async (op: Op, params: never, signal?: AbortSignal) => {
      if (op[0] === 'imageView') {
        throw new ApiError({ message: 'Service unavailable', statusCode: 503 })
      }
      return api.call(op as never, params, signal)
    }) as unknown as UploadCall
    const run = uploadImage(input(makeFile(MiB).blob), call, {}, undefined, fast)
    await expect(run).rejects.toMatchObject({ message: 'Service unavailable' })
    expect(api.calls).toEqual([])
  })

  it('gives up on a snapshot that never gets ready, and cleans up', async () => {
    const api = fakeApi({ snapshotPollsUntilReady: 1e9 })
    const run = uploadImage(input(makeFile(MiB).blob), api.call, {}, undefined, {
      pollIntervalMs: 1,
      pollTimeoutMs: 20,
    })
    await expect(run).rejects.toThrow(/^Snapshot debian-snapshot-[0-9a-f]{6} was not ready after/)
    expect(api.snapshots).toEqual([])
    expect(api.disks).toEqual([])
  })
})

describe('temporaryNames', () => {
  it('starts with the image name and stays a valid name', () => {
    const names = temporaryNames('debian', () => 0.5)
    expect(names).toEqual({ disk: 'debian-disk-800000', snapshot: 'debian-snapshot-800000' })
    const long = temporaryNames('a'.repeat(63))
    expect(long.disk).toMatch(/^a{56}-[0-9a-f]{6}$/)
    expect(long.snapshot.length).toBeLessThanOrEqual(63)
  })
})

describe('an upload stopped by an ended session', () => {
  const unauthorized = () => new ApiError({ message: 'credentials missing', statusCode: 401 })

  /** An upload whose writes from `at` on answer 401, as a session that has just ended. */
  async function interrupted(size: number, at: number) {
    const { blob, bytes } = makeFile(size)
    const api = fakeApi({ writeFailures: {} })
    const points: ResumePoint[] = []
    const inner = api.call
    const call = (async (op: Op, params: { body?: { offset?: number } }, signal?: AbortSignal) => {
      if (op[0] === 'diskBulkWriteImport' && (params.body?.offset ?? 0) >= at) {
        throw unauthorized()
      }
      return inner(op as never, params as never, signal)
    }) as unknown as UploadCall
    const error = await uploadImage(
      input(blob),
      call,
      { onResumePoint: (p) => points.push(p) },
      undefined,
      { ...fast, concurrency: 1 },
    ).catch((e: unknown) => e)
    return { api, blob, bytes, error, points }
  }

  it('leaves its disk importing, cleans nothing up, and says where it can go on', async () => {
    const { api, error, points } = await interrupted(4 * CHUNK_SIZE, 2 * CHUNK_SIZE)
    expect(error).toBeInstanceOf(UploadError)
    expect(error).toMatchObject({ interrupted: true, cancelled: false, cleanupErrors: [] })
    expect(api.disks).toHaveLength(1)
    expect(api.disks[0].state).toBe('importing_from_bulk_writes')
    expect(api.calls).not.toContain('diskDelete')
    // the two chunks before the first refused write are in, without a gap
    expect(points.at(-1)?.offset).toBe(2 * CHUNK_SIZE)
  })

  it('resumed, writes only what is left and makes the image', async () => {
    const size = 4 * CHUNK_SIZE
    const { api, blob, bytes, points } = await interrupted(size, 2 * CHUNK_SIZE)
    const point = points.at(-1)!
    api.writes.length = 0
    let copy: Uint8Array | undefined
    const call = (async (op: Op, params: never, signal?: AbortSignal) => {
      if (op[0] === 'diskBulkWriteImportStop') copy = api.disks[0].data.slice(0, size)
      return api.call(op as never, params, signal)
    }) as unknown as UploadCall
    const { image } = await uploadImage(input(blob), call, {}, undefined, {
      ...fast,
      resume: point,
    })
    expect(image.name).toBe('debian')
    expect(api.writes.sort((a, b) => a - b)).toEqual([2 * CHUNK_SIZE, 3 * CHUNK_SIZE])
    expect(Buffer.compare(copy!, bytes)).toBe(0)
    expect(api.disks).toEqual([])
    expect(api.snapshots).toEqual([])
  })

  it('discarded, leaves no disk behind in an import state', async () => {
    const { api, points } = await interrupted(4 * CHUNK_SIZE, CHUNK_SIZE)
    const before = api.calls.length
    const errors = await discardUpload(
      points.at(-1)!,
      { project: 'p', name: 'debian' },
      api.call,
      fast,
    )
    expect(errors).toEqual([])
    expect(api.disks).toEqual([])
    // out of its import state, then deleted; nothing written
    expect(api.calls.slice(before).filter((c) => c !== 'diskView')).toEqual([
      'diskBulkWriteImportStop',
      'diskFinalizeImport',
      'diskDelete',
    ])
  })
})
