import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { ComboboxField } from '@/components/ui/choice-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { toastSuccess } from '@/components/kit/toast'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { nameSchema } from '@/lib/core/validators/name'
import { gatewaySelector, type GatewaySel } from './gateway-queries'
import * as op from '@/lib/api/ops'

const schema = z.object({
  ipPool: z.string().check(z.minLength(1, 'Choose an IP pool')),
  name: nameSchema,
  description: descriptionSchema,
})
type Values = z.infer<typeof schema>

/** Lets the gateway draw egress addresses from one of the silo's IP pools. */
export function AttachGatewayPoolModal({
  open,
  onOpenChange,
  sel,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  sel: GatewaySel
}) {
  const pools = useApiQuery(
    op.projectIpPoolList,
    { query: { limit: PICKER_LIMIT } },
    { enabled: open },
  )
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { ipPool: '', name: '', description: '' },
  })
  const attach = useApiMutation(op.internetGatewayIpPoolCreate, {
    onSuccess: (p) => {
      toastSuccess(`IP pool ${p.name} attached to ${sel.gateway}`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, attach, form)
  const loadError = pools.error && `Could not load IP pools: ${pools.error.message}`
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Attach IP pool"
      submitLabel="Attach"
      pending={attach.isPending}
      errors={[attach.error, loadError]}
      onSubmit={form.handleSubmit((body) => attach.mutate({ ...gatewaySelector(sel), body }))}
    >
      <ComboboxField
        control={form.control}
        name="ipPool"
        label="IP pool"
        required
        items={(pools.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
        placeholder={pools.isPending ? 'Loading pools…' : 'Select a pool'}
        emptyText="No matching pools"
        // the attachment is named after the pool unless the user has named it already
        onPicked={(pool) => {
          if (!form.getValues('name')) form.setValue('name', pool, { shouldValidate: true })
        }}
      />
      <PickerLimitNote page={pools.data} things="IP pools" />
      <NameAndDescriptionFields
        control={form.control}
        nameDescription="Names this attachment within the gateway"
      />
    </FormModal>
  )
}
