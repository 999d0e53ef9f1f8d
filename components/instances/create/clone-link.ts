import { pb } from '@/lib/core/paths'

/** The create route's `?from=`: the instance its form is a copy of, kept for reload and links. */
export const CLONE_FROM_PARAM = 'from'

/** The create-instance form filled in from `from`, an instance of the project. */
export function clonePath({ project, from }: { project: string; from: string }) {
  const query = new URLSearchParams({ [CLONE_FROM_PARAM]: from })
  return `${pb.instancesNew({ project })}?${query}`
}
