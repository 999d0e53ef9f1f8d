import { useRouter } from 'next/router'
import { QueryError } from '@/components/errors/query-error'
import { SidePanelSkeleton } from '@/components/ui/side-panel'
import { toastSuccess } from '@/components/ui/toast'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { projectUpdateBody } from '@/lib/api/update-bodies'
import { pb } from '@/lib/paths'
import { ProjectForm } from './project-form'

export function EditProjectPanel({ project }: { project: string }) {
  const router = useRouter()
  const current = useApiQuery('projectView', { path: { project } })
  const update = useApiMutation('projectUpdate', {
    invalidates: ['projectList', 'projectView'],
    onSuccess: (p) => {
      toastSuccess(`Project ${p.name} updated`)
      void router.push(pb.projects())
    },
  })
  const dismiss = () => void router.push(pb.projects())
  if (current.error) return <QueryError error={current.error} />
  if (!current.data) return <SidePanelSkeleton title="Edit project" onDismiss={dismiss} />
  return (
    <ProjectForm
      title="Edit project"
      submitLabel="Update project"
      defaultValues={{ name: current.data.name, description: current.data.description }}
      onSubmit={(changes) =>
        update.mutate({ path: { project }, body: projectUpdateBody(current.data, changes) })
      }
      onDismiss={dismiss}
      pending={update.isPending}
      error={update.error}
    />
  )
}
