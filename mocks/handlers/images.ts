import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireSilo, type Actor } from '../access/auth'
import { db, removeWhere, type Image } from '../store/db'
import { contentDigest } from './disk-data'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { newId } from '../store/create'
import { lookupImage, lookupProject, lookupSnapshot } from '../access/lookup'
import { paginate, scopeParam } from '../store/pagination'
import { accepted, created, stampNow } from '../transport/respond'
import { disksCopying } from './disks'
import { snapshotBlockSize } from './snapshots'

/**
 * Images belong to a project, or to the silo once promoted. Any member of
 * the silo may read silo images; creating, promoting, demoting or deleting
 * them needs silo collaborator. Project images follow the project's roles.
 * An image takes its size and block size from the snapshot it is made of.
 *
 * An image is "in use" while a disk made from it is still `creating` (its
 * blocks are being copied from the image); deleting it then fails. Nexus
 * itself lets an image go at any time, as disks already made from it keep
 * their own copy, and so does the mock once the copies are done.
 */

const siloImages = (actor: Actor) =>
  db.images.filter((i) => !i.project_id && db.imageSilo.get(i.id) === actor.silo.id)

function checkNameFree(actor: Actor, name: string, projectId: string | null) {
  const clash = projectId
    ? db.images.some((i) => i.project_id === projectId && i.name === name)
    : siloImages(actor).some((i) => i.name === name)
  if (clash) throw alreadyExists(projectId ? 'project-image' : 'silo-image', name)
}

export const imageHandlers: Partial<MSWHandlers> = {
  imageList({ req, query }) {
    const actor = requireActor(req)
    const projectKey = scopeParam(query, 'project')
    const images = projectKey
      ? db.images.filter((i) => i.project_id === lookupProject(actor, projectKey).id)
      : siloImages(actor)
    return paginate(query, images, { scope: { project: projectKey } })
  },

  imageCreate({ req, query, body }) {
    const actor = requireActor(req)
    const project = query.project ? lookupProject(actor, query.project, 'collaborator') : undefined
    if (!project) requireSilo(actor, 'collaborator')
    const { row: snapshot } = lookupSnapshot(actor, { snapshot: body.source.id })
    if (project && snapshot.project_id !== project.id) {
      throw invalidRequest('snapshot does not belong to this project')
    }
    if (snapshot.state !== 'ready') {
      throw invalidRequest(`snapshot "${snapshot.name}" is not ready (state ${snapshot.state})`)
    }
    checkNameFree(actor, body.name, project?.id ?? null)
    const digest = contentDigest(db.snapshotData.get(snapshot.id))
    const image: Image = {
      id: newId(),
      name: body.name,
      description: body.description,
      os: body.os,
      version: body.version,
      size: snapshot.size,
      block_size: snapshotBlockSize(snapshot),
      digest: digest ? { type: 'sha256', value: digest } : null,
      project_id: project?.id ?? null,
      ...stampNow(),
    }
    db.images.push(image)
    db.imageSilo.set(image.id, actor.silo.id)
    return created(image)
  },

  imageView({ req, path, query }) {
    return lookupImage(requireActor(req), { image: path.image, project: query.project }).image
  },

  imageDelete({ req, path, query }) {
    const actor = requireActor(req)
    const { image } = lookupImage(
      actor,
      { image: path.image, project: query.project },
      'collaborator',
    )
    if (!image.project_id) requireSilo(actor, 'collaborator')
    const copying = disksCopying(image.id)
    if (copying.length > 0) {
      throw invalidRequest(
        `image "${image.name}" is in use: disk "${copying[0].name}" is still being created from it`,
      )
    }
    removeWhere(db.images, (i) => i.id === image.id)
    db.imageSilo.delete(image.id)
    return 204
  },

  imagePromote({ req, path, query }) {
    const actor = requireActor(req)
    const { image } = lookupImage(
      actor,
      { image: path.image, project: query.project },
      'collaborator',
    )
    if (!image.project_id) throw invalidRequest('Cannot promote a silo image')
    requireSilo(actor, 'collaborator')
    checkNameFree(actor, image.name, null)
    image.project_id = null
    image.time_modified = stampNow().time_modified
    return accepted(image)
  },

  imageDemote({ req, path, query }) {
    const actor = requireActor(req)
    // the project is where the image goes, not where to look for it
    const { image } = lookupImage(actor, { image: path.image })
    if (image.project_id) throw invalidRequest('Cannot demote a project image')
    requireSilo(actor, 'collaborator')
    const project = lookupProject(actor, query.project, 'collaborator')
    checkNameFree(actor, image.name, project.id)
    image.project_id = project.id
    image.time_modified = stampNow().time_modified
    return accepted(image)
  },
}
