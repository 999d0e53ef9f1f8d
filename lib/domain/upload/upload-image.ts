import type { Image } from '@/lib/api/__generated__/Api'
import type { Op, OpName, OpParams, OpResult } from '@/lib/api/client'
import { isApiError } from '@/lib/api/errors'
import { generateNameWith, type RandomSource } from '@/lib/core/names'
import type { BlockWrite, BlockWriter } from './bulk-write'
import { base64OfBulkWriteBody, bulkWriteBodyRoom, fillBulkWriteBody } from './bulk-write-body'
import { isAllZero } from './bytes'
import { CHUNK_SIZE, UPLOAD_CONCURRENCY, planChunks } from './chunk-plan'
import {
  cleanupPlan,
  nothingCreated,
  type CleanupAction,
  type UploadProgress,
} from './cleanup-plan'
import type { BlockSizeValue } from '@/lib/domain/disk'
import { readInOrder } from './file-reader'
import { yieldToWaitingWork } from '@/lib/core/after-paint'
import { diskSizeForImage } from './image-file'
import { runPool } from './pool'
import type { StepId, StepState } from './upload-steps'
import { IDEMPOTENT_RETRY, sleep, withRetries, type RetryPolicy } from './retry'
import * as op from '@/lib/api/ops'

/**
 * An image from a local file, by the API's bulk-import sequence: a disk ready
 * for import, the file written into it in base64 chunks, a snapshot made by
 * finalizing it, an image from the snapshot; then the temporary disk and
 * snapshot go. Cancelled or failed, it removes what it made.
 */

export type UploadInput = {
  project: string
  /** a File; any Blob will do */
  file: Blob
  blockSize: BlockSizeValue
  name: string
  description: string
  os: string
  version: string
}

/** callApi's shape: the signal aborts the request. */
export type UploadCall = <O extends OpName>(
  op: Op<O>,
  params: OpParams<O>,
  signal?: AbortSignal,
) => Promise<OpResult<O>>

export type UploadHooks = {
  onStep?: (step: StepId, state: StepState) => void
  /** bytes of the file written so far (skipped zero chunks count) of the total */
  onProgress?: (written: number, total: number) => void
  /** where the upload could go on from, once its disk is importing: kept up as writes finish */
  onResumePoint?: (point: ResumePoint) => void
}

/**
 * Where an upload stopped by an ended session can go on: its temporary disk and snapshot
 * names, and the bytes of the file written from its start without a gap (writes run six at
 * a time, so some beyond it may be in too; writing them again does no harm).
 */
export type ResumePoint = { disk: string; snapshot: string; offset: number }

export type UploadOptions = {
  concurrency?: number
  chunkSize?: number
  pollIntervalMs?: number
  pollTimeoutMs?: number
  /** for bulk writes and views, which are safe to repeat */
  retry?: RetryPolicy
  random?: RandomSource
  /** how a chunk is sent; by default `call(op.diskBulkWriteImport, …)` */
  writeBlocks?: BlockWriter
  /** go on with an upload its session's end stopped, into the disk it left */
  resume?: ResumePoint
}

export type UploadResult = {
  image: Image
  /** the image is made, but a temporary disk or snapshot could not be removed */
  cleanupErrors: string[]
}

export class UploadError extends Error {
  readonly cancelled: boolean
  readonly cleanupErrors: string[]
  /** the session ended (a 401): nothing was cleaned up, the upload can be resumed */
  readonly interrupted: boolean
  constructor(message: string, cancelled: boolean, cleanupErrors: string[], interrupted = false) {
    super(message)
    this.name = 'UploadError'
    this.cancelled = cancelled
    this.cleanupErrors = cleanupErrors
    this.interrupted = interrupted
  }
}

/** Temporary names that start with the image's own name, so a leftover is recognisable. */
export function temporaryNames(imageName: string, random: RandomSource = Math.random) {
  return {
    disk: generateNameWith(random, [imageName, 'disk']),
    snapshot: generateNameWith(random, [imageName, 'snapshot']),
  }
}

/** The upload's first write: the disk the file's blocks go into. */
export function importDiskCall(
  input: Pick<UploadInput, 'project' | 'name' | 'blockSize'> & { file: { size: number } },
  diskName: string,
) {
  return {
    query: { project: input.project },
    body: {
      name: diskName,
      description: `Temporary disk for uploading image ${input.name}`,
      size: diskSizeForImage(input.file.size),
      diskSource: { type: 'importing_blocks', blockSize: input.blockSize },
    },
  } satisfies OpParams<'diskCreate'>
}

