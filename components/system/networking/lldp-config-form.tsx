import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { GatedButton } from '@/components/ui/gated-button'
import { Form } from '@/components/ui/form'
import { TextField } from '@/components/ui/form-fields'
import { CheckboxField } from '@/components/ui/toggle-fields'
import { toastSuccess } from '@/components/kit/toast'
import { useRefusals } from '@/components/kit/use-refusals'
import type { LldpLinkConfig } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { lldpConfigUpdateBody } from '@/lib/domain/rack-networking-update-bodies'
import { lldpChanges, lldpSchema, lldpValues, type LldpValues } from './lldp-schema'
import { portParams } from './switch-port-cells'
import * as op from '@/lib/api/ops'

type Port = { rackId: string; switchLocation: string; portName: string }

/** What the port's link announces over LLDP, and whether it does at all. */
export function LldpConfigForm({ port, current }: { port: Port; current: LldpLinkConfig }) {
  const form = useForm<LldpValues>({
    resolver: zodResolver(lldpSchema),
    defaultValues: lldpValues(current),
  })
  const currentKey = JSON.stringify(current)
  useEffect(() => {
    form.reset(lldpValues(JSON.parse(currentKey) as LldpLinkConfig))
  }, [currentKey, form])
  const update = useApiMutation(op.networkingSwitchPortLldpConfigUpdate, {
    onSuccess: () => toastSuccess('LLDP configuration saved'),
  })
  const refused = useRefusals()('system.switchPort.lldp.edit')
  return (
    <Form {...form}>
      <form
        noValidate
        className="flex max-w-lg flex-col gap-4"
        onSubmit={form.handleSubmit((v) => {
          // Enter in a field submits too
          if (refused) return
          update.mutate({
            ...portParams(port),
            body: lldpConfigUpdateBody(current, lldpChanges(v)),
          })
        })}
      >
        <CheckboxField control={form.control} name="enabled" label="LLDP enabled" />
        <TextField control={form.control} name="systemName" label="System name" />
        <TextField control={form.control} name="systemDescription" label="System description" />
        <TextField control={form.control} name="linkName" label="Link name" />
        <TextField control={form.control} name="linkDescription" label="Link description" />
        <TextField control={form.control} name="chassisId" label="Chassis ID" />
        <TextField control={form.control} name="managementIp" label="Management IP" />
        {update.error && (
          <p role="alert" className="text-sm text-destructive">
            {update.error.message}
          </p>
        )}
        <div>
          <GatedButton
            type={refused ? 'button' : 'submit'}
            reason={refused}
            pending={update.isPending}
            disabled={!refused && !form.formState.isDirty}
          >
            Save LLDP configuration
          </GatedButton>
        </div>
      </form>
    </Form>
  )
}
