import type {
  AntiAffinityGroup,
  Disk,
  ExternalIp,
  Image,
  Instance,
  InstanceNetworkInterface,
  SiloIpPool,
  SshKey,
} from '@/lib/api/__generated__/Api'
import { GiB } from '@/lib/core/format/bytes'
import { listAnd } from '@/lib/core/format/list'
import { nameWithSuffix } from '@/lib/core/names'
import { DEFAULT_BLOCK_SIZE, diskSizeBytes } from '@/lib/domain/disk'
import {
  bootDiskNameFor,
  HOSTNAME_LABEL_MAX_LENGTH,
  HOSTNAME_MAX_LENGTH,
  PRESET_KINDS,
  type CreateInstanceValues,
  type DiskEntry,
  type NicEntry,
} from './create-instance-schema'

/** What the API tells of the instance being copied. */
export type CloneSource = {
  instance: Instance
  disks: Disk[]
  nics: InstanceNetworkInterface[]
  externalIps: ExternalIp[]
  sshKeys: SshKey[]
  antiAffinityGroups: AntiAffinityGroup[]
  /** names of the VPCs and subnets the interfaces are in, by id; one that couldn't be read is absent */
  names: ReadonlyMap<string, string>
}

/**
 * What the form offers, from its own lists (undefined: the list didn't load). The copy
 * chooses only what the form can show: an image or a pool is picked by the form's lists,
 * and an instance gets only its creator's SSH keys.
 */
export type CloneOffer = {
  siloImages: Image[] | undefined
  projectImages: Image[] | undefined
  ipPools: SiloIpPool[] | undefined
  sshKeys: SshKey[] | undefined
}

/** One thing the copy leaves out, and why. */
export type NotCopied = { what: string; why: string }

export type ClonePrefill = {
  /** the form's starting values; a field left out keeps the form's own default */
  values: Partial<CreateInstanceValues>
  notCopied: NotCopied[]
}

const COPY_SUFFIX = '-copy'

/** `<name>-copy`, cut so it stays a valid name of at most 63 characters. */
export const copyName = (name: string) => nameWithSuffix(name, COPY_SUFFIX)

/** The first label gets `-copy`, cut to fit a label; a copy too long for a hostname keeps that label alone. */
export function copyHostname(hostname: string): string {
  const [first, ...rest] = hostname.split('.')
  const head = first.slice(0, HOSTNAME_LABEL_MAX_LENGTH - COPY_SUFFIX.length).replace(/-+$/, '')
  const label = `${head}${COPY_SUFFIX}`
  const whole = [label, ...rest].join('.')
  return whole.length <= HOSTNAME_MAX_LENGTH ? whole : label
}

/** Disks are sized in whole GiB; a size that isn't one is rounded up so the data fits. */
const gib = (bytes: number) => Math.ceil(bytes / GiB)

type Mapped = { values: Partial<CreateInstanceValues>; notCopied: NotCopied[] }

function shape(instance: Instance): Mapped {
  const { ncpus } = instance
  const memoryGib = instance.memory / GiB
  for (const kind of PRESET_KINDS) {
    const preset = kind.presets.find((p) => p.ncpus === ncpus && p.memoryGib === memoryGib)
    if (preset) return { values: { shapeKind: kind.kind, preset: preset.id }, notCopied: [] }
  }
  const whole = Number.isInteger(memoryGib)
  return {
    values: { shapeKind: 'custom', ncpus, memoryGib: Math.ceil(memoryGib) },
    notCopied: whole
      ? []
      : [{ what: 'Memory', why: 'The form sets memory in whole GiB, so it is rounded up.' }],
  }
}

/** Where the boot image is offered: its tab and field in the form. */
function bootImage(imageId: string, offer: CloneOffer): Partial<CreateInstanceValues> | undefined {
  if (offer.siloImages?.some((i) => i.id === imageId)) {
    return { bootSource: 'siloImage', siloImageId: imageId }
  }
  if (offer.projectImages?.some((i) => i.id === imageId)) {
    return { bootSource: 'projectImage', projectImageId: imageId }
  }
  return undefined
}

