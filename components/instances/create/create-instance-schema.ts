import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { DiskSource, InstanceDiskAttachment } from '@/lib/api/__generated__/Api'
import { validateIp } from '@/lib/core/validators/ip'
import { nameWithSuffix } from '@/lib/core/names'
import { nameSchema, validateName } from '@/lib/core/validators/name'
import { DEFAULT_DISK_GIB, diskSizeProblem, minDiskGib } from '@/lib/domain/disk'
import { INSTANCE_CPUS, INSTANCE_MEMORY_GIB, type AutoRestartChoice } from '@/lib/domain/instance'

// Limits Nexus enforces on a new instance, beyond its shape's (lib/domain/instance.ts).

/** Disks in all, the boot disk included. */
export const MAX_DISKS = 8
export const MAX_NICS = 8
/** User data is limited before it is base64-encoded. */
export const MAX_USER_DATA_BYTES = 32 * 1024
export const HOSTNAME_MAX_LENGTH = 253
export const HOSTNAME_LABEL_MAX_LENGTH = 63

export type ShapeKind = 'general' | 'highCpu' | 'highMemory' | 'custom'
export type PresetKind = Exclude<ShapeKind, 'custom'>
export type Preset = { id: string; ncpus: number; memoryGib: number }

/** vCPU to memory ratios 1:4, 1:2 and 1:8. */
export const PRESET_KINDS: { kind: PresetKind; label: string; presets: Preset[] }[] = (
  [
    ['general', 'General purpose', 4],
    ['highCpu', 'High CPU', 2],
    ['highMemory', 'High memory', 8],
  ] as const
).map(([kind, label, ratio]) => ({
  kind,
  label,
  presets: [1, 2, 4, 8, 16].map((ncpus) => ({
    id: `${kind}-${ncpus}`,
    ncpus,
    memoryGib: ncpus * ratio,
  })),
}))

const ALL_PRESETS = PRESET_KINDS.flatMap((k) => k.presets)
const DEFAULT_PRESET = 'general-2'

export type BootSource = 'siloImage' | 'projectImage' | 'disk'
type NetworkType = 'default' | 'none' | 'custom'

/** An additional disk as the instance's create call takes it: a new disk's body, or a name. */
export type DiskEntry = InstanceDiskAttachment

export type NicEntry = {
  name: string
  description: string
  vpcName: string
  subnetName: string
  /** empty: the API picks one */
  ip: string
}

export type CreateInstanceValues = {
  name: string
  description: string
  hostname: string
  shapeKind: ShapeKind
  preset: string
  /** custom shape only; undefined while the field is empty */
  ncpus: number | undefined
  memoryGib: number | undefined
  bootSource: BootSource
  siloImageId: string
  projectImageId: string
  bootDiskName: string
  bootDiskSizeGib: number | undefined
  /** name of a detached disk of the project to boot from */
  bootDiskExisting: string
  disks: DiskEntry[]
  networkType: NetworkType
  nics: NicEntry[]
  ephemeralIp: boolean
  /** name of the pool for the ephemeral IP; empty: the silo's default */
  ipPool: string
  floatingIps: string[]
  sshKeyIds: string[]
  userData: string
  autoRestartPolicy: AutoRestartChoice
  antiAffinityGroups: string[]
  start: boolean
}

export function defaultValues(overrides: Partial<CreateInstanceValues> = {}): CreateInstanceValues {
  return {
    name: '',
    description: '',
    hostname: '',
    shapeKind: 'general',
    preset: DEFAULT_PRESET,
    ncpus: undefined,
    memoryGib: undefined,
    bootSource: 'siloImage',
    siloImageId: '',
    projectImageId: '',
    bootDiskName: '',
    bootDiskSizeGib: DEFAULT_DISK_GIB,
    bootDiskExisting: '',
    disks: [],
    networkType: 'default',
    nics: [],
    ephemeralIp: true,
    ipPool: '',
    floatingIps: [],
    sshKeyIds: [],
    userData: '',
    autoRestartPolicy: 'default',
    antiAffinityGroups: [],
    start: true,
    ...overrides,
  }
}

