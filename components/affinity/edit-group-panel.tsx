import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/core/zod'
import { Form } from '@/components/ui/form'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { SidePanel, SidePanelSkeleton } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { AntiAffinityGroup } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { useRenameMutation } from '@/lib/api/rename'
import { antiAffinityGroupUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { nameSchema } from '@/lib/core/validators/name'

// policy and failure domain can't be changed after create (AntiAffinityGroupUpdate)
const schema = z.object({ name: nameSchema, description: z.string() })
type Values = z.infer<typeof schema>

const TITLE = 'Edit anti-affinity group'

type Props = { project: string; group: string }

export function EditGroupPanel({ project, group }: Props) {
  const router = useRouter()
  // the group page behind the panel makes the same request: one fetch for both
  const current = useApiQuery('antiAffinityGroupView', {
    path: { antiAffinityGroup: group },
    query: { project },
  })
  const dismiss = () =>
    void router.push(pb.antiAffinityGroup({ project, antiAffinityGroup: group }))
  // the page behind shows what went wrong
  if (blockingError(current)) return null
  if (!current.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  return <EditGroupForm project={project} group={current.data} onDismiss={dismiss} />
}

function EditGroupForm({
  project,
  group,
  onDismiss,
}: {
  project: string
  group: AntiAffinityGroup
  onDismiss: () => void
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: group.name, description: group.description },
  })
  const update = useRenameMutation('antiAffinityGroupUpdate', {
    view: (g) => ({
      op: 'antiAffinityGroupView',
      params: { path: { antiAffinityGroup: g.name }, query: { project } },
    }),
    to: (g) => pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
    onRenamed: (g) => toastSuccess(`Anti-affinity group ${g.name} updated`),
  })
  const call = (changes: Values) => ({
    path: { antiAffinityGroup: group.name },
    query: { project },
    body: antiAffinityGroupUpdateBody(group, changes),
  })
  return (
    <Form {...form}>
      <SidePanel
        open
        title={TITLE}
        submitLabel="Update anti-affinity group"
        onDismiss={onDismiss}
        onSubmit={form.handleSubmit((changes) => update.mutate(call(changes)))}
        request={{ op: 'antiAffinityGroupUpdate', build: call }}
        pending={update.isPending}
        errors={[update.error]}
      >
        <TextField control={form.control} name="name" label="Name" required />
        <TextareaField control={form.control} name="description" label="Description" />
      </SidePanel>
    </Form>
  )
}
