import { describe, expect, it } from 'vitest'
import type {
  Disk,
  ExternalIp,
  Image,
  Instance,
  InstanceNetworkInterface,
  SiloIpPool,
  SshKey,
} from '@/lib/api/__generated__/Api'
import { GiB } from '@/lib/core/format/bytes'
import { validateName } from '@/lib/core/validators/name'
import {
  clonePrefill,
  copyHostname,
  copyName,
  type CloneOffer,
  type CloneSource,
} from './clone-prefill'
import { defaultValues, makeCreateInstanceSchema, validateHostname } from './create-instance-schema'
import { toInstanceCreate } from './to-instance-create'

const time = new Date('2026-01-01T00:00:00Z')
const stamps = { timeCreated: time, timeModified: time }

const instance = (over: Partial<Instance> = {}): Instance => ({
  id: 'inst-1',
  name: 'db1',
  description: 'the database',
  hostname: 'db1',
  ncpus: 4,
  memory: 16 * GiB,
  projectId: 'proj-1',
  runState: 'running',
  timeRunStateUpdated: time,
  autoRestartEnabled: true,
  bootDiskId: 'disk-boot',
  ...stamps,
  ...over,
})

const disk = (id: string, name: string, sizeGib: number, over: Partial<Disk> = {}): Disk => ({
  id,
  name,
  description: `disk ${name}`,
  blockSize: 4096,
  devicePath: `/mnt/${name}`,
  projectId: 'proj-1',
  size: sizeGib * GiB,
  state: { state: 'attached', instance: 'inst-1' },
  ...stamps,
  ...over,
})

const nic = (name: string, over: Partial<InstanceNetworkInterface> = {}) =>
  ({
    id: `nic-${name}`,
    name,
    description: '',
    instanceId: 'inst-1',
    ip: '172.30.0.5',
    mac: 'A8:40:25:F0:00:01',
    primary: true,
    subnetId: 'sub-default',
    vpcId: 'vpc-default',
    ...stamps,
    ...over,
  }) satisfies InstanceNetworkInterface

const image = (id: string, name: string, projectId?: string): Image => ({
  id,
  name,
  description: '',
  blockSize: 4096,
  os: 'debian',
  version: '12',
  size: 2 * GiB,
  ...(projectId ? { projectId } : {}),
  ...stamps,
})

const key = (id: string, name: string): SshKey => ({
  id,
  name,
  description: '',
  publicKey: 'ssh-ed25519 AAAA',
  siloUserId: 'me',
  ...stamps,
})

const pool = (id: string, name: string, isDefault = false): SiloIpPool => ({
  id,
  name,
  description: '',
  isDefault,
  ...stamps,
})

const names = new Map([
  ['vpc-default', 'default'],
  ['sub-default', 'default'],
  ['vpc-app', 'app'],
  ['sub-web', 'web'],
])

const source = (over: Partial<CloneSource> = {}): CloneSource => ({
  instance: instance(),
  disks: [
    disk('disk-boot', 'db1-boot', 20, { imageId: 'img-silo' }),
    disk('disk-data', 'data', 100, { blockSize: 512 }),
  ],
  nics: [nic('net0')],
  externalIps: [{ kind: 'ephemeral', ip: '10.0.0.9', ipPoolId: 'pool-b' }],
  sshKeys: [key('key-a', 'laptop')],
  antiAffinityGroups: [],
  names,
  ...over,
})

const offer: CloneOffer = {
  siloImages: [image('img-silo', 'debian-12')],
  projectImages: [image('img-proj', 'custom', 'proj-1')],
  ipPools: [pool('pool-a', 'default', true), pool('pool-b', 'other')],
  sshKeys: [key('key-a', 'laptop'), key('key-b', 'desktop')],
}

const whats = (notCopied: { what: string }[]) => notCopied.map((n) => n.what)

describe('copy names', () => {
  it('adds -copy and stays a valid name of at most 63 characters', () => {
    expect(copyName('db1')).toBe('db1-copy')
    const long = copyName(`a${'b'.repeat(62)}`)
    expect(long).toHaveLength(63)
    expect(validateName(long)).toBeUndefined()
  })

  it('marks the first label of a hostname, keeping it a valid hostname', () => {
    expect(copyHostname('db1.internal')).toBe('db1-copy.internal')
    const label = `h${'x'.repeat(62)}`
    const copied = copyHostname(`${label}.example`)
    expect(copied.split('.')[0]).toHaveLength(63)
    expect(validateHostname(copied)).toBeUndefined()
    // a copy too long for a hostname keeps its first label alone
    const longest = [label, label, label, 'x'.repeat(61)].join('.')
    expect(longest).toHaveLength(253)
    expect(validateHostname(copyHostname(longest))).toBeUndefined()
  })
})