function bootDisk(boot: Disk | undefined, offer: CloneOffer): Mapped {
  const what = 'Boot disk image'
  if (!boot) {
    return {
      values: {},
      notCopied: [{ what, why: 'The source names no boot disk, so choose an image.' }],
    }
  }
  const size = { bootDiskSizeGib: gib(boot.size) }
  if (boot.imageId) {
    const image = bootImage(boot.imageId, offer)
    if (image) return { values: { ...size, ...image }, notCopied: [] }
    const listsFailed = !offer.siloImages || !offer.projectImages
    const why = listsFailed
      ? `The image lists didn't load, so the image of ${boot.name} couldn't be chosen; choose one.`
      : `The image ${boot.name} was made from isn't offered any more (deleted, or past the list's limit); choose one.`
    return { values: size, notCopied: [{ what, why }] }
  }
  const madeFrom = boot.snapshotId ? 'from a snapshot' : 'blank'
  return {
    values: size,
    notCopied: [
      {
        what,
        why: `${boot.name} was made ${madeFrom}, and this form makes a boot disk from an image; choose one.`,
      },
    ],
  }
}

/** Each other disk as a new one of the same size: the originals stay attached to the source. */
function otherDisks(disks: Disk[], bootDiskName: string, source: string): Mapped {
  if (disks.length === 0) return { values: { disks: [] }, notCopied: [] }
  const taken = new Set([bootDiskName])
  const entries = disks.map((d): DiskEntry => {
    let name = copyName(d.name)
    // two source disks may shorten to the same copy name; a number tells them apart
    for (let n = 2; taken.has(name); n++) name = nameWithSuffix(d.name, `-copy${n}`)
    taken.add(name)
    return {
      type: 'create',
      name,
      description: d.description,
      size: diskSizeBytes(gib(d.size)),
      diskSource: { type: 'blank', blockSize: DEFAULT_BLOCK_SIZE },
    }
  })
  const names = listAnd(disks.map((d) => d.name))
  return {
    values: { disks: entries },
    notCopied: [
      {
        what: 'Disk contents',
        why: `${names} ${disks.length === 1 ? 'is made again as a new blank disk' : 'are made again as new blank disks'} of the same size: a disk is attached to one instance at a time, so the originals stay with ${source}, and their data isn't copied.`,
      },
    ],
  }
}

/** Nexus's default interface: `net0` in the project's `default` VPC and subnet. */
const isDefaultNic = (nic: NicEntry) =>
  nic.name === 'net0' && nic.vpcName === 'default' && nic.subnetName === 'default'

function networkInterfaces(nics: InstanceNetworkInterface[], names: CloneSource['names']): Mapped {
  if (nics.length === 0) return { values: { networkType: 'none' }, notCopied: [] }
  const notCopied: NotCopied[] = []
  const entries: NicEntry[] = []
  // the API makes the first interface listed the primary one
  const ordered = [...nics].sort((a, b) => Number(b.primary) - Number(a.primary))
  for (const nic of ordered) {
    const vpcName = names.get(nic.vpcId)
    const subnetName = names.get(nic.subnetId)
    if (!vpcName || !subnetName) {
      notCopied.push({
        what: `Network interface ${nic.name}`,
        why: "Its VPC or subnet couldn't be read, so it isn't listed.",
      })
      continue
    }
    entries.push({ name: nic.name, description: nic.description, vpcName, subnetName, ip: '' })
    if (nic.transitIps?.length) {
      notCopied.push({
        what: `Transit IPs of ${nic.name}`,
        why: "They can't be set on create; add them on the new instance's Networking tab.",
      })
    }
  }
  notCopied.push({
    what: 'Private IP addresses',
    why: 'Each interface gets a new address from its subnet.',
  })
  if (entries.length === 0) return { values: {}, notCopied }
  const isDefault = entries.length === 1 && isDefaultNic(entries[0])
  return {
    values: isDefault ? { networkType: 'default' } : { networkType: 'custom', nics: entries },
    notCopied,
  }
}