const errorMessage = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Unknown error')

const statusOf = (e: unknown) => (isApiError(e) ? e.statusCode : undefined)

/**
 * States a disk leaves by itself (a create or a finalize still running), in
 * which Nexus refuses to finalize or delete it (400).
 */
const SETTLING_DISK_STATES: ReadonlySet<string> = new Set(['creating', 'finalizing'])

/** Polls `check` until it returns a value, up to the timeout. */
async function pollFor<T>(
  check: () => Promise<T | undefined>,
  {
    intervalMs,
    timeoutMs,
    signal,
    timeoutMessage,
  }: {
    intervalMs: number
    timeoutMs: number
    signal?: AbortSignal
    timeoutMessage: string
  },
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() >= deadline) throw new Error(timeoutMessage)
    await sleep(intervalMs, signal)
  }
}

export async function uploadImage(
  input: UploadInput,
  call: UploadCall,
  hooks: UploadHooks = {},
  signal: AbortSignal = new AbortController().signal,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const {
    concurrency = UPLOAD_CONCURRENCY,
    chunkSize = CHUNK_SIZE,
    pollIntervalMs = 250,
    pollTimeoutMs = 30_000,
    retry = IDEMPOTENT_RETRY,
    random = Math.random,
    writeBlocks = (write: BlockWrite, callSignal: AbortSignal) =>
      call(
        op.diskBulkWriteImport,
        {
          path: { disk: write.disk },
          query: { project: write.project },
          body: {
            offset: write.offset,
            base64EncodedData: base64OfBulkWriteBody(write.offset, write.body),
          },
        },
        callSignal,
      ).then(() => undefined),
  } = options
  const { project, file, blockSize } = input
  const { resume } = options
  const names = resume ?? temporaryNames(input.name, random)
  const diskSel = { path: { disk: names.disk }, query: { project } }
  const snapshotSel = { path: { snapshot: names.snapshot }, query: { project } }
  const progress: UploadProgress = { ...nothingCreated }
  let imageId: string | undefined
  const poll = { intervalMs: pollIntervalMs, timeoutMs: pollTimeoutMs }
  const seconds = `${Math.round(pollTimeoutMs / 1000)} s`

  /** A call that is safe to repeat (a bulk write, a view), repeated after a 5xx or a network failure. */
  const callAgainOnFailure: UploadCall = (op, params, callSignal) =>
    withRetries(() => call(op, params, callSignal), retry, { signal: callSignal })

  let current: StepId | undefined
  async function step<T>(id: StepId, run: () => Promise<T>): Promise<T> {
    // the calls that create things aren't aborted, so a cancel lands between steps
    signal.throwIfAborted()
    current = id
    hooks.onStep?.(id, 'running')
    const result = await run()
    hooks.onStep?.(id, 'done')
    current = undefined
    return result
  }

  /** One look-up by name answers it, however many images the project has: 404 is free. */
  async function imageNameTaken() {
    try {
      await callAgainOnFailure(op.imageView, { path: { image: input.name }, query: { project } })
      return true
    } catch (e) {
      if (isApiError(e) && e.statusCode === 404) return false
      throw e
    }
  }

  async function createDisk() {
    // a clash on the image's name would otherwise show only after the whole file is sent
    if (await imageNameTaken()) throw new Error('Image name already exists')
    const disk = await call(op.diskCreate, importDiskCall(input, names.disk))
    progress.disk = true
    if (disk.state.state === 'import_ready') return
    await pollFor(
      async () => {
        const { state } = (await callAgainOnFailure(op.diskView, diskSel, signal)).state
        if (state === 'faulted') throw new Error(`Disk ${names.disk} is faulted`)
        return state === 'import_ready' ? true : undefined
      },
      { ...poll, signal, timeoutMessage: `Disk ${names.disk} was not ready after ${seconds}` },
    )
  }

  async function writeChunks(from: number) {
    const chunks = planChunks(file.size, blockSize, chunkSize).filter((c) => c.offset >= from)
    // the file is read once, in order, from where the writes start
    const source = readInOrder(from > 0 ? file.slice(from) : file)
    const spareBodies: Uint8Array<ArrayBuffer>[] = []
    let written = from
    // chunks done past the gapless prefix, by offset, to move the resume point on
    const doneAhead = new Set<number>()
    let reached = from
    const noteDone = (offset: number) => {
      doneAhead.add(offset)
      while (doneAhead.has(reached)) {
        doneAhead.delete(reached)
        reached = Math.min(reached + chunkSize, file.size)
      }
      hooks.onResumePoint?.({ ...names, offset: reached })
    }
    hooks.onResumePoint?.({ ...names, offset: from })
    hooks.onProgress?.(from, file.size)
    // one failed write stops the others in flight, as a cancel does
    const writes = new AbortController()
    const stop = () => writes.abort(signal.reason)
    signal.addEventListener('abort', stop)
    try {
      await runPool(
        chunks,
        concurrency,
        async ({ offset, length }) => {
          // a write's body stays its own until it settles (a retry sends it again), then
          // serves the next chunk: the upload touches new memory for its first bodies only
          const room = spareBodies.pop() ?? new Uint8Array(bulkWriteBodyRoom(chunkSize))
          try {
            // each chunk's encoding, and its sending, a step of its own that a click waiting
            // and the frame it changes go before (a write's fetch copies its body: 30 ms at 4×)
            await yieldToWaitingWork()
            const body = await source.read(offset - from, length, (piece) =>
              isAllZero(piece) ? undefined : fillBulkWriteBody(room, offset, piece),
            )
            await yieldToWaitingWork()
            if (body) {
              const write = { disk: names.disk, project, offset, body }
              await withRetries(() => writeBlocks(write, writes.signal), retry, {
                signal: writes.signal,
              })
            }
            written += length
            noteDone(offset)
            hooks.onProgress?.(written, file.size)
          } catch (e) {
            writes.abort(e)
            throw e
          } finally {
            spareBodies.push(room)
          }
        },
        writes.signal,
      )
    } finally {
      source.close()
      signal.removeEventListener('abort', stop)
    }
  }

  async function finalize() {
    await call(op.diskFinalizeImport, { ...diskSel, body: { snapshotName: names.snapshot } })
    progress.finalized = true
    progress.snapshot = true
    return pollFor(
      async () => {
        const snapshot = await callAgainOnFailure(op.snapshotView, snapshotSel, signal).catch(
          (e: unknown) => {
            // made by the finalize, it may take a moment to be listed
            if (statusOf(e) === 404) return undefined
            throw e
          },
        )
        if (!snapshot) return undefined
        if (snapshot.state === 'faulted' || snapshot.state === 'destroyed') {
          throw new Error(`Snapshot ${names.snapshot} is ${snapshot.state}`)
        }
        return snapshot.state === 'ready' ? snapshot : undefined
      },
      {
        ...poll,
        signal,
        timeoutMessage: `Snapshot ${names.snapshot} was not ready after ${seconds}`,
      },
    )
  }

  const cleanupCalls: Record<CleanupAction, () => Promise<unknown>> = {
    stopImport: () => call(op.diskBulkWriteImportStop, diskSel),
    deleteImage: () => call(op.imageDelete, { path: { image: imageId! } }),
    deleteSnapshot: () => call(op.snapshotDelete, snapshotSel),
    finalizeDisk: () =>
      onceDiskSettles(
        () => call(op.diskFinalizeImport, { ...diskSel, body: {} }),
        `the disk could not be finalized within ${seconds}`,
      ),
    deleteDisk: () =>
      onceDiskSettles(
        () => call(op.diskDelete, diskSel),
        `the disk could not be deleted within ${seconds}`,
      ),
  }

  /**
   * Finalize and delete during cleanup. A disk still settling (abandoned while
   * being created, or just finalized) refuses both with a 400 until it leaves
   * that state, which it does by itself: so the call waits for that, up to the
   * poll timeout, and is then made once. A refusal after that is final.
   */
  async function onceDiskSettles(request: () => Promise<unknown>, timeoutMessage: string) {
    await pollFor(
      async () => {
        const { state } = (await callAgainOnFailure(op.diskView, diskSel)).state
        return SETTLING_DISK_STATES.has(state) ? undefined : true
      },
      { ...poll, timeoutMessage },
    )
    return request()
  }
  const cleanupSubject: Record<CleanupAction, string> = {
    stopImport: `stop the import to disk ${names.disk}`,
    finalizeDisk: `finalize the temporary disk ${names.disk}`,
    deleteImage: `delete image ${input.name}`,
    deleteSnapshot: `delete the temporary snapshot ${names.snapshot}`,
    deleteDisk: `delete the temporary disk ${names.disk}`,
  }

  /** Runs every action even if one fails; returns what went wrong. */
  async function cleanUp(outcome: 'finished' | 'abandoned'): Promise<string[]> {
    hooks.onStep?.('cleanup', 'running')
    const errors: string[] = []
    for (const action of cleanupPlan(progress, outcome)) {
      try {
        await cleanupCalls[action]()
      } catch (e) {
        // already gone is as good as deleted
        if (action !== 'stopImport' && statusOf(e) === 404) continue
        errors.push(`Could not ${cleanupSubject[action]}: ${errorMessage(e)}`)
      }
      if (action === 'stopImport') progress.importing = false
    }
    hooks.onStep?.('cleanup', errors.length > 0 ? 'failed' : 'done')
    return errors
  }

  /**
   * An upload to resume: its disk as the session's end left it. Importing, the writes go
   * on; ready for import (stopped, or never started), the import starts again first.
   */
  async function resumeState(point: ResumePoint): Promise<'importing' | 'ready'> {
    // not aborted with the upload: discarding (an aborted resume) must see the disk too
    const disk = await callAgainOnFailure(op.diskView, diskSel).catch((e: unknown) => {
      if (statusOf(e) === 404) {
        throw new Error(`The interrupted upload's disk ${point.disk} is gone: start again`)
      }
      throw e
    })
    progress.disk = true
    const { state } = disk.state
    if (state === 'importing_from_bulk_writes') {
      progress.importing = true
      return 'importing'
    }
    if (state === 'import_ready') return 'ready'
    throw new Error(`The interrupted upload's disk ${point.disk} is ${state}: it can't go on`)
  }

  try {
    const resumed = resume && (await resumeState(resume))
    if (!resumed) await step('createDisk', createDisk)
    else hooks.onStep?.('createDisk', 'done')
    if (resumed !== 'importing') {
      await step('startImport', async () => {
        await call(op.diskBulkWriteImportStart, diskSel)
        progress.importing = true
      })
    } else hooks.onStep?.('startImport', 'done')
    await step('upload', () => writeChunks(resume?.offset ?? 0))
    await step('stopImport', async () => {
      await call(op.diskBulkWriteImportStop, diskSel)
      progress.importing = false
    })
    const snapshot = await step('finalize', finalize)
    const image = await step('createImage', async () => {
      const made = await call(op.imageCreate, {
        query: { project },
        body: {
          name: input.name,
          description: input.description,
          os: input.os,
          version: input.version,
          source: { type: 'snapshot', id: snapshot.id },
        },
      })
      imageId = made.id
      progress.image = true
      return made
    })
    // cancelled while the image was being made: that is still a cancel
    signal.throwIfAborted()
    return { image, cleanupErrors: await cleanUp('finished') }
  } catch (e) {
    if (current) hooks.onStep?.(current, 'failed')
    // the session ended: the console is on its way to sign in, and every cleanup call would
    // be refused too; what was made stays, to be resumed (or discarded) after the sign-in
    if (statusOf(e) === 401) {
      throw new UploadError('Your session ended. Sign in to resume the upload.', false, [], true)
    }
    const cancelled = signal.aborted
    const cleanupErrors = await cleanUp('abandoned')
    throw new UploadError(
      cancelled ? 'Upload cancelled' : errorMessage(e),
      cancelled,
      cleanupErrors,
    )
  }
}

/**
 * Removes what an upload stopped by an ended session left (its disk, taken out of its import
 * state first), instead of resuming it: the resume, cancelled before it writes. Returns what
 * could not be removed.
 */
export async function discardUpload(
  point: ResumePoint,
  input: Pick<UploadInput, 'project' | 'name'>,
  call: UploadCall,
  options: Pick<UploadOptions, 'pollIntervalMs' | 'pollTimeoutMs' | 'retry'> = {},
): Promise<string[]> {
  const cancelled = new AbortController()
  cancelled.abort()
  const nothing = {
    file: new Blob([]),
    blockSize: 512 as const,
    description: '',
    os: '',
    version: '',
  }
  try {
    await uploadImage({ ...nothing, ...input }, call, {}, cancelled.signal, {
      ...options,
      resume: point,
    })
    return []
  } catch (e) {
    if (e instanceof UploadError) return e.cleanupErrors
    throw e
  }
}
