import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../access/auth'
import { newId } from '../store/create'
import { db, findById, nowIso, removeWhere } from '../store/db'
import { errorResponse, invalidRequest } from '../transport/errors'
import { paginate } from '../store/pagination'
import { created } from '../transport/respond'
import { compareVersions, describeRepo, isRootRole, versionInFileName } from './tuf-repo'

/** The rack's software: update repositories, the target release and trust roots. */

const byId = { defaultSort: 'id_ascending' as const }

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')
const fleetAdmin = (req: Request) => requireFleet(requireActor(req), 'admin')

const repoNotFound = (version: string) =>
  errorResponse(404, 'ObjectNotFound', `not found: TUF repository with system version "${version}"`)

function repoByVersion(version: string) {
  const repo = db.tufRepos.find((r) => r.repo.system_version === version)
  if (!repo) throw repoNotFound(version)
  return repo
}

export const updateHandlers: Partial<MSWHandlers> = {
  async systemUpdatePutRepository({ req, query }) {
    fleetAdmin(req)
    const archive = new Uint8Array(await req.arrayBuffer())
    if (archive.length === 0) throw invalidRequest('the repository archive is empty')
    if (db.updateTrustRoots.length === 0) {
      throw invalidRequest(
        'no trusted root roles in the updates trust store: add one before uploading a repository',
      )
    }
    const version = versionInFileName(query.fileName)
    if (!version) {
      throw invalidRequest(
        `cannot find a system version in the repository "${query.fileName}" (expected e.g. repo-17.0.0.zip)`,
      )
    }
    const described = describeRepo(version, query.fileName, archive, new Date())
    const existing = db.tufRepos.find((r) => r.repo.system_version === version)
    if (existing) {
      if (existing.repo.hash !== described.repo.hash) {
        throw errorResponse(
          409,
          'Conflict',
          `an upload with system version ${version} already exists with a different hash (${existing.repo.hash})`,
        )
      }
      return { recorded: existing, status: 'already_exists' as const }
    }
    db.tufRepos.push(described)
    return { recorded: described, status: 'inserted' as const }
  },

  systemUpdateGetRepository({ req, path }) {
    fleetViewer(req)
    return { description: repoByVersion(path.systemVersion) }
  },

  targetReleaseView({ req }) {
    fleetViewer(req)
    return db.targetRelease
  },

  targetReleaseUpdate({ req, body }) {
    fleetAdmin(req)
    repoByVersion(body.system_version)
    const current = db.targetRelease.release_source
    if (
      current.type === 'system_version' &&
      compareVersions(body.system_version, current.version) < 0
    ) {
      throw invalidRequest(
        `requested target release (${body.system_version}) must not be older than current target release (${current.version})`,
      )
    }
    db.targetRelease = {
      generation: db.targetRelease.generation + 1,
      release_source: { type: 'system_version', version: body.system_version },
      time_requested: nowIso(),
    }
    return created(db.targetRelease)
  },

  systemUpdateTrustRootList({ req, query }) {
    fleetViewer(req)
    return paginate(query, db.updateTrustRoots, byId)
  },

  async systemUpdateTrustRootCreate({ req }) {
    fleetAdmin(req)
    let doc: unknown
    try {
      doc = await req.json()
    } catch {
      throw invalidRequest('the trust root must be a JSON document')
    }
    if (!isRootRole(doc)) {
      throw invalidRequest(
        'not a TUF root role: expected signed root metadata ("signed" with "_type": "root") and "signatures"',
      )
    }
    const root: (typeof db.updateTrustRoots)[number] = {
      id: newId(),
      root_role: doc as (typeof db.updateTrustRoots)[number]['root_role'],
      time_created: nowIso(),
    }
    db.updateTrustRoots.push(root)
    return created(root)
  },

  systemUpdateTrustRootView({ req, path }) {
    fleetViewer(req)
    return findById(db.updateTrustRoots, 'trust-root', path.trustRootId)
  },

  systemUpdateTrustRootDelete({ req, path }) {
    fleetAdmin(req)
    findById(db.updateTrustRoots, 'trust-root', path.trustRootId)
    removeWhere(db.updateTrustRoots, (r) => r.id === path.trustRootId)
    return 204
  },
}
