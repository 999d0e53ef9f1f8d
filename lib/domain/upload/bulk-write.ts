import { sendRaw } from '@/lib/api/client'
import * as op from '@/lib/api/ops'

/**
 * One bulk write of an upload: its JSON body, built in place (bulk-write-body.ts), of the
 * bytes at `offset` of the disk. The body is the upload's buffer, valid until the write settles.
 */
export type BlockWrite = {
  disk: string
  project: string
  offset: number
  body: Uint8Array<ArrayBuffer>
}

export type BlockWriter = (write: BlockWrite, signal: AbortSignal) => Promise<void>

/**
 * The browser's bulk write: `diskBulkWriteImport` with its body sent as the prebuilt bytes
 * rather than stringified by the generated client; answers and errors as callApi's.
 */
export const postBulkWrite: BlockWriter = async ({ disk, project, body }, signal) => {
  await sendRaw(op.diskBulkWriteImport, { path: { disk }, query: { project } }, { body, signal })
}