function externalIps(ips: ExternalIp[], offer: CloneOffer, source: string): Mapped {
  const notCopied: NotCopied[] = []
  for (const ip of ips) {
    if (ip.kind !== 'floating') continue
    notCopied.push({
      what: `Floating IP ${ip.name}`,
      why: `It belongs to ${source}, and a floating IP is attached to one instance at a time; choose another below if you need one.`,
    })
  }
  const ephemeral = ips.find((ip) => ip.kind === 'ephemeral')
  if (!ephemeral) return { values: { ephemeralIp: false }, notCopied }
  // without the pools, the form's own default (once they load) is all it can offer
  if (!offer.ipPools) return { values: {}, notCopied }
  const pool = offer.ipPools.find((p) => p.id === ephemeral.ipPoolId)
  if (!pool) {
    notCopied.push({
      what: 'Ephemeral IP pool',
      why: "The source's pool isn't offered to this project, so the silo's default pool is used.",
    })
  }
  return {
    // an ephemeral IP is allocated anew from the same pool, never the source's address
    values: { ephemeralIp: offer.ipPools.length > 0, ipPool: pool?.name ?? '' },
    notCopied,
  }
}

function sshKeys(keys: SshKey[], offer: CloneOffer): Mapped {
  // unknown: the source's keys are the best guess, and the section says its list failed
  if (!offer.sshKeys) return { values: { sshKeyIds: keys.map((k) => k.id) }, notCopied: [] }
  const mine = new Set(offer.sshKeys.map((k) => k.id))
  const others = keys.filter((k) => !mine.has(k.id))
  return {
    values: { sshKeyIds: keys.filter((k) => mine.has(k.id)).map((k) => k.id) },
    notCopied:
      others.length === 0
        ? []
        : [
            {
              what: `SSH ${others.length === 1 ? 'key' : 'keys'} ${listAnd(others.map((k) => k.name))}`,
              why: 'Not yours: an instance gets only the keys of the user who creates it.',
            },
          ],
  }
}

/**
 * The create form's values for a copy of an instance, from what the API says of it, and
 * what couldn't be copied. Every value stays the user's to change before creating.
 */
export function clonePrefill(source: CloneSource, offer: CloneOffer): ClonePrefill {
  const { instance } = source
  const name = copyName(instance.name)
  const bootDiskName = bootDiskNameFor(name)
  const boot = instance.bootDiskId
    ? source.disks.find((d) => d.id === instance.bootDiskId)
    : undefined
  const parts = [
    shape(instance),
    bootDisk(boot, offer),
    otherDisks(
      source.disks.filter((d) => d !== boot),
      bootDiskName,
      instance.name,
    ),
    networkInterfaces(source.nics, source.names),
    externalIps(source.externalIps, offer, instance.name),
    sshKeys(source.sshKeys, offer),
  ]
  const fromParts = parts.reduce<Partial<CreateInstanceValues>>(
    (all, p) => ({ ...all, ...p.values }),
    {},
  )
  const values: Partial<CreateInstanceValues> = {
    name,
    description: instance.description,
    // a hostname that was the name follows the new name, as the form's hostnames do
    hostname: instance.hostname === instance.name ? name : copyHostname(instance.hostname),
    bootDiskName,
    antiAffinityGroups: source.antiAffinityGroups.map((g) => g.name),
    autoRestartPolicy: instance.autoRestartPolicy ?? 'default',
    ...fromParts,
  }
  return {
    values,
    notCopied: [
      ...parts.flatMap((p) => p.notCopied),
      {
        what: 'User data',
        why: "The API doesn't return an instance's user data, so it couldn't be read; paste it under Advanced if the source had any.",
      },
    ],
  }
}
