import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, requireSilo, type Actor } from '../auth'
import { db, removeWhere, type Image } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import { newId } from '../create'
import { lookupImage, lookupProject, lookupSnapshot } from '../lookup'
import { paginate, scopeParam } from '../pagination'
import { accepted, created, stampNow } from '../respond'

/**
 * Images belong to a project, or to the silo once promoted. Any member of
 * the silo may read silo images; creating, promoting or deleting them needs
 * silo collaborator. Project images follow the project's roles.
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
    checkNameFree(actor, body.name, project?.id ?? null)
    const { row: snapshot } = lookupSnapshot(actor, { snapshot: body.source.id })
    if (project && snapshot.project_id !== project.id) {
      throw invalidRequest('the snapshot must belong to the project the image is created in')
    }
    if (snapshot.state !== 'ready') throw invalidRequest('snapshot is not ready')
    const disk = db.disks.find((d) => d.id === snapshot.disk_id)
    const image: Image = {
      id: newId(),
      name: body.name,
      description: body.description,
      os: body.os,
      version: body.version,
      size: snapshot.size,
      block_size: disk?.block_size ?? 512,
      digest: null,
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
    requireSilo(actor, 'collaborator')
    if (!image.project_id) throw invalidRequest(`image "${image.name}" is already a silo image`)
    checkNameFree(actor, image.name, null)
    image.project_id = null
    image.time_modified = stampNow().time_modified
    return accepted(image)
  },

  imageDemote({ req, path, query }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, query.project, 'collaborator')
    const { image } = lookupImage(actor, { image: path.image })
    requireSilo(actor, 'collaborator')
    if (image.project_id) throw invalidRequest(`image "${image.name}" is not a silo image`)
    checkNameFree(actor, image.name, project.id)
    image.project_id = project.id
    image.time_modified = stampNow().time_modified
    return accepted(image)
  },
}
