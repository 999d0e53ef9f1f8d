import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { ipPoolDefaults, ipPoolSchema, type IpPoolValues } from './ip-pool-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

/** A new, empty pool: ranges and silo links are added on its page. */
export function CreateIpPoolPanel() {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<IpPoolValues>({
    resolver: zodResolver(ipPoolSchema),
    defaultValues: ipPoolDefaults,
  })
  const create = useApiMutation(op.ipPoolCreate, {
    onSuccess: (p) => {
      toastSuccess(`IP pool ${p.name} created`)
      void router.push(pb.systemIpPool({ pool: p.name }))
    },
  })
  return (
    <SidePanel
      docs={docs.ipPools}
      form={form}
      open
      title="Create IP pool"
      refused={refused('system.ipPool.create')}
      submitLabel="Create IP pool"
      onDismiss={() => void router.push(pb.systemIpPools())}
      onSubmit={form.handleSubmit((body) => create.mutate({ body }))}
      request={{ op: op.ipPoolCreate, build: (body) => ({ body }) }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
    </SidePanel>
  )
}
