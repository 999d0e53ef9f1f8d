import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { ListboxField } from '@/components/ui/choice-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import {
  SILO_DEFAULT_POOL,
  createProbeDefaults,
  createProbeSchema,
  toProbeCreate,
  type CreateProbeValues,
} from './create-probe-schema'
import * as op from '@/lib/api/ops'

/**
 * A new probe on one of the rack's sleds. Picking a sled needs the fleet's
 * sled list, so this is an operator's form; a failed submit keeps every value.
 */
export function CreateProbePanel({ project }: { project: string }) {
  const refused = useRefusals(project)
  const router = useRouter()
  const sleds = useApiQuery(op.sledList, { query: { limit: PICKER_LIMIT } })
  const pools = useApiQuery(op.projectIpPoolList, { query: { limit: PICKER_LIMIT } })
  const form = useForm<CreateProbeValues>({
    resolver: zodResolver(createProbeSchema),
    defaultValues: createProbeDefaults,
  })

  const back = () => void router.push(pb.probes({ project }))
  const create = useApiMutation(op.probeCreate, {
    onSuccess: (p) => {
      toastSuccess(`Probe ${p.name} created`)
      back()
    },
  })
  const errors = [
    sleds.error && `Could not load sleds: ${sleds.error.message}`,
    pools.error && `Could not load IP pools: ${pools.error.message}`,
    create.error?.message,
  ]

  // only sleds in service take new work
  const sledItems = (sleds.data?.items ?? [])
    .filter((s) => s.policy.kind === 'in_service' && s.state === 'active')
    .map((s) => ({ value: s.id, label: s.baseboard.serial || s.id }))
  const defaultPool = pools.data?.items.find((p) => p.isDefault)?.name
  const poolItems = [
    {
      value: SILO_DEFAULT_POOL,
      label: defaultPool ? `Silo default (${defaultPool})` : 'Silo default',
    },
    ...(pools.data?.items ?? []).map((p) => ({ value: p.name, label: p.name })),
  ]

  const call = (v: CreateProbeValues) => ({ query: { project }, body: toProbeCreate(v) })
  return (
    <SidePanel
      form={form}
      open
      title="Create probe"
      submitLabel="Create probe"
      onDismiss={back}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.probeCreate, build: call }}
      pending={create.isPending}
      refused={refused('probe.create')}
      errors={errors}
    >
      <NameAndDescriptionFields control={form.control} />
      <ListboxField
        control={form.control}
        name="sled"
        label="Sled"
        required
        description="An in-service sled; the probe's interface lives there"
        items={sledItems}
        placeholder={sleds.isPending ? 'Loading sleds…' : 'Select a sled'}
      />
      <PickerLimitNote page={sleds.data} things="sleds" />
      <ListboxField
        control={form.control}
        name="pool"
        label="IP pool"
        description="Where its external (SNAT) address comes from"
        items={poolItems}
      />
      <PickerLimitNote page={pools.data} things="IP pools" />
    </SidePanel>
  )
}
