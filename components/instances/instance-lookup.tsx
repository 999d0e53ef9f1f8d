import { NotFound } from '@/components/kit/errors/not-found'
import { Redirect } from '@/components/layout/redirect'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

/** The page of a found instance. */
function instancePage(params: { project: string; instance: string }) {
  return pb.instance(params)
}

/**
 * Spec §2: `lookup/instances/{id}` finds an instance by id alone (as a link
 * from outside a project would have it), then its project, and goes to its
 * page; whatever fails is the 404 page. The project can only be asked for
 * once the instance has named it.
 */
export function InstanceLookup({ instance }: { instance: string }) {
  const found = useApiQuery(op.instanceView, { path: { instance } })
  const projectId = found.data?.projectId
  const project = useApiQuery(
    op.projectView,
    { path: { project: projectId ?? '' } },
    { enabled: !!projectId },
  )
  const error = blockingError(found) ?? blockingError(project)
  // a 401 is already on its way to the login page
  if (error) return error.statusCode === 401 ? null : <NotFound />
  const to =
    found.data && project.data
      ? instancePage({ project: project.data.name, instance: found.data.name })
      : undefined
  return <Redirect to={to} />
}
