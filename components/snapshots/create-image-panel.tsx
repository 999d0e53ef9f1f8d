import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { pb } from '@/lib/core/paths'
import { nameSchema } from '@/lib/core/validators/name'
import { useSnapshot } from './snapshot-queries'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  os: z.string().check(z.trim(), z.minLength(1, 'Enter the operating system')),
  version: z.string().check(z.trim(), z.minLength(1, 'Enter the version')),
})
type Values = z.infer<typeof schema>

/** The image's source is the snapshot by id, known once it has loaded. */
const call = (project: string, snapshotId: string, { name, description, os, version }: Values) => ({
  query: { project },
  body: {
    name,
    description,
    os: os.trim(),
    version: version.trim(),
    source: { type: 'snapshot' as const, id: snapshotId },
  },
})

/** A project image made from a ready snapshot; a failed submit keeps every value typed. */
export function CreateImagePanel({ project, snapshot }: { project: string; snapshot: string }) {
  const router = useRouter()
  const refused = useRefusals(project)
  const source = useSnapshot(project, snapshot)
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', os: '', version: '' },
  })
  const create = useApiMutation(op.imageCreate, {
    onSuccess: (image) => {
      toastSuccess(`Image ${image.name} created`)
      void router.push(pb.images({ project }))
    },
  })

  const snap = source.data
  const notReady =
    snap && snap.state !== 'ready'
      ? `Snapshot ${snap.name} is ${snap.state}: an image can be made once it is ready.`
      : undefined
  const errors = [
    source.error && `Could not load snapshot ${snapshot}: ${source.error.message}`,
    notReady,
    create.error?.message,
  ]

  return (
    <SidePanel
      docs={docs.images}
      form={form}
      open
      title="Create image"
      description={
        <>
          A project image from snapshot <strong className="break-all">{snapshot}</strong>
          {snap && ` (${formatBytes(snap.size)})`}.
        </>
      }
      submitLabel="Create image"
      onDismiss={() => void router.push(pb.snapshots({ project }))}
      onSubmit={form.handleSubmit((v) => {
        if (snap) create.mutate(call(project, snap.id, v))
      })}
      request={snap && { op: op.imageCreate, build: (v: Values) => call(project, snap.id, v) }}
      pending={create.isPending}
      refused={refused('image.create')}
      submitDisabled={!snap || !!notReady}
      errors={errors}
    >
      <NameAndDescriptionFields control={form.control} />
      <TextField
        control={form.control}
        name="os"
        label="OS"
        description="The operating system on the image, e.g. ubuntu"
        required
      />
      <TextField
        control={form.control}
        name="version"
        label="Version"
        description="The operating system's version, e.g. 24.04"
        required
      />
    </SidePanel>
  )
}
