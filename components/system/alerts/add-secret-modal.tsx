import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { TextField } from '@/components/ui/form-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { secretSchema } from './receiver-schema'
import * as op from '@/lib/api/ops'

const schema = z.object({ secret: secretSchema })
type Values = z.infer<typeof schema>

/**
 * A new signing secret: to rotate, add the new one, move the endpoint over,
 * then delete the old one.
 */
export function AddSecretModal({
  open,
  onOpenChange,
  receiver,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  receiver: string
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { secret: '' } })
  const add = useApiMutation(op.webhookSecretsAdd, {
    onSuccess: () => {
      toastSuccess(`Secret added to ${receiver}`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, add, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Add secret"
      description="Alerts are signed with every secret until the old one is deleted. The secret is not shown again."
      submitLabel="Add secret"
      pending={add.isPending}
      errors={[add.error]}
      onSubmit={form.handleSubmit((body) => add.mutate({ query: { receiver }, body }))}
    >
      <TextField
        control={form.control}
        name="secret"
        label="Secret"
        type="password"
        autoComplete="new-password"
        required
      />
    </FormModal>
  )
}
