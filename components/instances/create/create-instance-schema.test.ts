import { describe, expect, it } from 'vitest'
import { GiB } from '@/lib/core/format/bytes'
import {
  bootDiskNameFor,
  defaultValues,
  makeCreateInstanceSchema,
  makeNicSchema,
  validateHostname,
  type CreateInstanceValues,
  type DiskEntry,
} from './create-instance-schema'

const images: Record<string, number> = { ubuntu: 4 * GiB, odd: 2.5 * GiB }
const schema = makeCreateInstanceSchema({ imageSize: (id) => images[id] })

const valid = defaultValues({
  name: 'web-3',
  hostname: 'web-3',
  siloImageId: 'ubuntu',
  bootDiskName: 'web-3-boot',
  bootDiskSizeGib: 10,
})

/** Messages by dotted path, for the values given. */
function errors(values: Partial<CreateInstanceValues>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...values })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const blank = (name: string): DiskEntry => ({
  type: 'create',
  name,
  description: '',
  size: 10 * GiB,
  diskSource: { type: 'blank', blockSize: 4096 },
})

describe('create instance schema', () => {
  it('accepts the defaults with a name and an image', () => {
    expect(errors({})).toEqual({})
  })

  it('checks the name and the hostname', () => {
    expect(errors({ name: '' }).name).toBe('Name is required')
    expect(errors({ name: 'Web' }).name).toBe('Must start with a lowercase letter')
    expect(errors({ hostname: 'web_3' }).hostname).toBe(
      'Can only contain letters, numbers, dashes and dots',
    )
    expect(errors({ hostname: 'web-.example' }).hostname).toBe(
      'Each label must end with a letter or number',
    )
    expect(errors({ hostname: 'Web-3.Example.com' })).toEqual({})
  })

  it('keeps custom vCPUs and memory within the API limits', () => {
    const custom = { shapeKind: 'custom' as const }
    expect(errors({ ...custom, ncpus: 64, memoryGib: 1536 })).toEqual({})
    expect(errors({ ...custom, ncpus: 1, memoryGib: 1 })).toEqual({})
    expect(errors({ ...custom, ncpus: 0, memoryGib: 1537 })).toEqual({
      ncpus: 'Must be between 1 and 64 vCPUs',
      memoryGib: 'Must be between 1 and 1536 GiB',
    })
    expect(errors({ ...custom, ncpus: 65, memoryGib: 0 })).toEqual({
      ncpus: 'Must be between 1 and 64 vCPUs',
      memoryGib: 'Must be between 1 and 1536 GiB',
    })
    expect(errors({ ...custom, ncpus: undefined, memoryGib: 2.5 })).toEqual({
      ncpus: 'vCPUs is required',
      memoryGib: 'Must be a whole number of GiB',
    })
    // the custom fields don't matter while a preset is chosen
    expect(errors({ ncpus: 0 })).toEqual({})
  })

  it('wants the boot disk at least as large as its image, within 1–1023 GiB', () => {
    expect(errors({ bootDiskSizeGib: 3 }).bootDiskSizeGib).toBe(
      'Must be at least 4 GiB, the size of the image',
    )
    expect(errors({ bootDiskSizeGib: 4 })).toEqual({})
    // a fractional image size is rounded up
    expect(errors({ siloImageId: 'odd', bootDiskSizeGib: 2 }).bootDiskSizeGib).toBe(
      'Must be at least 3 GiB, the size of the image',
    )
    expect(errors({ bootDiskSizeGib: 1024 }).bootDiskSizeGib).toBe('At most 1023 GiB')
    expect(errors({ bootDiskSizeGib: undefined }).bootDiskSizeGib).toBe('Enter a size in GiB')
    expect(errors({ siloImageId: '' }).siloImageId).toBe('Choose an image')
    expect(errors({ bootDiskName: '' }).bootDiskName).toBe('Name is required')
  })

  it('checks only the chosen boot source', () => {
    expect(errors({ bootSource: 'projectImage' }).projectImageId).toBe('Choose an image')
    expect(errors({ bootSource: 'disk' })).toEqual({
      bootDiskExisting: 'Choose a disk to boot from',
    })
    // an existing disk needs no image, name or size
    expect(
      errors({ bootSource: 'disk', bootDiskExisting: 'old', siloImageId: '', bootDiskSizeGib: 0 }),
    ).toEqual({})
  })

  it('allows at most 8 disks, the boot disk included', () => {
    const seven = Array.from({ length: 7 }, (_, i) => blank(`d${i}`))
    expect(errors({ disks: seven })).toEqual({})
    expect(errors({ disks: [...seven, blank('d7')] }).disks).toBe(
      'An instance can have at most 8 disks, the boot disk included',
    )
  })

  it('wants unique disk names, the boot disk included', () => {
    expect(errors({ disks: [blank('data'), { type: 'attach', name: 'data' }] })).toEqual({
      'disks.1.name': 'Disk name "data" is used more than once',
    })
    expect(errors({ disks: [blank('web-3-boot')] })).toEqual({
      'disks.0.name': 'Disk name "web-3-boot" is used more than once',
    })
  })

  it('wants 1 to 8 uniquely named interfaces for custom networking', () => {
    const nic = (name: string, ip = '') => ({
      name,
      description: '',
      vpcName: 'default',
      subnetName: 'default',
      ip,
    })
    expect(errors({ networkType: 'custom', nics: [] }).nics).toBe(
      'Add a network interface, or choose None',
    )
    expect(errors({ networkType: 'custom', nics: [nic('a', '10.0.0.9')] })).toEqual({})
    expect(errors({ networkType: 'custom', nics: [nic('a'), nic('a')] })).toEqual({
      'nics.1.name': 'Interface name "a" is used more than once',
    })
    expect(errors({ networkType: 'custom', nics: [nic('a', '10.0.0')] })).toEqual({
      'nics.0.ip': 'Not a valid IP address',
    })
    const nine = Array.from({ length: 9 }, (_, i) => nic(`n${i}`))
    expect(errors({ networkType: 'custom', nics: nine }).nics).toBe(
      'An instance can have at most 8 network interfaces',
    )
    // interfaces listed before switching back to default are ignored
    expect(errors({ networkType: 'default', nics: [nic('a'), nic('a')] })).toEqual({})
  })

  it('limits user data to 32 KiB of UTF-8 before encoding', () => {
    expect(errors({ userData: 'a'.repeat(32 * 1024) })).toEqual({})
    expect(errors({ userData: 'a'.repeat(32 * 1024 + 1) }).userData).toBe(
      'Must be at most 32 KiB (32,768 bytes); this is 32,769 bytes',
    )
    // 'é' is two bytes: 16,385 of them are over the limit though fewer characters
    expect(errors({ userData: 'é'.repeat(16 * 1024 + 1) }).userData).toMatch(/32,770 bytes$/)
  })
})

