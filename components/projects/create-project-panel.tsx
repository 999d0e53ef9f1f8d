import { useRouter } from 'next/router'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { ProjectForm } from './project-form'

export function CreateProjectPanel() {
  const router = useRouter()
  const create = useApiMutation('projectCreate', {
    onSuccess: (project) => {
      toastSuccess(`Project ${project.name} created`)
      void router.push(pb.instances({ project: project.name }))
    },
  })
  return (
    <ProjectForm
      title="Create project"
      submitLabel="Create project"
      defaultValues={{ name: '', description: '' }}
      onSubmit={(body) => create.mutate({ body })}
      request={{ op: 'projectCreate', build: (body) => ({ body }) }}
      onDismiss={() => void router.push(pb.projects())}
      pending={create.isPending}
      error={create.error}
    />
  )
}
