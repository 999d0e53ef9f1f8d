import { QueryError } from '@/components/errors/query-error'
import { CreateInstanceForm } from './create-instance-form'
import { projectUnreachable, useCreateInstanceData } from './use-create-instance-data'

/**
 * The full-page create form. Its pickers' lists are all requested at once;
 * the form is there from the start and each section fills in as its list
 * arrives.
 */
export function CreateInstancePage({ project }: { project: string }) {
  const data = useCreateInstanceData(project)
  const unreachable = projectUnreachable(data)
  if (unreachable) return <QueryError error={unreachable} />
  return <CreateInstanceForm project={project} data={data} />
}
