import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { ListboxField } from '@/components/ui/choice-fields'
import { NumberField, TextField } from '@/components/ui/form-fields'
import { CheckboxField } from '@/components/ui/toggle-fields'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import {
  loopbackDefaults,
  loopbackSchema,
  SWITCH_LOCATIONS,
  type LoopbackValues,
} from './loopback-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

/** A loopback address on one switch, taken from a block of an address lot. */
export function CreateLoopbackPanel() {
  const router = useRouter()
  const refused = useRefusals()
  const racks = useApiQuery(op.rackList, { query: { limit: PICKER_LIMIT } })
  const lots = useApiQuery(op.networkingAddressLotList, { query: { limit: PICKER_LIMIT } })
  const form = useForm<LoopbackValues>({
    resolver: zodResolver(loopbackSchema),
    defaultValues: loopbackDefaults(''),
  })
  // one rack is the usual case: choose it rather than ask
  const onlyRack = racks.data?.items.length === 1 ? racks.data.items[0].id : undefined
  useEffect(() => {
    if (onlyRack && !form.getValues('rackId')) form.setValue('rackId', onlyRack)
  }, [onlyRack, form])

  const create = useApiMutation(op.networkingLoopbackAddressCreate, {
    onSuccess: (l) => {
      toastSuccess(`Loopback address ${l.address} created`)
      void router.push(pb.systemLoopbackAddresses())
    },
  })
  const call = (v: LoopbackValues) => ({
    body: {
      rackId: v.rackId,
      switchLocation: v.switchLocation,
      address: v.address.trim(),
      mask: v.mask,
      addressLot: v.addressLot,
      anycast: v.anycast,
    },
  })
  return (
    <SidePanel
      docs={docs.rackNetworking}
      form={form}
      open
      title="Create loopback address"
      refused={refused('system.loopbackAddress.create')}
      submitLabel="Create loopback address"
      onDismiss={() => void router.push(pb.systemLoopbackAddresses())}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.networkingLoopbackAddressCreate, build: call }}
      pending={create.isPending}
      errors={[create.error, racks.error, lots.error]}
    >
      <ListboxField
        control={form.control}
        name="rackId"
        label="Rack"
        required
        items={(racks.data?.items ?? []).map((r) => ({ value: r.id, label: r.id }))}
      />
      <ListboxField
        control={form.control}
        name="switchLocation"
        label="Switch"
        required
        items={SWITCH_LOCATIONS.map((s) => ({ value: s, label: s }))}
      />
      <TextField control={form.control} name="address" label="Address" required />
      <NumberField control={form.control} name="mask" label="Prefix length" required min={0} />
      <ListboxField
        control={form.control}
        name="addressLot"
        label="Address lot"
        required
        placeholder="Select an address lot"
        items={(lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
      />
      <PickerLimitNote page={lots.data} things="address lots" />
      <CheckboxField
        control={form.control}
        name="anycast"
        label="Anycast"
        description="The same address may then be given to the other switch too."
      />
    </SidePanel>
  )
}
