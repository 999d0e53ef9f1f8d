import { encodePathParams, postSerialised } from '@/lib/api/client'
import { bulkWriteBody } from './bulk-write-body'

/** One bulk write of an upload: base64 of the bytes at `offset` of the disk. */
export type BlockWrite = { disk: string; project: string; offset: number; base64: string }

export type BlockWriter = (write: BlockWrite, signal: AbortSignal) => Promise<void>

/**
 * The browser's bulk write: `diskBulkWriteImport` with its body sent as
 * prebuilt bytes (see bulk-write-body.ts) rather than stringified by the
 * generated client; answers and errors as callApi's.
 */
export const postBulkWrite: BlockWriter = async ({ disk, project, offset, base64 }, signal) => {
  const path = `/v1/disks/${encodePathParams({ disk }).disk}/bulk-write`
  await postSerialised('diskBulkWriteImport', path, { project }, bulkWriteBody(offset, base64), {
    signal,
  })
}
