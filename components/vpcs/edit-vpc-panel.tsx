import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { QueryError } from '@/components/kit/errors/query-error'
import { Form } from '@/components/ui/form'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { SidePanel, SidePanelSkeleton } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { Vpc } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useRenameMutation } from '@/lib/api/rename'
import { vpcUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { editVpcSchema, type EditVpcValues } from './vpc-schema'
import { useVpc } from './vpc-queries'
import { vpcParams, type VpcSel } from '@/lib/api/selectors'

const TITLE = 'Edit VPC'

export function EditVpcPanel(sel: VpcSel) {
  const router = useRouter()
  const current = useVpc(sel)
  const dismiss = () => void router.push(pb.vpcs({ project: sel.project }))
  const error = blockingError(current)
  if (error) return <QueryError error={error} />
  if (!current.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  return <EditVpcForm project={sel.project} vpc={current.data} onDismiss={dismiss} />
}

function EditVpcForm({
  project,
  vpc,
  onDismiss,
}: {
  project: string
  vpc: Vpc
  onDismiss: () => void
}) {
  const form = useForm<EditVpcValues>({
    resolver: zodResolver(editVpcSchema),
    defaultValues: { name: vpc.name, description: vpc.description, dnsName: vpc.dnsName },
  })
  // the VPC's page under its (maybe new) name: its URL follows a rename
  const update = useRenameMutation('vpcUpdate', {
    view: (v) => ({ op: 'vpcView', params: vpcParams({ project, vpc: v.name }) }),
    to: (v) => pb.vpc({ project, vpc: v.name }),
    onRenamed: (v) => toastSuccess(`VPC ${v.name} updated`),
  })
  const call = (changes: EditVpcValues) => ({
    path: { vpc: vpc.name },
    query: { project },
    body: vpcUpdateBody(vpc, changes),
  })
  return (
    <Form {...form}>
      <SidePanel
        open
        title={TITLE}
        submitLabel="Update VPC"
        onDismiss={onDismiss}
        onSubmit={form.handleSubmit((changes) => update.mutate(call(changes)))}
        request={{ op: 'vpcUpdate', build: call }}
        pending={update.isPending}
        errors={[update.error]}
      >
        <TextField control={form.control} name="name" label="Name" required />
        <TextareaField control={form.control} name="description" label="Description" />
        <TextField control={form.control} name="dnsName" label="DNS name" required />
      </SidePanel>
    </Form>
  )
}
