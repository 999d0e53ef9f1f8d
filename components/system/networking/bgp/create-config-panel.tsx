import { zodResolver } from '@hookform/resolvers/zod'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { ListboxField } from '@/components/ui/choice-fields'
import { NumberField, TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import {
  bgpConfigBody,
  bgpConfigDefaults,
  bgpConfigSchema,
  MAX_ASN,
  type BgpConfigValues,
} from './bgp-schema'
import * as op from '@/lib/api/ops'
import { announceSetListParams } from '@/lib/api/announce-sets'
import { AnnounceSetsLimitNote } from './announce-sets-limit-note'
import { docs } from '@/lib/core/docs'

const call = (v: BgpConfigValues) => ({ body: bgpConfigBody(v) })

export function CreateConfigPanel() {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<BgpConfigValues>({
    resolver: zodResolver(bgpConfigSchema),
    defaultValues: bgpConfigDefaults,
  })
  const sets = useApiQuery(op.networkingBgpAnnounceSetList, announceSetListParams)
  const create = useApiMutation(op.networkingBgpConfigCreate, {
    onSuccess: (c) => {
      toastSuccess(`BGP configuration ${c.name} created`)
      void router.push(pb.systemBgpConfigs())
    },
  })
  const items = (sets.data ?? []).map((s) => ({
    value: s.name,
    label: s.name,
    detail: s.description || undefined,
  }))
  return (
    <SidePanel
      docs={docs.rackNetworking}
      form={form}
      open
      title="Create BGP configuration"
      refused={refused('system.bgp.config.create')}
      submitLabel="Create configuration"
      onDismiss={() => void router.push(pb.systemBgpConfigs())}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.networkingBgpConfigCreate, build: call }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <NumberField
        control={form.control}
        name="asn"
        label="ASN"
        description="The rack's autonomous system number"
        min={1}
        max={MAX_ASN}
        step={1}
        required
      />
      <TextField
        control={form.control}
        name="vrf"
        label="VRF"
        description="Virtual routing and forwarding instance; leave empty for none"
      />
      <ListboxField
        control={form.control}
        name="announceSet"
        label="Announce set"
        description="The networks this configuration announces to its peers"
        items={items}
        placeholder={sets.isPending ? 'Loading announce sets…' : 'Choose an announce set'}
        required
      />
      <AnnounceSetsLimitNote sets={sets.data} />
      {sets.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No announce sets yet:{' '}
          <IntentLink className="underline" href={pb.systemBgpAnnounceSetsNew()}>
            create one
          </IntentLink>{' '}
          first.
        </p>
      )}
    </SidePanel>
  )
}
