import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useEffect, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { snapshotSettling } from '@/lib/api/poll'
import { Form } from '@/components/ui/form'
import { ComboboxField, ListboxField } from '@/components/ui/choice-fields'
import { NumberField, TextField, TextareaField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { Image } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { DISK_GIB } from '@/lib/core/disk-size'
import { formatBytes } from '@/lib/core/format/bytes'
import { pb } from '@/lib/core/paths'
import {
  createDiskDefaults,
  createDiskSchema,
  minGibFor,
  toDiskCreate,
  type CreateDiskValues,
  type SourceSize,
} from './create-disk-schema'

const sourceItems = [
  { value: 'blank', label: 'Blank', description: 'An empty disk' },
  { value: 'snapshot', label: 'Snapshot', description: 'A copy of a snapshot of this project' },
  { value: 'image', label: 'Image', description: 'A copy of a project or silo image' },
]

const blockSizeItems = ['4096', '2048', '512'].map((b) => ({ value: b, label: `${b} bytes` }))

const imageLabel = (i: Image, scope: 'project' | 'silo') =>
  `${i.name} — ${scope} image, ${[i.os, i.version].filter(Boolean).join(' ')}, ${formatBytes(i.size)}`

/** A new disk from nothing, a snapshot or an image; a failed submit keeps every value typed. */
export function CreateDiskPanel({ project }: { project: string }) {
  const router = useRouter()

  // every picker's list starts as the panel opens, none waiting for another
  const snapshots = useApiQuery(
    'snapshotList',
    { query: { project, limit: PICKER_LIMIT } },
    // a snapshot still being made becomes a choice once ready
    { pollWhile: (data) => data.items.some((s) => snapshotSettling(s.state)) },
  )
  const projectImages = useApiQuery('imageList', { query: { project, limit: PICKER_LIMIT } })
  const siloImages = useApiQuery('imageList', { query: { limit: PICKER_LIMIT } })

  const readySnapshots = useMemo(
    () => (snapshots.data?.items ?? []).filter((s) => s.state === 'ready'),
    [snapshots.data],
  )
  const sourceSize: SourceSize = (kind, id) =>
    kind === 'snapshot'
      ? snapshots.data?.items.find((s) => s.id === id)?.size
      : [...(projectImages.data?.items ?? []), ...(siloImages.data?.items ?? [])].find(
          (i) => i.id === id,
        )?.size

  const form = useForm<CreateDiskValues>({
    // the resolver reads the lists as they are when the form is checked
    resolver: (values, context, options) =>
      zodResolver(createDiskSchema(sourceSize))(values, context, options),
    defaultValues: createDiskDefaults,
  })
  const values = useWatch({ control: form.control }) as CreateDiskValues
  const { source, snapshotId, imageId } = values
  const minGib = minGibFor(values, sourceSize)

  // a newly chosen snapshot or image sets the size to fit it, unless a larger one was typed
  const chosen = source === 'snapshot' ? snapshotId : source === 'image' ? imageId : ''
  useEffect(() => {
    if (!chosen) return
    const size = form.getValues('sizeGib')
    const typed = form.getFieldState('sizeGib').isDirty
    if (!typed || size === undefined || size < minGib) {
      form.setValue('sizeGib', minGib, { shouldValidate: form.formState.isSubmitted })
    }
  }, [chosen, minGib, form])

  const create = useApiMutation('diskCreate', {
    onSuccess: (disk) => {
      toastSuccess(`Disk ${disk.name} created`)
      void router.push(pb.disks({ project }))
    },
  })

  const loadErrors = [
    snapshots.error && `Could not load snapshots: ${snapshots.error.message}`,
    projectImages.error && `Could not load project images: ${projectImages.error.message}`,
    siloImages.error && `Could not load silo images: ${siloImages.error.message}`,
  ]
  const errors = [...loadErrors, create.error?.message]

  const imageItems = [
    ...(projectImages.data?.items ?? []).map((i) => ({
      value: i.id,
      label: imageLabel(i, 'project'),
    })),
    ...(siloImages.data?.items ?? []).map((i) => ({ value: i.id, label: imageLabel(i, 'silo') })),
  ]
  const imagesPending = projectImages.isPending || siloImages.isPending

  const call = (v: CreateDiskValues) => ({ query: { project }, body: toDiskCreate(v) })

  return (
    <Form {...form}>
      <SidePanel
        open
        title="Create disk"
        submitLabel="Create disk"
        onDismiss={() => void router.push(pb.disks({ project }))}
        onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
        request={{ op: 'diskCreate', build: call }}
        pending={create.isPending}
        errors={errors}
      >
        <TextField control={form.control} name="name" label="Name" required />
        <TextareaField control={form.control} name="description" label="Description" />
        <RadioField
          control={form.control}
          name="source"
          label="Source"
          required
          items={sourceItems}
        />
        {source === 'snapshot' && (
          <ComboboxField
            control={form.control}
            name="snapshotId"
            label="Snapshot"
            required
            description="Snapshots still being made are listed once ready."
            items={readySnapshots.map((s) => ({
              value: s.id,
              label: `${s.name} (${formatBytes(s.size)})`,
            }))}
            placeholder={snapshots.isPending ? 'Loading snapshots…' : 'Select a snapshot'}
            emptyText="No ready snapshots in this project"
          />
        )}
        {source === 'snapshot' && <PickerLimitNote page={snapshots.data} things="snapshots" />}
        {source === 'image' && (
          <ComboboxField
            control={form.control}
            name="imageId"
            label="Image"
            required
            description="Images of this project and images shared with the whole silo."
            items={imageItems}
            placeholder={imagesPending ? 'Loading images…' : 'Select an image'}
            emptyText="No images in this project or silo"
          />
        )}
        {source === 'image' && (
          <>
            <PickerLimitNote page={projectImages.data} things="project images" />
            <PickerLimitNote page={siloImages.data} things="silo images" />
          </>
        )}
        <NumberField
          control={form.control}
          name="sizeGib"
          label="Size (GiB)"
          required
          min={minGib}
          max={DISK_GIB.max}
          step={1}
          description={
            source !== 'blank' && chosen
              ? `At least ${minGib} GiB, the size of the ${source}; at most ${DISK_GIB.max} GiB.`
              : `From ${DISK_GIB.min} to ${DISK_GIB.max} GiB.`
          }
        />
        {source === 'blank' && (
          <ListboxField
            control={form.control}
            name="blockSize"
            label="Block size"
            required
            items={blockSizeItems}
          />
        )}
      </SidePanel>
    </Form>
  )
}
