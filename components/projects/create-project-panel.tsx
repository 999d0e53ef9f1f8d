import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import {
  NameAndDescriptionFields,
  nameAndDescriptionSchema,
  type NameAndDescription,
} from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

/** A failed submit keeps every value typed. */
export function CreateProjectPanel() {
  const router = useRouter()
  // a project is the silo's to make: no project's role reaches it
  const refused = useRefusals()
  const form = useForm<NameAndDescription>({
    resolver: zodResolver(nameAndDescriptionSchema),
    defaultValues: { name: '', description: '' },
  })
  const create = useApiMutation(op.projectCreate, {
    onSuccess: (project) => {
      toastSuccess(`Project ${project.name} created`)
      void router.push(pb.instances({ project: project.name }))
    },
  })
  return (
    <SidePanel
      docs={docs.projects}
      form={form}
      open
      title="Create project"
      submitLabel="Create project"
      onDismiss={() => void router.push(pb.projects())}
      onSubmit={form.handleSubmit((body) => create.mutate({ body }))}
      pending={create.isPending}
      refused={refused('project.create')}
      errors={[create.error]}
      request={{ op: op.projectCreate, build: (body: NameAndDescription) => ({ body }) }}
    >
      <NameAndDescriptionFields control={form.control} />
    </SidePanel>
  )
}
