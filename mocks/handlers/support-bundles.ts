import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { HttpResponse } from 'msw'
import { requireActor, requireFleet } from '../access/auth'
import { bundleFiles, bundleFileNames, bundleZip } from './support-bundle-archive'
import { newId } from '../store/create'
import { db, nowIso } from '../store/db'
import { errorResponse, invalidRequest, notFound } from '../transport/errors'
import { paginate } from '../store/pagination'
import { created } from '../transport/respond'
import { COLLECT_MS, DESTROY_MS, settleSupportBundles } from './support-bundle-rules'

/** Support bundles (experimental): collected on request, then downloaded. */

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')
const fleetAdmin = (req: Request) => requireFleet(requireActor(req), 'admin')

/** The generated types call these operations status-only: a thrown Response carries the body. */
const reply = (res: Response): never => {
  throw res
}

function bundle(id: string) {
  settleSupportBundles()
  const found = db.supportBundles.find((b) => b.info.id === id)
  if (!found) throw notFound('support-bundle', id, 'id')
  return found
}

/** Only an active bundle has contents to read. */
function activeBundle(id: string) {
  const b = bundle(id)
  if (b.info.state !== 'active') {
    throw invalidRequest(`Cannot download bundle in non-active state (${b.info.state})`)
  }
  return b
}

type ByteRange = { start: number; end: number }

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range, as Dropshot serves them; anything else is the whole body. */
function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/)
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  let start: number
  let end: number
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]))
    end = size - 1
  } else {
    start = Number(m[1])
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

function serveBytes(req: Request, data: Buffer, contentType: string, withBody: boolean): never {
  const range = parseRange(req.headers.get('range'), data.length)
  if (range === 'unsatisfiable') {
    return reply(
      new HttpResponse(null, {
        status: 416,
        headers: { 'Content-Range': `bytes */${data.length}` },
      }),
    )
  }
  const slice = range ? data.subarray(range.start, range.end + 1) : data
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(slice.length),
    'Accept-Ranges': 'bytes',
  }
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${data.length}`
  return reply(new HttpResponse(withBody ? slice : null, { status: range ? 206 : 200, headers }))
}

function file(bundleId: string, path: string) {
  const found = bundleFiles(bundleId).find((f) => f.path === path)
  if (!found) throw notFound('support-bundle-file', path, 'name')
  return found
}

export const supportBundleHandlers: Partial<MSWHandlers> = {
  supportBundleList({ req, query }) {
    fleetViewer(req)
    settleSupportBundles()
    return paginate(
      query,
      db.supportBundles.map((b) => b.info),
      { defaultSort: 'time_and_id_descending' },
    )
  },

  supportBundleCreate({ req, body }) {
    fleetAdmin(req)
    const now = Date.now()
    const b = {
      info: {
        id: newId(),
        reason_for_creation: 'Created by external API',
        reason_for_failure: null,
        state: 'collecting' as const,
        time_created: nowIso(),
        user_comment: body.user_comment ?? null,
      },
      settlesAt: now + COLLECT_MS,
    }
    db.supportBundles.push(b)
    return created(b.info)
  },

  supportBundleView({ req, path }) {
    fleetViewer(req)
    return bundle(path.bundleId).info
  },

  supportBundleUpdate({ req, path, body }) {
    fleetAdmin(req)
    const b = bundle(path.bundleId)
    if (b.info.state === 'destroying') {
      throw errorResponse(409, 'Conflict', 'Cannot update a support bundle that is being destroyed')
    }
    b.info.user_comment = body.user_comment ?? null
    return b.info
  },

  supportBundleDelete({ req, path }) {
    fleetAdmin(req)
    const b = bundle(path.bundleId)
    if (b.info.state !== 'destroying') {
      b.info.state = 'destroying'
      b.settlesAt = Date.now() + DESTROY_MS
    }
    return 204
  },

  supportBundleDownload({ req, path }) {
    fleetViewer(req)
    const b = activeBundle(path.bundleId)
    return serveBytes(req, bundleZip(b.info.id), 'application/zip', true)
  },

  supportBundleHead({ req, path }) {
    fleetViewer(req)
    const b = activeBundle(path.bundleId)
    return serveBytes(req, bundleZip(b.info.id), 'application/zip', false)
  },

  supportBundleIndex({ req, path }) {
    fleetViewer(req)
    const b = activeBundle(path.bundleId)
    const index = Buffer.from(bundleFileNames(b.info.id).join('\n') + '\n')
    return serveBytes(req, index, 'text/plain; charset=utf-8', true)
  },

  supportBundleDownloadFile({ req, path }) {
    fleetViewer(req)
    const b = activeBundle(path.bundleId)
    return serveBytes(req, file(b.info.id, path.file).data, 'application/octet-stream', true)
  },

  supportBundleHeadFile({ req, path }) {
    fleetViewer(req)
    const b = activeBundle(path.bundleId)
    return serveBytes(req, file(b.info.id, path.file).data, 'application/octet-stream', false)
  },
}
