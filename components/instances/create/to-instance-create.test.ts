import { describe, expect, it } from 'vitest'
import { GiB } from '@/lib/core/format/bytes'
import { defaultValues, type DiskEntry } from './create-instance-schema'
import { base64Utf8, toInstanceCreate } from './to-instance-create'

const base = defaultValues({
  name: 'web-3',
  description: 'A web server',
  hostname: 'web-3.example',
  siloImageId: 'img-1',
  bootDiskName: 'web-3-boot',
  bootDiskSizeGib: 20,
  sshKeyIds: ['key-a', 'key-b'],
})

describe('toInstanceCreate', () => {
  it('maps a preset shape and a boot disk from an image, in bytes', () => {
    const body = toInstanceCreate(base)
    expect(body).toMatchObject({
      name: 'web-3',
      description: 'A web server',
      hostname: 'web-3.example',
      ncpus: 2,
      memory: 8 * GiB,
      bootDisk: {
        type: 'create',
        name: 'web-3-boot',
        size: 20 * GiB,
        diskSource: { type: 'image', imageId: 'img-1' },
      },
      disks: [],
      networkInterfaces: { type: 'default' },
      externalIps: [{ type: 'ephemeral' }],
      sshPublicKeys: ['key-a', 'key-b'],
      antiAffinityGroups: [],
      start: true,
    })
    // unset means the API's default policy; no user data means none is sent
    expect(body).not.toHaveProperty('autoRestartPolicy')
    expect(body).not.toHaveProperty('userData')
  })

  it('turns custom GiB into bytes', () => {
    const body = toInstanceCreate({ ...base, shapeKind: 'custom', ncpus: 12, memoryGib: 1536 })
    expect(body.ncpus).toBe(12)
    expect(body.memory).toBe(1536 * 2 ** 30)
  })

  it('uses the image of the chosen tab, or attaches an existing boot disk', () => {
    expect(
      toInstanceCreate({ ...base, bootSource: 'projectImage', projectImageId: 'img-p' }).bootDisk,
    ).toMatchObject({ diskSource: { type: 'image', imageId: 'img-p' } })
    expect(
      toInstanceCreate({ ...base, bootSource: 'disk', bootDiskExisting: 'old-boot' }).bootDisk,
    ).toEqual({ type: 'attach', name: 'old-boot' })
  })

  it('sends the additional disks as listed: a new one as its create body, an existing one by name', () => {
    const disks: DiskEntry[] = [
      {
        type: 'create',
        name: 'data',
        description: 'Data',
        size: 100 * GiB,
        diskSource: { type: 'blank', blockSize: 4096 },
      },
      { type: 'attach', name: 'scratch' },
    ]
    expect(toInstanceCreate({ ...base, disks }).disks).toEqual(disks)
  })

  it('maps each network choice', () => {
    expect(toInstanceCreate({ ...base, networkType: 'none' }).networkInterfaces).toEqual({
      type: 'none',
    })
    const custom = toInstanceCreate({
      ...base,
      networkType: 'custom',
      nics: [
        { name: 'nic0', description: '', vpcName: 'v', subnetName: 's', ip: ' 10.0.0.5 ' },
        { name: 'nic1', description: 'second', vpcName: 'v', subnetName: 't', ip: '' },
      ],
    })
    expect(custom.networkInterfaces).toEqual({
      type: 'create',
      params: [
        { name: 'nic0', description: '', vpcName: 'v', subnetName: 's', ip: '10.0.0.5' },
        { name: 'nic1', description: 'second', vpcName: 'v', subnetName: 't' },
      ],
    })
    // nics typed before switching back to default are not sent
    const nics = [{ name: 'nic0', description: '', vpcName: 'v', subnetName: 's', ip: '' }]
    expect(toInstanceCreate({ ...base, networkType: 'default', nics }).networkInterfaces).toEqual({
      type: 'default',
    })
  })

  it('sends an ephemeral IP from the chosen pool and the floating IPs', () => {
    expect(
      toInstanceCreate({ ...base, ipPool: 'pool-2', floatingIps: ['fip-a', 'fip-b'] }).externalIps,
    ).toEqual([
      { type: 'ephemeral', pool: 'pool-2' },
      { type: 'floating', floatingIp: 'fip-a' },
      { type: 'floating', floatingIp: 'fip-b' },
    ])
    expect(
      toInstanceCreate({ ...base, ephemeralIp: false, floatingIps: ['fip-a'] }).externalIps,
    ).toEqual([{ type: 'floating', floatingIp: 'fip-a' }])
  })

  it('sends an empty key list when no key is chosen, not all keys', () => {
    expect(toInstanceCreate({ ...base, sshKeyIds: [] }).sshPublicKeys).toEqual([])
  })

  it('base64-encodes user data from its UTF-8 bytes', () => {
    const body = toInstanceCreate({ ...base, userData: '#cloud-config\nname: café ✓\n' })
    expect(body.userData).toBe(
      Buffer.from('#cloud-config\nname: café ✓\n', 'utf8').toString('base64'),
    )
    expect(base64Utf8('')).toBe('')
  })

  it('passes the policy, groups and start flag', () => {
    const body = toInstanceCreate({
      ...base,
      autoRestartPolicy: 'never',
      antiAffinityGroups: ['web-spread'],
      start: false,
    })
    expect(body.autoRestartPolicy).toBe('never')
    expect(body.antiAffinityGroups).toEqual(['web-spread'])
    expect(body.start).toBe(false)
  })

  it('falls back to the name for an empty hostname', () => {
    expect(toInstanceCreate({ ...base, hostname: '' }).hostname).toBe('web-3')
  })
})
