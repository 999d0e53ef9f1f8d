import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { ListboxField } from '@/components/ui/choice-fields'
import { NumberField, TextField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { bfdDefaults, bfdEnableBody, bfdSchema, SWITCHES, type BfdValues } from './bfd-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const call = (v: BfdValues) => ({ body: bfdEnableBody(v) })

export function EnableBfdPanel() {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<BfdValues>({ resolver: zodResolver(bfdSchema), defaultValues: bfdDefaults })
  const enable = useApiMutation(op.networkingBfdEnable, {
    onSuccess: () => {
      toastSuccess(`BFD session with ${form.getValues('remote')} enabled`)
      void router.push(pb.systemBfd())
    },
  })
  return (
    <SidePanel
      docs={docs.rackNetworking}
      form={form}
      open
      title="Enable BFD session"
      refused={refused('system.bfd.enable')}
      submitLabel="Enable session"
      onDismiss={() => void router.push(pb.systemBfd())}
      onSubmit={form.handleSubmit((v) => enable.mutate(call(v)))}
      request={{ op: op.networkingBfdEnable, build: call }}
      pending={enable.isPending}
      errors={[enable.error]}
    >
      <ListboxField
        control={form.control}
        name="switch"
        label="Switch"
        items={SWITCHES.map((s) => ({ value: s, label: s }))}
        required
      />
      <TextField
        control={form.control}
        name="remote"
        label="Remote address"
        description="The peer to watch"
        placeholder="192.0.2.1"
        required
      />
      <TextField
        control={form.control}
        name="local"
        label="Local address"
        description="Where the switch listens; empty for the unspecified address"
      />
      <RadioField
        control={form.control}
        name="mode"
        label="Mode"
        items={[
          {
            value: 'single_hop',
            label: 'Single hop',
            description: 'RFC 5881: a directly connected peer',
          },
          {
            value: 'multi_hop',
            label: 'Multi hop',
            description: 'RFC 5883: a peer across routers',
          },
        ]}
      />
      <NumberField
        control={form.control}
        name="detectionThreshold"
        label="Detection threshold"
        description="Missed packets before the peer counts as down"
        min={1}
        max={255}
        step={1}
        required
      />
      <NumberField
        control={form.control}
        name="requiredRx"
        label="Required receive interval (µs)"
        description="The shortest interval between packets this switch accepts"
        min={1}
        step={1}
        required
      />
    </SidePanel>
  )
}
