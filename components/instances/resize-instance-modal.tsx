import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { NumberField } from '@/components/ui/form-fields'
import { toastSuccess } from '@/components/kit/toast'
import type { Instance } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { bytesToGib } from '@/lib/core/format/bytes'
import { INSTANCE_CPUS, INSTANCE_MEMORY_GIB, memoryGibToBytes } from '@/lib/domain/instance'
import { instanceUpdateBody } from '@/lib/domain/update-bodies'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { instanceParams } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

const schema = z.object({
  ncpus: z
    .number({ error: 'Enter a number of vCPUs' })
    .check(
      z.int('Must be a whole number'),
      z.minimum(INSTANCE_CPUS.min, `At least ${INSTANCE_CPUS.min}`),
      z.maximum(INSTANCE_CPUS.max, `At most ${INSTANCE_CPUS.max}`),
    ),
  memoryGib: z
    .number({ error: 'Enter the memory in GiB' })
    .check(
      z.minimum(INSTANCE_MEMORY_GIB.min, `At least ${INSTANCE_MEMORY_GIB.min} GiB`),
      z.maximum(INSTANCE_MEMORY_GIB.max, `At most ${INSTANCE_MEMORY_GIB.max} GiB`),
    ),
})
type Values = z.infer<typeof schema>

export function ResizeInstanceModal({
  open,
  onOpenChange,
  project,
  instance,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  project: string
  instance: Instance
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: { ncpus: instance.ncpus, memoryGib: bytesToGib(instance.memory) },
  })
  const update = useApiMutation(op.instanceUpdate, {
    onSuccess: (i) => {
      toastSuccess(`Instance ${i.name} resized`)
      onOpenChange(false)
    },
  })
  // a cancelled edit doesn't come back on the next open
  const close = closeForgetting(onOpenChange, update, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Resize instance"
      description={
        <>
          Change the vCPUs and memory of <strong>{instance.name}</strong>.
        </>
      }
      submitLabel="Resize"
      pending={update.isPending}
      errors={[update.error]}
      onSubmit={form.handleSubmit(({ ncpus, memoryGib }) =>
        update.mutate({
          ...instanceParams({ project, instance: instance.name }),
          body: instanceUpdateBody(instance, { ncpus, memory: memoryGibToBytes(memoryGib) }),
        }),
      )}
    >
      <NumberField
        control={form.control}
        name="ncpus"
        label="vCPUs"
        required
        min={INSTANCE_CPUS.min}
        max={INSTANCE_CPUS.max}
        step={1}
      />
      <NumberField
        control={form.control}
        name="memoryGib"
        label="Memory (GiB)"
        required
        min={INSTANCE_MEMORY_GIB.min}
        max={INSTANCE_MEMORY_GIB.max}
      />
    </FormModal>
  )
}