/** The vCPUs and memory the form stands for: a preset's, or the custom fields'. */
export function shapeOf(
  values: Pick<CreateInstanceValues, 'shapeKind' | 'preset' | 'ncpus' | 'memoryGib'>,
) {
  if (values.shapeKind === 'custom') {
    return { ncpus: values.ncpus ?? 0, memoryGib: values.memoryGib ?? 0 }
  }
  const preset = ALL_PRESETS.find((p) => p.id === values.preset) ?? ALL_PRESETS[0]
  return { ncpus: preset.ncpus, memoryGib: preset.memoryGib }
}

/** The image chosen for a new boot disk, if the boot source is an image. */
export function bootImageId(
  values: Pick<CreateInstanceValues, 'bootSource' | 'siloImageId' | 'projectImageId'>,
) {
  if (values.bootSource === 'siloImage') return values.siloImageId
  if (values.bootSource === 'projectImage') return values.projectImageId
  return ''
}

/** `<name>-boot`, still a valid name when the instance name is long. */
export function bootDiskNameFor(instanceName: string) {
  return instanceName ? nameWithSuffix(instanceName, '-boot') : ''
}

export function utf8Bytes(s: string) {
  return new TextEncoder().encode(s).length
}

/** The contract's Hostname: dot-separated labels of letters, digits and inner dashes. */
export function validateHostname(value: string): string | undefined {
  if (value.length === 0) return 'Hostname is required'
  if (value.length > HOSTNAME_MAX_LENGTH)
    return `Must be ${HOSTNAME_MAX_LENGTH} characters or fewer`
  if (!/^[a-zA-Z0-9.-]*$/.test(value)) return 'Can only contain letters, numbers, dashes and dots'
  for (const label of value.split('.')) {
    if (label.length === 0) return 'Dots must separate non-empty labels'
    if (label.length > HOSTNAME_LABEL_MAX_LENGTH) {
      return `Each label must be ${HOSTNAME_LABEL_MAX_LENGTH} characters or fewer`
    }
    if (label.startsWith('-')) return 'Each label must start with a letter or number'
    if (label.endsWith('-')) return 'Each label must end with a letter or number'
  }
  return undefined
}

/** A whole number within bounds, or the message to show. */
function checkWhole(
  value: number | undefined,
  { min, max, unit, what }: { min: number; max: number; unit: string; what: string },
): string | undefined {
  if (value === undefined || Number.isNaN(value)) return `${what} is required`
  if (!Number.isInteger(value)) return `Must be a whole number of ${unit}`
  if (value < min || value > max) return `Must be between ${min} and ${max} ${unit}`
  return undefined
}

/** Names of the disks the instance would have, the boot disk first. */
export function diskNames(
  values: Pick<CreateInstanceValues, 'bootSource' | 'bootDiskName' | 'bootDiskExisting' | 'disks'>,
) {
  const boot = values.bootSource === 'disk' ? values.bootDiskExisting : values.bootDiskName
  return [boot, ...values.disks.map((d) => d.name)]
}

/** A number field's value: undefined while the field is empty (a required key, unlike `.optional()`). */
const optionalNumber = z.union([z.number(), z.undefined()])

export type SchemaContext = {
  /** Size in bytes of an image offered as a boot source, by id. */
  imageSize: (id: string) => number | undefined
}

