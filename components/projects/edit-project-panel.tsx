import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { SidePanelSkeleton } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { useRenameMutation } from '@/lib/api/rename'
import { projectUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { ProjectForm, type ProjectFormValues } from './project-form'

export function EditProjectPanel({ project }: { project: string }) {
  const router = useRouter()
  const current = useApiQuery('projectView', { path: { project } })
  const update = useRenameMutation('projectUpdate', {
    view: (p) => ({ op: 'projectView', params: { path: { project: p.name } } }),
    to: () => pb.projects(),
    onRenamed: (p) => toastSuccess(`Project ${p.name} updated`),
  })
  const dismiss = () => void router.push(pb.projects())
  const failed = blockingError(current)
  if (failed) return <QueryError error={failed} />
  if (!current.data) return <SidePanelSkeleton title="Edit project" onDismiss={dismiss} />
  const data = current.data
  const call = (changes: ProjectFormValues) => ({
    path: { project },
    body: projectUpdateBody(data, changes),
  })
  return (
    <ProjectForm
      title="Edit project"
      submitLabel="Update project"
      defaultValues={{ name: current.data.name, description: current.data.description }}
      onSubmit={(changes) => update.mutate(call(changes))}
      request={{ op: 'projectUpdate', build: call }}
      onDismiss={dismiss}
      pending={update.isPending}
      error={update.error}
    />
  )
}
