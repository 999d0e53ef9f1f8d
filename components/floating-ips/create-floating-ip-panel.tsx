import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { ListboxField } from '@/components/ui/choice-fields'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import {
  createFloatingIpDefaults,
  createFloatingIpSchema,
  toFloatingIpCreate,
  type CreateFloatingIpValues,
} from './create-floating-ip-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const addressItems = [
  { value: 'auto', label: 'Any free address', description: 'The pool picks one' },
  { value: 'explicit', label: 'A specific address', description: 'It must be free in the pool' },
]

/** A new floating IP from one of the project's pools; a failed submit keeps every value typed. */
export function CreateFloatingIpPanel({ project }: { project: string }) {
  const router = useRouter()
  const pools = useApiQuery(op.projectIpPoolList, { query: { limit: PICKER_LIMIT } })
  const refused = useRefusals(project)
  const form = useForm<CreateFloatingIpValues>({
    resolver: zodResolver(createFloatingIpSchema),
    defaultValues: createFloatingIpDefaults,
  })
  const address = useWatch({ control: form.control, name: 'address' })

  // the silo's default pool is the one chosen unless the user picks another
  const defaultPool = pools.data?.items.find((p) => p.isDefault)?.name
  useEffect(() => {
    if (defaultPool && !form.getValues('pool')) form.setValue('pool', defaultPool)
  }, [defaultPool, form])

  const back = () => void router.push(pb.floatingIps({ project }))
  const create = useApiMutation(op.floatingIpCreate, {
    onSuccess: (f) => {
      toastSuccess(`Floating IP ${f.name} created (${f.ip})`)
      back()
    },
  })
  const errors = [
    pools.error && `Could not load IP pools: ${pools.error.message}`,
    create.error?.message,
  ]

  const call = (v: CreateFloatingIpValues) => ({ query: { project }, body: toFloatingIpCreate(v) })

  return (
    <SidePanel
      docs={docs.floatingIps}
      form={form}
      open
      title="Create floating IP"
      submitLabel="Create floating IP"
      onDismiss={back}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.floatingIpCreate, build: call }}
      pending={create.isPending}
      refused={refused('floatingIp.create')}
      errors={errors}
    >
      <NameAndDescriptionFields control={form.control} />
      <ListboxField
        control={form.control}
        name="pool"
        label="IP pool"
        required
        items={(pools.data?.items ?? []).map((p) => ({
          value: p.name,
          label: p.isDefault ? `${p.name} (default)` : p.name,
        }))}
        placeholder={pools.isPending ? 'Loading pools…' : 'Select a pool'}
      />
      <PickerLimitNote page={pools.data} things="IP pools" />
      <RadioField
        control={form.control}
        name="address"
        label="Address"
        required
        items={addressItems}
      />
      {address === 'explicit' && (
        <TextField
          control={form.control}
          name="ip"
          label="IP address"
          required
          description="An IPv4 or IPv6 address within the pool's ranges"
        />
      )}
    </SidePanel>
  )
}
