import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { TextField } from '@/components/ui/form-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { useAlertClasses } from './alert-queries'
import { subscriptionSchema } from './receiver-schema'
import { uniqueBy } from '@/lib/core/keys'
import * as op from '@/lib/api/ops'

const schema = z.object({ subscription: subscriptionSchema })
type Values = z.infer<typeof schema>

/** Subscribe the receiver to a class or a pattern; the classes are offered as suggestions. */
export function AddSubscriptionModal({
  open,
  onOpenChange,
  receiver,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  receiver: string
}) {
  const classes = useAlertClasses()
  const listId = useId()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { subscription: '' },
  })
  const add = useApiMutation(op.alertReceiverSubscriptionAdd, {
    onSuccess: ({ subscription }) => {
      toastSuccess(`${receiver} subscribed to ${subscription}`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, add, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Add subscription"
      description={`Alerts of the classes it matches go to ${receiver}.`}
      submitLabel="Add subscription"
      pending={add.isPending}
      errors={[add.error]}
      onSubmit={form.handleSubmit((body) => add.mutate({ path: { receiver }, body }))}
    >
      <TextField
        control={form.control}
        name="subscription"
        label="Alert class or pattern"
        description="A class name, or a pattern: * for one part of the name, ** for any (test.**)"
        list={listId}
        autoComplete="off"
        required
      />
      <datalist id={listId}>
        {uniqueBy(classes.data?.items ?? [], (c) => c.name).map((c) => (
          <option key={c.name} value={c.name} />
        ))}
      </datalist>
    </FormModal>
  )
}
