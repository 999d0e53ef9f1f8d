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
import {
  ReplacedDefaultNote,
  siloPoolsParams,
} from '@/components/system/ip-pools/replaced-default-note'
import { useLinkPoolToSilo } from '@/components/system/ip-pools/use-link-pool-to-silo'

const schema = z.object({
  pool: z.string().check(z.minLength(1, 'Choose an IP pool')),
  isDefault: z.boolean(),
})
type Values = z.infer<typeof schema>

/** Links one of the fleet's pools that the silo does not have yet; optionally as its default. */
export function LinkPoolModal({
  open,
  onOpenChange,
  silo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  silo: string
}) {
  // both requests start when the dialog opens
  const pools = useApiQuery(op.ipPoolList, { query: { limit: PICKER_LIMIT } }, { enabled: open })
  const linked = useApiQuery(op.siloIpPoolList, siloPoolsParams(silo), { enabled: open })
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { pool: '', isDefault: false },
  })
  const isDefault = useWatch({ control: form.control, name: 'isDefault' })
  const link = useLinkPoolToSilo()
  const close = closeForgetting(onOpenChange, link, form)
  const linkedIds = new Set((linked.data?.items ?? []).map((p) => p.id))
  const items = (pools.data?.items ?? [])
    .filter((p) => !linkedIds.has(p.id))
    .map((p) => ({ value: p.name, label: p.name }))
  const loadError =
    (pools.error ?? linked.error) &&
    `Could not load IP pools: ${(pools.error ?? linked.error)?.message}`
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Link IP pool"
      submitLabel="Link"
      pending={link.pending}
      errors={[link.error, loadError]}
      onSubmit={form.handleSubmit(async (v) => {
        if (await link.submit({ silo, ...v })) close(false)
      })}
    >
      <ComboboxField
        control={form.control}
        name="pool"
        label="IP pool"
        required
        items={items}
        placeholder={pools.isPending || linked.isPending ? 'Loading pools…' : 'Select a pool'}
        emptyText="No pools left to link"
      />
      <PickerLimitNote page={pools.data} things="IP pools" kept="unlinked" />
      <CheckboxField
        control={form.control}
        name="isDefault"
        label="Make it the silo's default"
        description="Addresses come from the default pool when a request names none"
      />
      <ReplacedDefaultNote silo={open ? silo : ''} makeDefault={isDefault} />
    </FormModal>
  )
}
