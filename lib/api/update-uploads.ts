import { API_VERSION } from './__generated__/operations'
import { ApiError, processApiError } from './errors'

/**
 * The two update calls whose bodies the generated client can't send: a
 * repository archive (octet-stream) and a trust root (a JSON document of any
 * shape, which the client would rewrite into snake case). Errors come back as
 * the client's would.
 */

type ErrorJson = { error_code?: string; message?: string; request_id?: string }

function toApiError(status: number, text: string, response: Response, op: string): ApiError {
  let body: ErrorJson = {}
  try {
    body = JSON.parse(text) as ErrorJson
  } catch {
    // not JSON: the catalogue's message for the status
  }
  return processApiError(
    {
      type: 'error',
      response,
      data: {
        errorCode: body.error_code,
        message: body.message ?? '',
        requestId: body.request_id ?? '',
      },
    },
    op,
  )
}

/** Adds a TUF root role to the trust store, sent exactly as read from its file. */
export async function addTrustRoot(document: string) {
  const response = await fetch('/v1/system/update/trust-roots', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'api-version': API_VERSION },
    body: document,
  })
  const text = await response.text()
  if (!response.ok) throw toApiError(response.status, text, response, 'systemUpdateTrustRootCreate')
  return JSON.parse(text) as { id: string }
}

type RepoUploadAnswer = {
  status: 'inserted' | 'already_exists'
  recorded: { repo: { system_version: string; file_name: string } }
}

/**
 * PUTs a repository archive with XMLHttpRequest, the one browser API that
 * reports upload progress. `onProgress` gets bytes sent so far.
 */
export function uploadRepository(
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<RepoUploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', `/v1/system/update/repository?file_name=${encodeURIComponent(file.name)}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.setRequestHeader('api-version', API_VERSION)
    xhr.upload.onprogress = (e) => onProgress(e.loaded)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size)
        resolve(JSON.parse(xhr.responseText) as RepoUploadAnswer)
      } else {
        const response = new Response(null, { status: xhr.status })
        reject(toApiError(xhr.status, xhr.responseText, response, 'systemUpdatePutRepository'))
      }
    }
    xhr.onerror = () =>
      reject(
        new ApiError({
          message: 'Could not reach the API. Check your connection and try again.',
          statusCode: 0,
        }),
      )
    xhr.onabort = () => reject(new ApiError({ message: 'Upload cancelled', statusCode: 0 }))
    signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(file)
  })
}
