import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { ComboboxField, ListboxField } from '@/components/ui/choice-fields'
import { NumberField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import type { FormError } from '@/components/kit/forms/error-messages'
import { FormModal } from '@/components/kit/forms/form-modal'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { useRefusals } from '@/components/kit/use-refusals'
import type { DiskCreate, Image } from '@/lib/api/__generated__/Api'
import { chainLists, useLaterPages } from '@/lib/api/later-pages'
import { pageQueries } from '@/lib/api/page-queries'
import { pollWhileAny } from '@/lib/api/poll'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { pb } from '@/lib/core/paths'
import { BLOCK_SIZE_TEXTS, DISK_GIB } from '@/lib/domain/disk'
import { snapshotReady, snapshotSettling } from '@/lib/domain/snapshot'
import {
  createDiskDefaults,
  createDiskSchema,
  minGibFor,
  pickedSourceId,
  sizeForSource,
  toDiskCreate,
  type CreateDiskValues,
  type SourceSize,
} from './create-disk-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const sourceItems = [
  { value: 'blank', label: 'Blank', description: 'An empty disk' },
  { value: 'snapshot', label: 'Snapshot', description: 'A copy of a snapshot of this project' },
  { value: 'image', label: 'Image', description: 'A copy of a project or silo image' },
]

// largest first: the default, 4096, heads the list
const blockSizeItems = [...BLOCK_SIZE_TEXTS]
  .reverse()
  .map((b) => ({ value: b, label: `${b} bytes` }))

const noSourceSize: SourceSize = () => undefined

const imageLabel = (i: Image, scope: 'project' | 'silo') =>
  `${i.name} — ${scope} image, ${[i.os, i.version].filter(Boolean).join(' ')}, ${formatBytes(i.size)}`

/** A new disk from nothing, a snapshot or an image; a failed submit keeps every value typed. */
export function CreateDiskPanel({ project }: { project: string }) {
  const router = useRouter()
  const refused = useRefusals(project)
  const toList = () => void router.push(pb.disks({ project }))
  const create = useApiMutation(op.diskCreate, {
    onSuccess: (disk) => {
      toastSuccess(`Disk ${disk.name} created`)
      toList()
    },
  })
  return (
    <CreateDiskForm
      project={project}
      container="panel"
      sources="all"
      title="Create disk"
      submitLabel="Create disk"
      onClose={toList}
      onSubmit={(body) => create.mutate({ query: { project }, body })}
      pending={create.isPending}
      refused={refused('disk.create')}
      errors={[create.error?.message]}
    />
  )
}

export type CreateDiskFormProps = {
  project: string
  /**
   * A side panel over a page, showing the request it sends, or a modal over another
   * form, which takes the disk into its own request.
   */
  container: 'panel' | 'modal'
  /** A panel that stays mounted while closed opens again empty. */
  open?: boolean
  /** Escape, Cancel, the close button or a click outside, once any changes are let go. */
  onClose: () => void
  title: string
  description?: ReactNode
  submitLabel: string
  /** `all`: a copy of a snapshot of the project or of an image, as well as a blank disk. */
  sources: 'blank' | 'all'
  /** Names the disk may not take: the other disks of the instance being made. */
  takenNames?: readonly string[]
  /** Said over the panel's request when the submit makes more calls than that one. */
  requestNote?: string
  /** The checked form as the body of `diskCreate`. */
  onSubmit: (body: DiskCreate) => unknown
  pending?: boolean
  /**
   * Why the user's roles rule the write out (`useRefusals`): the panel's submit says so,
   * disabled. A modal's disk goes into another form's request, which that form gates.
   */
  refused?: string
  errors?: ReadonlyArray<FormError>
}

/** The one form for a new disk; each place says what it does with the disk. */
export function CreateDiskForm({
  project,
  container,
  open = true,
  onClose,
  title,
  description,
  submitLabel,
  sources,
  takenNames,
  requestNote,
  onSubmit,
  pending = false,
  refused,
  errors = [],
}: CreateDiskFormProps) {
  const lists = useDiskSourceLists(project, sources === 'all')
  const form = useForm<CreateDiskValues>({
    // the resolver reads the lists as they are when the form is checked
    resolver: (values, context, options) =>
      zodResolver(createDiskSchema({ sourceSize: lists.sourceSize, takenNames }))(
        values,
        context,
        options,
      ),
    defaultValues: createDiskDefaults,
  })
  useEffect(() => {
    if (!open) form.reset(createDiskDefaults)
  }, [open, form])

  const frame = {
    form,
    open,
    title,
    description,
    submitLabel,
    pending,
    errors: [...(sources === 'all' ? lists.errors : []), ...errors],
    onSubmit: form.handleSubmit((values) => onSubmit(toDiskCreate(values))),
  }
  const fields = <DiskFields form={form} lists={sources === 'all' ? lists : undefined} />
  return container === 'panel' ? (
    <SidePanel
      docs={docs.disks}
      {...frame}
      onDismiss={onClose}
      refused={refused}
      request={{
        op: op.diskCreate,
        build: (values: CreateDiskValues) => ({
          query: { project },
          body: toDiskCreate(values),
        }),
        note: requestNote,
      }}
    >
      {fields}
    </SidePanel>
  ) : (
    <FormModal {...frame} onOpenChange={(next) => !next && onClose()}>
      {fields}
    </FormModal>
  )
}

