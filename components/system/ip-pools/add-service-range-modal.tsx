import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { rangeDefaults, rangeSchema, type RangeValues } from './ip-range-schema'
import { RangeFields } from './range-fields'
import { rangeText } from './ranges-table'
import * as op from '@/lib/api/ops'

/** Gives the rack's services more addresses; Nexus's refusal shows in the dialog. */
export function AddServiceRangeModal({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const form = useForm<RangeValues>({
    resolver: zodResolver(rangeSchema),
    defaultValues: rangeDefaults,
  })
  const add = useApiMutation(op.ipPoolServiceRangeAdd, {
    onSuccess: (r) => {
      toastSuccess(`Range ${rangeText(r.range)} added to the service pool`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, add, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Add service IP range"
      submitLabel="Add range"
      pending={add.isPending}
      errors={[add.error]}
      onSubmit={form.handleSubmit((body) => add.mutate({ body }))}
    >
      <RangeFields control={form.control} />
    </FormModal>
  )
}
