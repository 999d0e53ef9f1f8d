import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { ComboboxField } from '@/components/ui/choice-fields'
import { CheckboxField } from '@/components/ui/toggle-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'
import { ReplacedDefaultNote } from './replaced-default-note'
import { useLinkPoolToSilo } from './use-link-pool-to-silo'

const schema = z.object({
  silo: z.string().check(z.minLength(1, 'Choose a silo')),
  isDefault: z.boolean(),
})
type Values = z.infer<typeof schema>

/** Links the pool to one of the silos not yet linked, optionally as that silo's default. */
export function LinkSiloModal({
  open,
  onOpenChange,
  pool,
  linkedSiloIds,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  pool: string
  linkedSiloIds: ReadonlySet<string>
}) {
  const silos = useApiQuery(op.siloList, { query: { limit: PICKER_LIMIT } }, { enabled: open })
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { silo: '', isDefault: false },
  })
  const [silo, isDefault] = useWatch({ control: form.control, name: ['silo', 'isDefault'] })
  const link = useLinkPoolToSilo()
  const close = closeForgetting(onOpenChange, link, form)
  const unlinked = (silos.data?.items ?? []).filter((s) => !linkedSiloIds.has(s.id))
  const loadError = silos.error && `Could not load silos: ${silos.error.message}`
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Link silo"
      description={`Users of the silo may take external addresses from ${pool}.`}
      submitLabel="Link silo"
      pending={link.pending}
      errors={[link.error, loadError]}
      onSubmit={form.handleSubmit(async (v) => {
        if (await link.submit({ pool, ...v })) close(false)
      })}
    >
      <ComboboxField
        control={form.control}
        name="silo"
        label="Silo"
        required
        items={unlinked.map((s) => ({
          value: s.name,
          label: s.name,
          detail: s.description || undefined,
        }))}
        placeholder={silos.isPending ? 'Loading silos…' : 'Select a silo'}
        emptyText="No silos left to link"
      />
      <PickerLimitNote page={silos.data} things="silos" />
      <CheckboxField
        control={form.control}
        name="isDefault"
        label="Make this the silo's default pool"
        description="Addresses asked for without naming a pool come from it; the silo's current default stays linked"
      />
      <ReplacedDefaultNote silo={silo} makeDefault={isDefault} />
    </FormModal>
  )
}
