import { sendRaw } from './client'
import * as op from './ops'

/**
 * The two update calls whose bodies the generated client can't send: a trust root (a JSON
 * document of any shape, which the client would rewrite into snake case) and a repository
 * archive (octet-stream, with its upload's progress). Both go out as every call does
 * (lib/api/client.ts): the same errors, logging and sign-in redirect.
 */

/** Adds a TUF root role to the trust store, sent exactly as read from its file. */
export const addTrustRoot = (document: string) =>
  sendRaw(op.systemUpdateTrustRootCreate, {}, { body: document })

/** PUTs a repository archive; `onProgress` gets the bytes sent so far. */
export async function uploadRepository(
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
) {
  const answer = await sendRaw(
    op.systemUpdatePutRepository,
    { query: { fileName: file.name } },
    { body: file, contentType: 'application/octet-stream', signal, onUploadProgress: onProgress },
  )
  onProgress(file.size)
  return answer
}