export function makeCreateInstanceSchema({ imageSize }: SchemaContext) {
  const diskEntry = z.discriminatedUnion('type', [
    // checked in the dialog that added it (components/disks/create-disk-panel.tsx)
    z.object({
      type: z.literal('create'),
      name: z.string(),
      description: descriptionSchema,
      size: z.number(),
      diskSource: z.custom<DiskSource>(),
    }),
    z.object({ type: z.literal('attach'), name: z.string() }),
  ])
  const nicEntry = z.object({
    name: z.string(),
    description: descriptionSchema,
    vpcName: z.string(),
    subnetName: z.string(),
    ip: z.string(),
  })
  return z
    .object({
      name: nameSchema,
      description: descriptionSchema,
      hostname: z.string(),
      shapeKind: z.enum(['general', 'highCpu', 'highMemory', 'custom']),
      preset: z.string(),
      ncpus: optionalNumber,
      memoryGib: optionalNumber,
      bootSource: z.enum(['siloImage', 'projectImage', 'disk']),
      siloImageId: z.string(),
      projectImageId: z.string(),
      bootDiskName: z.string(),
      bootDiskSizeGib: optionalNumber,
      bootDiskExisting: z.string(),
      disks: z.array(diskEntry),
      networkType: z.enum(['default', 'none', 'custom']),
      nics: z.array(nicEntry),
      ephemeralIp: z.boolean(),
      ipPool: z.string(),
      floatingIps: z.array(z.string()),
      sshKeyIds: z.array(z.string()),
      userData: z.string(),
      autoRestartPolicy: z.enum(['default', 'best_effort', 'never']),
      antiAffinityGroups: z.array(z.string()),
      start: z.boolean(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: (string | number)[], message: string | undefined) => {
          if (message) ctx.addIssue({ code: 'custom', path, message })
        }
        // the hostname follows the name until edited, so an empty one means the name
        issue(['hostname'], v.hostname === '' ? undefined : validateHostname(v.hostname))

        if (v.shapeKind === 'custom') {
          issue(['ncpus'], checkWhole(v.ncpus, { ...INSTANCE_CPUS, unit: 'vCPUs', what: 'vCPUs' }))
          issue(
            ['memoryGib'],
            checkWhole(v.memoryGib, { ...INSTANCE_MEMORY_GIB, unit: 'GiB', what: 'Memory' }),
          )
        } else if (!ALL_PRESETS.some((p) => p.id === v.preset)) {
          issue(['preset'], 'Choose a size')
        }

        if (v.bootSource === 'disk') {
          issue(['bootDiskExisting'], v.bootDiskExisting ? undefined : 'Choose a disk to boot from')
        } else {
          const idField = v.bootSource === 'siloImage' ? 'siloImageId' : 'projectImageId'
          const imageId = bootImageId(v)
          const size = imageId ? imageSize(imageId) : undefined
          issue([idField], imageId ? undefined : 'Choose an image')
          issue(['bootDiskName'], validateName(v.bootDiskName))
          issue(
            ['bootDiskSizeGib'],
            diskSizeProblem(v.bootDiskSizeGib, minDiskGib(size ?? 0), 'image'),
          )
        }

        if (1 + v.disks.length > MAX_DISKS) {
          issue(
            ['disks'],
            `An instance can have at most ${MAX_DISKS} disks, the boot disk included`,
          )
        }
        const seen = new Set<string>()
        diskNames(v).forEach((name, i) => {
          if (name && seen.has(name)) {
            // index 0 is the boot disk, whose own fields never repeat an earlier name
            issue(['disks', i - 1, 'name'], `Disk name "${name}" is used more than once`)
          }
          seen.add(name)
        })

        if (v.networkType === 'custom') {
          if (v.nics.length === 0) {
            issue(['nics'], 'Add a network interface, or choose None')
          }
          if (v.nics.length > MAX_NICS) {
            issue(['nics'], `An instance can have at most ${MAX_NICS} network interfaces`)
          }
          const nicNames = new Set<string>()
          v.nics.forEach((nic, i) => {
            if (nicNames.has(nic.name)) {
              issue(['nics', i, 'name'], `Interface name "${nic.name}" is used more than once`)
            }
            nicNames.add(nic.name)
            if (nic.ip.trim()) issue(['nics', i, 'ip'], validateIp(nic.ip.trim()))
          })
        }

        const bytes = utf8Bytes(v.userData)
        if (bytes > MAX_USER_DATA_BYTES) {
          issue(
            ['userData'],
            `Must be at most 32 KiB (${MAX_USER_DATA_BYTES.toLocaleString('en-US')} bytes); this is ${bytes.toLocaleString('en-US')} bytes`,
          )
        }
      }),
    )
}

export function makeNicSchema(takenNames: readonly string[]) {
  return z
    .object({
      name: nameSchema,
      description: descriptionSchema,
      vpcName: z.string().check(z.minLength(1, 'Choose a VPC')),
      subnetName: z.string().check(z.minLength(1, 'Choose a subnet')),
      ip: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (takenNames.includes(v.name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['name'],
            message: 'An interface with this name is already listed',
          })
        }
        const ip = v.ip.trim()
        const message = ip ? validateIp(ip) : undefined
        if (message) ctx.addIssue({ code: 'custom', path: ['ip'], message })
      }),
    )
}
