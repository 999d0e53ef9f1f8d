import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/core/zod'
import { Form } from '@/components/ui/form'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { SidePanel, SidePanelSkeleton } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { FloatingIp } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { useRenameMutation } from '@/lib/api/rename'
import { floatingIpUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { nameSchema } from '@/lib/core/validators/name'
import { QueryError } from '@/components/kit/errors/query-error'

// the address, pool and instance aren't part of FloatingIpUpdate
const schema = z.object({ name: nameSchema, description: z.string() })
type Values = z.infer<typeof schema>

const TITLE = 'Edit floating IP'

export function EditFloatingIpPanel({
  project,
  floatingIp,
}: {
  project: string
  floatingIp: string
}) {
  const router = useRouter()
  const current = useApiQuery('floatingIpView', { path: { floatingIp }, query: { project } })
  const dismiss = () => void router.push(pb.floatingIps({ project }))
  const error = blockingError(current)
  if (error) return <QueryError error={error} />
  if (!current.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  return <EditFloatingIpForm project={project} fip={current.data} onDismiss={dismiss} />
}

function EditFloatingIpForm({
  project,
  fip,
  onDismiss,
}: {
  project: string
  fip: FloatingIp
  onDismiss: () => void
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: fip.name, description: fip.description },
  })
  const update = useRenameMutation('floatingIpUpdate', {
    view: (f) => ({
      op: 'floatingIpView',
      params: { path: { floatingIp: f.name }, query: { project } },
    }),
    to: () => pb.floatingIps({ project }),
    onRenamed: (f) => toastSuccess(`Floating IP ${f.name} updated`),
  })
  const call = (changes: Values) => ({
    path: { floatingIp: fip.name },
    query: { project },
    body: floatingIpUpdateBody(fip, changes),
  })
  return (
    <Form {...form}>
      <SidePanel
        open
        title={TITLE}
        submitLabel="Update floating IP"
        onDismiss={onDismiss}
        onSubmit={form.handleSubmit((changes) => update.mutate(call(changes)))}
        request={{ op: 'floatingIpUpdate', build: call }}
        pending={update.isPending}
        errors={[update.error]}
      >
        <TextField control={form.control} name="name" label="Name" required />
        <TextareaField control={form.control} name="description" label="Description" />
      </SidePanel>
    </Form>
  )
}