/** Name and description, the source and its picker when offered, the size and block size. */
function DiskFields({
  form,
  lists,
}: {
  form: UseFormReturn<CreateDiskValues>
  /** Without them, a blank disk only. */
  lists: ReturnType<typeof useDiskSourceLists> | undefined
}) {
  const values = useWatch({ control: form.control }) as CreateDiskValues
  const { source } = values
  const sourceSize = lists?.sourceSize ?? noSourceSize
  const minGib = minGibFor(values, sourceSize)
  const chosen = pickedSourceId(values)

  // picking a snapshot or image (or the source of one already picked) fits the size to it
  const fitSize = () => {
    const size = sizeForSource(form.getValues(), sourceSize, form.getFieldState('sizeGib').isDirty)
    if (size !== undefined) {
      form.setValue('sizeGib', size, { shouldValidate: form.formState.isSubmitted })
    }
  }

  return (
    <>
      <NameAndDescriptionFields control={form.control} />
      {lists && (
        <RadioField
          control={form.control}
          name="source"
          label="Source"
          required
          items={sourceItems}
          onPicked={fitSize}
        />
      )}
      {lists && source === 'snapshot' && (
        <>
          <ComboboxField
            control={form.control}
            name="snapshotId"
            label="Snapshot"
            required
            description="Snapshots still being made are listed once ready."
            items={lists.snapshots.items}
            placeholder={lists.snapshots.pending ? 'Loading snapshots…' : 'Select a snapshot'}
            emptyText="No ready snapshots in this project"
            more={lists.snapshots.more}
            onPicked={fitSize}
          />
        </>
      )}
      {lists && source === 'image' && (
        <>
          <ComboboxField
            control={form.control}
            name="imageId"
            label="Image"
            required
            description="Images of this project and images shared with the whole silo."
            items={lists.images.items}
            placeholder={lists.images.pending ? 'Loading images…' : 'Select an image'}
            emptyText="No images in this project or silo"
            more={lists.images.more}
            onPicked={fitSize}
          />
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
    </>
  )
}

/**
 * What a new disk can be a copy of: the project's ready snapshots, the project's images
 * and the silo's. Every list starts as the form opens, none waiting for another; a
 * blank-only form (`enabled` false) reads none. Past their first page, the pickers read
 * on as they are scrolled (lib/api/later-pages.ts).
 */
function useDiskSourceLists(project: string, enabled: boolean) {
  // the same first pages the disk list's Source column reads (one cache entry each)
  const firstPages = pageQueries.disks({ project })
  const snapshots = useApiQuery(...firstPages.snapshots, {
    enabled,
    // a snapshot still being made becomes a choice once ready
    pollWhile: pollWhileAny((s) => snapshotSettling(s.state)),
  })
  const projectImages = useApiQuery(...firstPages.projectImages, { enabled })
  const siloImages = useApiQuery(...firstPages.siloImages, { enabled })
  const laterSnapshots = useLaterPages(...firstPages.snapshots, snapshots.data)
  const laterProjectImages = useLaterPages(...firstPages.projectImages, projectImages.data)
  const laterSiloImages = useLaterPages(...firstPages.siloImages, siloImages.data)

  const allSnapshots = useMemo(
    () => [...(snapshots.data?.items ?? []), ...laterSnapshots.items],
    [snapshots.data, laterSnapshots.items],
  )
  // the project's images, then the silo's: reading on adds at the end of the list
  const images = useMemo(
    () =>
      chainLists<{ image: Image; scope: 'project' | 'silo' }>([
        {
          items: [...(projectImages.data?.items ?? []), ...laterProjectImages.items].map((i) => ({
            image: i,
            scope: 'project' as const,
          })),
          more: laterProjectImages.more,
        },
        {
          items: [...(siloImages.data?.items ?? []), ...laterSiloImages.items].map((i) => ({
            image: i,
            scope: 'silo' as const,
          })),
          more: laterSiloImages.more,
        },
      ]),
    [projectImages.data, laterProjectImages, siloImages.data, laterSiloImages],
  )

  const snapshotItems = useMemo(
    () =>
      allSnapshots
        .filter((s) => snapshotReady(s.state))
        .map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` })),
    [allSnapshots],
  )
  const imageItems = useMemo(
    () =>
      images.items.map(({ image, scope }) => ({
        value: image.id,
        label: imageLabel(image, scope),
      })),
    [images.items],
  )

  const sourceSize: SourceSize = (kind, id) =>
    kind === 'snapshot'
      ? allSnapshots.find((s) => s.id === id)?.size
      : images.items.find(({ image }) => image.id === id)?.image.size

  const errors = [
    snapshots.error && `Could not load snapshots: ${snapshots.error.message}`,
    projectImages.error && `Could not load project images: ${projectImages.error.message}`,
    siloImages.error && `Could not load silo images: ${siloImages.error.message}`,
  ]

  return {
    snapshots: {
      items: snapshotItems,
      more: laterSnapshots.more,
      pending: snapshots.isPending,
    },
    images: {
      items: imageItems,
      more: images.more,
      pending: projectImages.isPending || siloImages.isPending,
    },
    sourceSize,
    errors,
  }
}
