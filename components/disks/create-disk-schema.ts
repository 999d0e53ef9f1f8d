import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { DiskCreate } from '@/lib/api/__generated__/Api'
import { nameSchema } from '@/lib/core/validators/name'
import {
  BLOCK_SIZE_TEXTS,
  blockSizeFrom,
  DEFAULT_BLOCK_SIZE,
  DEFAULT_DISK_GIB,
  diskSizeBytes,
  diskSizeProblem,
  minDiskGib,
} from '@/lib/domain/disk'

const baseSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  source: z.enum(['blank', 'snapshot', 'image']),
  // checked against the source in the refinement below
  sizeGib: z.optional(z.number()),
  // a listbox's value: the block size as text
  blockSize: z.enum(BLOCK_SIZE_TEXTS),
  snapshotId: z.string(),
  imageId: z.string(),
})

export type CreateDiskValues = z.infer<typeof baseSchema>

export const createDiskDefaults: CreateDiskValues = {
  name: '',
  description: '',
  source: 'blank',
  sizeGib: DEFAULT_DISK_GIB,
  blockSize: `${DEFAULT_BLOCK_SIZE}`,
  snapshotId: '',
  imageId: '',
}

/** Size in bytes of a snapshot or image by id, if the form knows it. */
export type SourceSize = (kind: 'snapshot' | 'image', id: string) => number | undefined

/** The id of the snapshot or image picked for the chosen source, '' while none is. */
export const pickedSourceId = (values: CreateDiskValues) =>
  values.source === 'snapshot' ? values.snapshotId : values.source === 'image' ? values.imageId : ''

/** The smallest size the chosen source allows, in whole GiB. */
export function minGibFor(values: CreateDiskValues, sourceSize: SourceSize): number {
  const id = pickedSourceId(values)
  const bytes = id && values.source !== 'blank' ? sourceSize(values.source, id) : undefined
  return minDiskGib(bytes ?? 0)
}

/**
 * The size once a snapshot or image is picked: the source's, unless the user typed a larger
 * one; undefined when no source is picked yet, or the typed size holds it.
 */
export function sizeForSource(
  values: CreateDiskValues,
  sourceSize: SourceSize,
  typed: boolean,
): number | undefined {
  if (!pickedSourceId(values)) return undefined
  const min = minGibFor(values, sourceSize)
  const size = values.sizeGib
  return !typed || size === undefined || size < min ? min : undefined
}

export type CreateDiskContext = {
  /** Looks up the size of the snapshot or image chosen; a blank-only form has none. */
  sourceSize?: SourceSize
  /** Names the disk may not take: the other disks of the instance being made. */
  takenNames?: readonly string[]
}

/**
 * The form's schema: a name not taken, the picker of the chosen source set, and a size
 * that fits that source (looked up through `sourceSize`).
 */
export function createDiskSchema({
  sourceSize = () => undefined,
  takenNames = [],
}: CreateDiskContext = {}) {
  return baseSchema.check(
    z.superRefine((values, ctx) => {
      if (takenNames.includes(values.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: 'This instance already has a disk with this name',
        })
      }
      if (values.source === 'snapshot' && !values.snapshotId) {
        ctx.addIssue({ code: 'custom', path: ['snapshotId'], message: 'Choose a snapshot' })
      }
      if (values.source === 'image' && !values.imageId) {
        ctx.addIssue({ code: 'custom', path: ['imageId'], message: 'Choose an image' })
      }
      const problem = diskSizeProblem(
        values.sizeGib,
        minGibFor(values, sourceSize),
        values.source === 'blank' ? undefined : values.source,
      )
      if (problem) ctx.addIssue({ code: 'custom', path: ['sizeGib'], message: problem })
    }),
  )
}

/** The request body: size sent in bytes, only the chosen source's fields. */
export function toDiskCreate(values: CreateDiskValues): DiskCreate {
  const base = {
    name: values.name,
    description: values.description,
    size: diskSizeBytes(values.sizeGib ?? 0),
  }
  switch (values.source) {
    case 'snapshot':
      return { ...base, diskSource: { type: 'snapshot', snapshotId: values.snapshotId } }
    case 'image':
      return { ...base, diskSource: { type: 'image', imageId: values.imageId } }
    case 'blank':
      return {
        ...base,
        diskSource: { type: 'blank', blockSize: blockSizeFrom(values.blockSize) },
      }
  }
}
