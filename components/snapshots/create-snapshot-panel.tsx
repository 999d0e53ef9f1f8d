import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { projectDisksParams } from '@/components/disks/disk-queries'
import { ComboboxField } from '@/components/ui/choice-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useLaterPages } from '@/lib/api/later-pages'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { diskCan, diskStateText } from '@/lib/domain/disk'
import { pb } from '@/lib/core/paths'
import { nameSchema } from '@/lib/core/validators/name'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  disk: z.string().check(z.minLength(1, 'Choose a disk')),
})
type Values = z.infer<typeof schema>

/** A snapshot of one of the project's disks; a failed submit keeps every value typed. */
export function CreateSnapshotPanel({ project }: { project: string }) {
  const router = useRouter()
  const refused = useRefusals(project)
  const params = projectDisksParams(project)
  const disks = useApiQuery(op.diskList, params)
  // a project may have more disks than a page: the picker reads on as it is scrolled
  const later = useLaterPages(op.diskList, params, disks.data)
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', disk: '' },
  })
  const create = useApiMutation(op.snapshotCreate, {
    onSuccess: (snapshot) => {
      toastSuccess(`Snapshot ${snapshot.name} created`)
      void router.push(pb.snapshots({ project }))
    },
  })

  const choices = [...(disks.data?.items ?? []), ...later.items]
    .filter((d) => diskCan('snapshot', d.state.state))
    .map((d) => ({
      value: d.name,
      label: `${d.name} (${formatBytes(d.size)}, ${diskStateText(d.state.state)})`,
    }))
  const errors = [
    disks.error && `Could not load disks: ${disks.error.message}`,
    create.error?.message,
  ]

  const call = (body: Values) => ({ query: { project }, body })

  return (
    <SidePanel
      docs={docs.snapshots}
      form={form}
      open
      title="Create snapshot"
      submitLabel="Create snapshot"
      onDismiss={() => void router.push(pb.snapshots({ project }))}
      onSubmit={form.handleSubmit((body) => create.mutate(call(body)))}
      request={{ op: op.snapshotCreate, build: call }}
      pending={create.isPending}
      refused={refused('snapshot.create')}
      errors={errors}
    >
      <NameAndDescriptionFields control={form.control} />
      <ComboboxField
        control={form.control}
        name="disk"
        label="Disk"
        required
        description="Attached and detached disks can be snapshotted."
        items={choices}
        placeholder={disks.isPending ? 'Loading disks…' : 'Select a disk'}
        emptyText="No attached or detached disks in this project"
        more={later.more}
      />
    </SidePanel>
  )
}
