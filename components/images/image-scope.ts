import { pb } from '@/lib/core/paths'

/**
 * Where an image lives: in a project (its name given) or shared with the
 * whole silo (no project). The API tells them apart by the `project`
 * selector, the console by the route.
 */
export type ImageScope = { project?: string }

/** Params of one image's calls: a silo image is named without a project. */
export function imageParams(image: string, { project }: ImageScope) {
  return { path: { image }, query: project ? { project } : {} }
}

/** The list an image belongs to: the project's images or the silo's. */
export function imagesPath({ project }: ImageScope): string {
  return project ? pb.images({ project }) : pb.siloImages()
}

/** The read-only view of one image, over its list. */
export function imageViewPath(image: string, { project }: ImageScope): string {
  return project ? pb.imageEdit({ project, image }) : pb.siloImageEdit({ image })
}

/** The upload form of the project's images. */
export function uploadImagePath(project: string): string {
  return pb.imagesNew({ project })
}
