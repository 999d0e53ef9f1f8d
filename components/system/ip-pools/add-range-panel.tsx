import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { rangeDefaults, rangeSchema, type RangeValues } from './ip-range-schema'
import { RangeFields } from './range-fields'
import { rangeText } from './ranges-table'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

/** Adds a range to a pool; what Nexus refuses (IPv6, overlaps) shows in the panel. */
export function AddRangePanel({ pool }: { pool: string }) {
  const router = useRouter()
  const refused = useRefusals()
  const back = pb.systemIpPool({ pool })
  const form = useForm<RangeValues>({
    resolver: zodResolver(rangeSchema),
    defaultValues: rangeDefaults,
  })
  const add = useApiMutation(op.ipPoolRangeAdd, {
    onSuccess: (r) => {
      toastSuccess(`Range ${rangeText(r.range)} added to ${pool}`)
      void router.push(back)
    },
  })
  const call = (body: RangeValues) => ({ path: { pool }, body })
  return (
    <SidePanel
      docs={docs.ipPools}
      form={form}
      open
      title="Add IP range"
      description={`Addresses ${pool} may hand out`}
      refused={refused('system.ipPool.range.add')}
      submitLabel="Add range"
      onDismiss={() => void router.push(back)}
      onSubmit={form.handleSubmit((v) => add.mutate(call(v)))}
      request={{ op: op.ipPoolRangeAdd, build: call }}
      pending={add.isPending}
      errors={[add.error]}
    >
      <RangeFields control={form.control} />
    </SidePanel>
  )
}
