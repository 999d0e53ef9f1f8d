import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { ListboxField } from '@/components/ui/choice-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { toastSuccess } from '@/components/kit/toast'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { portParams } from './switch-port-cells'
import * as op from '@/lib/api/ops'

const schema = z.object({ settings: z.string().check(z.minLength(1, 'Required')) })
type Values = z.infer<typeof schema>

type Port = { rackId: string; switchLocation: string; portName: string }

/** Apply port settings to a port: its link comes up with their addresses and routes. */
export function ApplySettingsModal({
  port,
  open,
  onOpenChange,
}: {
  port: Port
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const settings = useApiQuery(
    op.networkingSwitchPortSettingsList,
    { query: { limit: PICKER_LIMIT } },
    { enabled: open },
  )
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { settings: '' } })
  const apply = useApiMutation(op.networkingSwitchPortApplySettings, {
    onSuccess: () => {
      toastSuccess(`Settings applied to ${port.switchLocation}/${port.portName}`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, apply, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Apply port settings"
      description={`Port ${port.switchLocation}/${port.portName} takes the settings' links, addresses and routes.`}
      submitLabel="Apply settings"
      onSubmit={form.handleSubmit((v) =>
        apply.mutate({ ...portParams(port), body: { portSettings: v.settings } }),
      )}
      pending={apply.isPending}
      errors={[apply.error, settings.error]}
    >
      <ListboxField
        control={form.control}
        name="settings"
        label="Port settings"
        required
        placeholder="Select port settings"
        items={(settings.data?.items ?? []).map((s) => ({ value: s.name, label: s.name }))}
      />
      <PickerLimitNote page={settings.data} things="port settings" />
    </FormModal>
  )
}