describe('clonePrefill', () => {
  it('copies the size, boot image, disks, network, IPs, keys and policy', () => {
    const { values, notCopied } = clonePrefill(
      source({
        instance: instance({ autoRestartPolicy: 'never' }),
        antiAffinityGroups: [
          {
            id: 'g1',
            name: 'spread',
            description: '',
            failureDomain: 'sled',
            policy: 'allow',
            projectId: 'proj-1',
            ...stamps,
          },
        ],
      }),
      offer,
    )
    expect(values).toEqual({
      name: 'db1-copy',
      description: 'the database',
      // the hostname was the name, so it is the new name and follows it
      hostname: 'db1-copy',
      shapeKind: 'general',
      preset: 'general-4',
      bootSource: 'siloImage',
      siloImageId: 'img-silo',
      bootDiskName: 'db1-copy-boot',
      bootDiskSizeGib: 20,
      disks: [
        {
          type: 'create',
          name: 'data-copy',
          description: 'disk data',
          size: 100 * GiB,
          diskSource: { type: 'blank', blockSize: 4096 },
        },
      ],
      networkType: 'default',
      ephemeralIp: true,
      ipPool: 'other',
      sshKeyIds: ['key-a'],
      antiAffinityGroups: ['spread'],
      autoRestartPolicy: 'never',
    })
    expect(whats(notCopied)).toEqual(['Disk contents', 'Private IP addresses', 'User data'])
    expect(notCopied[0].why).toContain('the originals stay with db1')
  })

  it('makes a body the create form accepts and the API takes', () => {
    const { values } = clonePrefill(source(), offer)
    const form = defaultValues(values)
    const schema = makeCreateInstanceSchema({ imageSize: () => 2 * GiB })
    expect(schema.safeParse(form).success).toBe(true)
    expect(toInstanceCreate(form)).toMatchObject({
      name: 'db1-copy',
      ncpus: 4,
      memory: 16 * GiB,
      bootDisk: {
        type: 'create',
        size: 20 * GiB,
        diskSource: { type: 'image', imageId: 'img-silo' },
      },
      disks: [{ type: 'create', name: 'data-copy', size: 100 * GiB }],
      externalIps: [{ type: 'ephemeral', pool: 'other' }],
      sshPublicKeys: ['key-a'],
    })
  })

  it('takes a size no preset has as a custom one', () => {
    const { values } = clonePrefill(
      source({ instance: instance({ ncpus: 3, memory: 7 * GiB }) }),
      offer,
    )
    expect(values).toMatchObject({ shapeKind: 'custom', ncpus: 3, memoryGib: 7 })
    expect(values).not.toHaveProperty('preset')
  })

  it('finds a project image on its own tab', () => {
    const { values } = clonePrefill(
      source({ disks: [disk('disk-boot', 'b', 10, { imageId: 'img-proj' })] }),
      offer,
    )
    expect(values).toMatchObject({ bootSource: 'projectImage', projectImageId: 'img-proj' })
    expect(values).not.toHaveProperty('siloImageId')
  })

  it('says why a boot disk from a snapshot, a blank one or a gone image is not copied', () => {
    for (const [over, said] of [
      [{ snapshotId: 'snap-1' }, 'made from a snapshot'],
      [{}, 'made blank'],
      [{ imageId: 'img-gone' }, "isn't offered any more"],
    ] as const) {
      const { values, notCopied } = clonePrefill(
        source({ disks: [disk('disk-boot', 'db1-boot', 30, over)] }),
        offer,
      )
      // the size still is, and the form's own default picks the tab
      expect(values.bootDiskSizeGib).toBe(30)
      expect(values).not.toHaveProperty('bootSource')
      const boot = notCopied.find((n) => n.what === 'Boot disk image')
      expect(boot?.why).toContain(said)
    }
    const failed = clonePrefill(source(), { ...offer, siloImages: undefined })
    expect(failed.notCopied[0].why).toContain("didn't load")
  })

  it('without a boot disk named, makes every disk an additional one', () => {
    const { values, notCopied } = clonePrefill(
      source({ instance: instance({ bootDiskId: null }) }),
      offer,
    )
    expect(values.disks?.map((d) => d.name)).toEqual(['db1-boot-copy', 'data-copy'])
    expect(values).not.toHaveProperty('bootDiskSizeGib')
    expect(notCopied[0]).toMatchObject({ what: 'Boot disk image' })
  })

  it('keeps the copies of disks apart when their names cut to the same', () => {
    const long = `d${'x'.repeat(60)}`
    const { values } = clonePrefill(
      source({
        disks: [
          disk('disk-boot', 'b', 10, { imageId: 'img-silo' }),
          disk('d1', `${long}1`, 1),
          disk('d2', `${long}2`, 1),
        ],
      }),
      offer,
    )
    const copies = values.disks!.map((d) => d.name)
    expect(new Set(copies).size).toBe(2)
    for (const n of copies) expect(validateName(n)).toBeUndefined()
  })

  it('lists custom interfaces by VPC and subnet name, primary first, with new IPs', () => {
    const { values, notCopied } = clonePrefill(
      source({
        nics: [
          nic('second', { primary: false, vpcId: 'vpc-app', subnetId: 'sub-web' }),
          nic('first', { transitIps: ['10.9.0.0/24'] }),
          nic('lost', { primary: false, vpcId: 'vpc-gone', subnetId: 'sub-gone' }),
        ],
      }),
      offer,
    )
    expect(values.networkType).toBe('custom')
    expect(values.nics).toEqual([
      { name: 'first', description: '', vpcName: 'default', subnetName: 'default', ip: '' },
      { name: 'second', description: '', vpcName: 'app', subnetName: 'web', ip: '' },
    ])
    expect(whats(notCopied)).toEqual(
      expect.arrayContaining([
        'Transit IPs of first',
        'Network interface lost',
        'Private IP addresses',
      ]),
    )
  })

  it('copies no interfaces as none', () => {
    expect(clonePrefill(source({ nics: [] }), offer).values.networkType).toBe('none')
  })

  it('never copies a floating IP, and says so', () => {
    const floating: ExternalIp = {
      kind: 'floating',
      id: 'fip-1',
      name: 'public-web',
      description: '',
      ip: '10.0.0.20',
      ipPoolId: 'pool-a',
      projectId: 'proj-1',
      instanceId: 'inst-1',
      ...stamps,
    }
    const { values, notCopied } = clonePrefill(source({ externalIps: [floating] }), offer)
    expect(values.ephemeralIp).toBe(false)
    expect(values).not.toHaveProperty('floatingIps')
    expect(notCopied.find((n) => n.what === 'Floating IP public-web')?.why).toContain(
      'belongs to db1',
    )
  })

  it("falls back to the silo's default pool when the source's isn't offered", () => {
    const { values, notCopied } = clonePrefill(
      source({ externalIps: [{ kind: 'ephemeral', ip: '10.1.1.1', ipPoolId: 'pool-x' }] }),
      offer,
    )
    expect(values).toMatchObject({ ephemeralIp: true, ipPool: '' })
    expect(whats(notCopied)).toContain('Ephemeral IP pool')
  })

  it("keeps only the user's own SSH keys, and none when the source had none", () => {
    const theirs = key('key-z', 'colleague')
    const { values, notCopied } = clonePrefill(
      source({ sshKeys: [key('key-b', 'desktop'), theirs] }),
      offer,
    )
    expect(values.sshKeyIds).toEqual(['key-b'])
    expect(notCopied.find((n) => n.what === 'SSH key colleague')?.why).toContain('Not yours')
    expect(clonePrefill(source({ sshKeys: [] }), offer).values.sshKeyIds).toEqual([])
  })

  it('gives a hostname of its own a -copy, and an unset policy the default', () => {
    const { values } = clonePrefill(
      source({ instance: instance({ hostname: 'db.example.com', autoRestartPolicy: null }) }),
      offer,
    )
    expect(values).toMatchObject({ hostname: 'db-copy.example.com', autoRestartPolicy: 'default' })
  })

  it('always says user data could not be read', () => {
    const { notCopied } = clonePrefill(source(), offer)
    expect(notCopied.at(-1)).toMatchObject({ what: 'User data' })
    expect(notCopied.at(-1)?.why).toContain("doesn't return")
  })
})
