import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { ListboxField } from '@/components/ui/choice-fields'
import { NumberField, TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { CheckboxField } from '@/components/ui/toggle-fields'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { BgpPeersFieldset } from './bgp-peers-fieldset'
import {
  FECS,
  GEOMETRIES,
  portSettingsBody,
  portSettingsDefaults,
  portSettingsSchema,
  SPEEDS,
  speedLabel,
  type PortSettingsValues,
} from './port-settings-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

/**
 * Settings for one link: its speed and MTU, an address from a lot, a default
 * route and the BGP peers reached over it.
 */
const call = (v: PortSettingsValues) => ({ body: portSettingsBody(v) })

export function CreatePortSettingsPanel() {
  const router = useRouter()
  const refused = useRefusals()
  const lots = useApiQuery(op.networkingAddressLotList, { query: { limit: PICKER_LIMIT } })
  const form = useForm<PortSettingsValues>({
    resolver: zodResolver(portSettingsSchema),
    defaultValues: portSettingsDefaults,
  })
  const create = useApiMutation(op.networkingSwitchPortSettingsCreate, {
    onSuccess: (s) => {
      toastSuccess(`Port settings ${s.name} created`)
      void router.push(pb.systemPortSettingsView({ settings: s.name }))
    },
  })
  return (
    <SidePanel
      docs={docs.rackNetworking}
      form={form}
      open
      title="Create port settings"
      refused={refused('system.portSettings.create')}
      submitLabel="Create port settings"
      onDismiss={() => void router.push(pb.systemPortSettings())}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.networkingSwitchPortSettingsCreate, build: call }}
      pending={create.isPending}
      errors={[create.error, lots.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <ListboxField
        control={form.control}
        name="geometry"
        label="Port geometry"
        required
        items={GEOMETRIES.map((g) => ({ value: g, label: g }))}
      />
      <TextField control={form.control} name="linkName" label="Link name" required />
      <ListboxField
        control={form.control}
        name="speed"
        label="Speed"
        required
        items={SPEEDS.map((s) => ({ value: s, label: speedLabel(s) }))}
      />
      <ListboxField
        control={form.control}
        name="fec"
        label="Forward error correction"
        placeholder="The transceiver's default"
        items={FECS.map((f) => ({ value: f, label: f }))}
      />
      <NumberField control={form.control} name="mtu" label="MTU" required min={1} max={65535} />
      <CheckboxField control={form.control} name="autoneg" label="Autonegotiation" />
      <CheckboxField control={form.control} name="lldpEnabled" label="LLDP enabled" />
      <TextField
        control={form.control}
        name="address"
        label="Address"
        description="The link's address with its prefix length, e.g. 198.51.100.2/30."
      />
      <ListboxField
        control={form.control}
        name="addressLot"
        label="Address lot"
        placeholder="Select an address lot"
        items={(lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
      />
      <PickerLimitNote page={lots.data} things="address lots" />
      <TextField
        control={form.control}
        name="gateway"
        label="Default gateway"
        description="Adds a default route through this address."
      />
      <BgpPeersFieldset control={form.control} />
    </SidePanel>
  )
}
