import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { NumberField } from '@/components/ui/form-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import type { VirtualResourceCounts } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { siloQuotasUpdateBody } from '@/lib/domain/update-bodies'
import {
  fromQuotas,
  quotasBelowUse,
  quotasSchema,
  toQuotas,
  type QuotaValues,
} from './quota-schema'
import * as op from '@/lib/api/ops'

type Field = { name: keyof QuotaValues; label: string; resource: keyof VirtualResourceCounts }

const FIELDS: Field[] = [
  { name: 'cpus', label: 'vCPUs', resource: 'cpus' },
  { name: 'memoryGib', label: 'Memory (GiB)', resource: 'memory' },
  { name: 'storageGib', label: 'Storage (GiB)', resource: 'storage' },
]

// what keeps going under a quota set below use, and what Nexus then refuses
const BELOW_USE: Record<keyof VirtualResourceCounts, string> = {
  cpus: 'running instances keep running; no more start until use is under the quota.',
  memory: 'running instances keep running; no more start until use is under the quota.',
  storage: 'disks and snapshots stay; no new ones until use is under the quota.',
}

const formatUse = (resource: keyof VirtualResourceCounts, n: number) =>
  resource === 'cpus' ? `${n.toLocaleString('en-US')} vCPU${n === 1 ? '' : 's'}` : formatBytes(n)

/**
 * Sets all three of a silo's quotas at once, starting from the current ones. Given what
 * the silo has provisioned, each field says so, and warns when a quota goes below it.
 */
export function EditQuotasModal({
  open,
  onOpenChange,
  silo,
  quotas,
  provisioned,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  silo: string
  quotas: VirtualResourceCounts
  provisioned?: VirtualResourceCounts
}) {
  const form = useForm<QuotaValues>({
    resolver: zodResolver(quotasSchema),
    // the current quotas whenever the dialog opens (reset brings them back)
    values: fromQuotas(quotas),
  })
  const typed = useWatch({ control: form.control })
  const below = provisioned ? quotasBelowUse(typed, provisioned) : []
  const update = useApiMutation(op.siloQuotasUpdate, {
    onSuccess: () => {
      toastSuccess(`Quotas of ${silo} updated`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, update, form)
  const describe = ({ name, resource }: Field) => {
    if (!provisioned) return undefined
    const use = `${formatUse(resource, provisioned[resource])} provisioned now`
    return below.includes(name) ? `Below the ${use}: ${BELOW_USE[resource]}` : `${use}.`
  }
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Edit quotas"
      description={`Silo ${silo}`}
      submitLabel="Save quotas"
      pending={update.isPending}
      errors={[update.error]}
      onSubmit={form.handleSubmit((v) =>
        update.mutate({ path: { silo }, body: siloQuotasUpdateBody(quotas, toQuotas(v)) }),
      )}
    >
      {FIELDS.map((field) => (
        <NumberField
          key={field.name}
          control={form.control}
          name={field.name}
          label={field.label}
          description={describe(field)}
          required
          min={0}
          step={1}
        />
      ))}
    </FormModal>
  )
}
