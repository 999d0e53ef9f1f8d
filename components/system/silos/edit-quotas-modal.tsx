import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Form } from '@/components/ui/form'
import { NumberField } from '@/components/ui/form-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import type { SiloQuotas } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { siloQuotasUpdateBody } from '@/lib/domain/update-bodies'
import { fromQuotas, quotasSchema, toQuotas, type QuotaValues } from './quota-schema'

/** Sets all three of the silo's quotas at once, starting from the current ones. */
export function EditQuotasModal({
  open,
  onOpenChange,
  silo,
  quotas,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  silo: string
  quotas: SiloQuotas
}) {
  const form = useForm<QuotaValues>({
    resolver: zodResolver(quotasSchema),
    // the current quotas whenever the dialog opens (reset brings them back)
    values: fromQuotas(quotas),
  })
  const update = useApiMutation('siloQuotasUpdate', {
    onSuccess: () => {
      toastSuccess(`Quotas of ${silo} updated`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, update, form)
  return (
    <Form {...form}>
      <FormModal
        open={open}
        onOpenChange={close}
        title="Edit quotas"
        submitLabel="Save quotas"
        pending={update.isPending}
        errors={[update.error]}
        onSubmit={form.handleSubmit((v) =>
          update.mutate({ path: { silo }, body: siloQuotasUpdateBody(quotas, toQuotas(v)) }),
        )}
      >
        <NumberField control={form.control} name="cpus" label="vCPUs" required min={0} step={1} />
        <NumberField
          control={form.control}
          name="memoryGib"
          label="Memory (GiB)"
          required
          min={0}
          step={1}
        />
        <NumberField
          control={form.control}
          name="storageGib"
          label="Storage (GiB)"
          required
          min={0}
          step={1}
        />
      </FormModal>
    </Form>
  )
}