describe('new interface dialog', () => {
  it('checks an interface', () => {
    const s = makeNicSchema(['nic0'])
    const r = s.safeParse({ name: 'nic0', description: '', vpcName: '', subnetName: '', ip: 'x' })
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['vpcName', 'Choose a VPC'],
      ['subnetName', 'Choose a subnet'],
      ['name', 'An interface with this name is already listed'],
      ['ip', 'Not a valid IP address'],
    ])
  })
})

describe('helpers', () => {
  it('names the boot disk after the instance, within 63 characters', () => {
    expect(bootDiskNameFor('web-3')).toBe('web-3-boot')
    expect(bootDiskNameFor('')).toBe('')
    const long = bootDiskNameFor('a'.repeat(57) + '-' + 'b'.repeat(5))
    expect(long.length).toBeLessThanOrEqual(63)
    expect(long).toBe('a'.repeat(57) + '-boot')
  })

  it('validates hostnames', () => {
    expect(validateHostname('')).toBe('Hostname is required')
    expect(validateHostname('a'.repeat(64))).toBe('Each label must be 63 characters or fewer')
    expect(validateHostname('a..b')).toBe('Dots must separate non-empty labels')
    expect(validateHostname('-a')).toBe('Each label must start with a letter or number')
    expect(validateHostname('db1.internal')).toBeUndefined()
  })
})
