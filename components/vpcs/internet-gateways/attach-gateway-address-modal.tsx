import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { ipSchema } from '@/lib/core/validators/ip'
import { nameSchema } from '@/lib/core/validators/name'
import { gatewaySelector, type GatewaySel } from './gateway-queries'
import * as op from '@/lib/api/ops'

const schema = z.object({ name: nameSchema, description: descriptionSchema, address: ipSchema })
type Values = z.infer<typeof schema>

/** Gives the gateway one fixed egress address. */
export function AttachGatewayAddressModal({
  open,
  onOpenChange,
  sel,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  sel: GatewaySel
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', address: '' },
  })
  const attach = useApiMutation(op.internetGatewayIpAddressCreate, {
    onSuccess: (a) => {
      toastSuccess(`IP address ${a.address} attached to ${sel.gateway}`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, attach, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Attach IP address"
      submitLabel="Attach"
      pending={attach.isPending}
      errors={[attach.error]}
      onSubmit={form.handleSubmit((body) => attach.mutate({ ...gatewaySelector(sel), body }))}
    >
      <NameAndDescriptionFields control={form.control} />
      <TextField
        control={form.control}
        name="address"
        label="IP address"
        required
        placeholder="198.51.100.10"
        description="An IPv4 or IPv6 address"
      />
    </FormModal>
  )
}
