import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { Form } from '@/components/ui/form'
import { ListboxField } from '@/components/ui/choice-fields'
import { NumberField, TextField, TextareaField } from '@/components/ui/form-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { isApiError } from '@/lib/api/errors'
import { useApiMutation } from '@/lib/api/query'
import { DEFAULT_DISK_GIB, DISK_GIB } from '@/lib/core/disk-size'
import { gibToBytes } from '@/lib/core/format/bytes'
import { nameSchema } from '@/lib/core/validators/name'
import { instanceParams, type InstanceSel } from '@/lib/api/selectors'

const blockSizes = [
  { value: '4096', label: '4096 bytes' },
  { value: '2048', label: '2048 bytes' },
  { value: '512', label: '512 bytes' },
]

const schema = z.object({
  name: nameSchema,
  description: z.string(),
  sizeGib: z
    .number({ error: 'Enter a size in GiB' })
    .int('Must be a whole number of GiB')
    .min(DISK_GIB.min, `At least ${DISK_GIB.min} GiB`)
    .max(DISK_GIB.max, `At most ${DISK_GIB.max} GiB`),
  blockSize: z.enum(['512', '2048', '4096']),
})
type Values = z.infer<typeof schema>

const defaultValues: Values = {
  name: '',
  description: '',
  sizeGib: DEFAULT_DISK_GIB,
  blockSize: '4096',
}

/** A new blank disk, created in the project and then attached to the instance. */
export function CreateDiskPanel({
  open,
  onOpenChange,
  ...sel
}: InstanceSel & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues })
  // two writes, each invalidating what it changes (lib/api/invalidation.ts)
  const createDisk = useApiMutation('diskCreate')
  const attach = useApiMutation('instanceDiskAttach')
  const [error, setError] = React.useState<string | null>(null)

  const close = (next: boolean) => {
    if (!next) {
      setError(null)
      form.reset(defaultValues)
    }
    onOpenChange(next)
  }

  const diskCall = ({ name, description, sizeGib, blockSize }: Values) => ({
    query: { project: sel.project },
    body: {
      name,
      description,
      size: gibToBytes(sizeGib),
      diskSource: { type: 'blank' as const, blockSize: Number(blockSize) as 512 | 2048 | 4096 },
    },
  })

  const submit = async (values: Values) => {
    const { name } = values
    setError(null)
    let created = false
    try {
      await createDisk.mutateAsync(diskCall(values))
      created = true
      await attach.mutateAsync({ ...instanceParams(sel), body: { disk: name } })
      toastSuccess(`Disk ${name} created and attached`)
      close(false)
    } catch (e) {
      const message = isApiError(e) ? e.message : 'Unknown error'
      // the disk exists now: say so, or a retry would only hit 'name already exists'
      setError(created ? `Disk ${name} was created but could not be attached: ${message}` : message)
    }
  }
  const pending = createDisk.isPending || attach.isPending

  return (
    <Form {...form}>
      <SidePanel
        open={open}
        onOpenChange={close}
        title="Create disk"
        description={
          <>
            A new blank disk, attached to <strong>{sel.instance}</strong> once created.
          </>
        }
        submitLabel="Create disk"
        onSubmit={form.handleSubmit(submit)}
        pending={pending}
        errors={[error]}
        request={{
          op: 'diskCreate',
          build: diskCall,
          note: `The first of two calls: the second attaches the new disk to ${sel.instance} (POST /v1/instances/${sel.instance}/disks/attach?project=${sel.project}).`,
        }}
      >
        <TextField control={form.control} name="name" label="Name" required />
        <TextareaField control={form.control} name="description" label="Description" />
        <NumberField
          control={form.control}
          name="sizeGib"
          label="Size (GiB)"
          required
          min={DISK_GIB.min}
          max={DISK_GIB.max}
          step={1}
        />
        <ListboxField
          control={form.control}
          name="blockSize"
          label="Block size"
          required
          items={blockSizes}
        />
      </SidePanel>
    </Form>
  )
}
