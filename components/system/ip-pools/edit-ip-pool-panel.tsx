import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { QueryError } from '@/components/kit/errors/query-error'
import { Form } from '@/components/ui/form'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { SidePanel, SidePanelSkeleton } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { IpPool } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useRenameMutation } from '@/lib/api/rename'
import { ipPoolUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { poolParams, useIpPool } from './ip-pool-queries'
import { ipPoolSchema, type IpPoolValues } from './ip-pool-schema'

const TITLE = 'Edit IP pool'

export function EditIpPoolPanel({ pool }: { pool: string }) {
  const router = useRouter()
  const current = useIpPool(pool)
  const dismiss = () => void router.push(pb.systemIpPool({ pool }))
  const error = blockingError(current)
  if (error) return <QueryError error={error} />
  if (!current.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  return <EditIpPoolForm pool={current.data} onDismiss={dismiss} />
}

function EditIpPoolForm({ pool, onDismiss }: { pool: IpPool; onDismiss: () => void }) {
  const form = useForm<IpPoolValues>({
    resolver: zodResolver(ipPoolSchema),
    defaultValues: { name: pool.name, description: pool.description },
  })
  // the pool's page under its (maybe new) name: its URL follows a rename
  const update = useRenameMutation('ipPoolUpdate', {
    view: (p) => ({ op: 'ipPoolView', params: poolParams(p.name) }),
    to: (p) => pb.systemIpPool({ pool: p.name }),
    onRenamed: (p) => toastSuccess(`IP pool ${p.name} updated`),
  })
  const call = (changes: IpPoolValues) => ({
    path: { pool: pool.name },
    body: ipPoolUpdateBody(pool, changes),
  })
  return (
    <Form {...form}>
      <SidePanel
        open
        title={TITLE}
        submitLabel="Update IP pool"
        onDismiss={onDismiss}
        onSubmit={form.handleSubmit((changes) => update.mutate(call(changes)))}
        request={{ op: 'ipPoolUpdate', build: call }}
        pending={update.isPending}
        errors={[update.error]}
      >
        <TextField control={form.control} name="name" label="Name" required />
        <TextareaField control={form.control} name="description" label="Description" />
      </SidePanel>
    </Form>
  )
}
