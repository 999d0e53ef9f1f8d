import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, type ReactNode } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { ComboboxField, ListboxField } from '@/components/ui/choice-fields'
import { NumberField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import type { FormError } from '@/components/kit/forms/error-messages'
import { FormModal } from '@/components/kit/forms/form-modal'
import { SidePanel } from '@/components/kit/forms/side-panel'
import type { DiskCreate } from '@/lib/api/__generated__/Api'
import { BLOCK_SIZES, DISK_GIB } from '@/lib/domain/disk'
import {
  createDiskDefaults,
  createDiskSchema,
  minGibFor,
  toDiskCreate,
  type CreateDiskValues,
} from './create-disk-schema'
import { useDiskSourceLists } from './disk-source-lists'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const sourceItems = [
  { value: 'blank', label: 'Blank', description: 'An empty disk' },
  { value: 'snapshot', label: 'Snapshot', description: 'A copy of a snapshot of this project' },
  { value: 'image', label: 'Image', description: 'A copy of a project or silo image' },
]

// largest first: the default, 4096, heads the list
const blockSizeItems = [...BLOCK_SIZES]
  .reverse()
  .map((b) => ({ value: `${b}`, label: `${b} bytes` }))

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
  const { source, snapshotId, imageId } = values
  const minGib = minGibFor(values, lists?.sourceSize ?? (() => undefined))

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
