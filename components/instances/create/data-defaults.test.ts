import { describe, expect, it } from 'vitest'
import type { Image, SiloIpPool, SshKey } from '@/lib/api/__generated__/Api'
import { ApiError } from '@/lib/api/errors'
import { dataDefaults, defaultsToApply } from './data-defaults'
import type { PickerList } from './picker-list'
import type { CreateInstanceData } from './use-create-instance-data'

const pending = { status: 'pending' } as const
const ready = <T>(items: T[]): PickerList<T> => ({ status: 'ready', items, truncated: false })
const failed: PickerList<never> = {
  status: 'error',
  error: new ApiError({ message: 'Service unavailable', statusCode: 503 }),
  retrying: false,
  retry: () => {},
}

const nothingYet: CreateInstanceData = {
  siloImages: pending,
  projectImages: pending,
  disks: pending,
  vpcs: pending,
  ipPools: pending,
  floatingIps: pending,
  sshKeys: pending,
  antiAffinityGroups: pending,
}
const image = { id: 'i1', name: 'debian' } as Image
const pool = (name: string, isDefault: boolean) => ({ name, isDefault }) as SiloIpPool
const key = (id: string) => ({ id }) as SshKey

describe('dataDefaults', () => {
  it('knows none before any list has loaded', () => {
    expect(dataDefaults(nothingYet)).toEqual({})
  })

  it('takes the default pool, and an ephemeral IP only where there is a pool', () => {
    const pools = ready([pool('a', false), pool('b', true)])
    expect(dataDefaults({ ...nothingYet, ipPools: pools })).toEqual({
      ipPool: 'b',
      ephemeralIp: true,
    })
    expect(dataDefaults({ ...nothingYet, ipPools: ready([]) })).toEqual({
      ipPool: '',
      ephemeralIp: false,
    })
  })

  it('checks every SSH key once the keys arrive', () => {
    expect(dataDefaults({ ...nothingYet, sshKeys: ready([key('k1'), key('k2')]) })).toEqual({
      sshKeyIds: ['k1', 'k2'],
    })
  })

  it('boots from silo images when there are some, without waiting for the project images', () => {
    expect(dataDefaults({ ...nothingYet, siloImages: ready([image]) })).toEqual({
      bootSource: 'siloImage',
    })
  })

  it('turns to project images only when the silo has none and the project has some', () => {
    const noSilo = { ...nothingYet, siloImages: ready<Image>([]) }
    expect(dataDefaults(noSilo)).toEqual({})
    expect(dataDefaults({ ...noSilo, projectImages: failed })).toEqual({})
    expect(dataDefaults({ ...noSilo, projectImages: ready([image]) })).toEqual({
      bootSource: 'projectImage',
    })
    expect(dataDefaults({ ...noSilo, projectImages: ready<Image>([]) })).toEqual({
      bootSource: 'siloImage',
    })
  })
})

describe('defaultsToApply', () => {
  const defaults = { sshKeyIds: ['k1'], bootSource: 'projectImage' as const, ipPool: 'b' }

  it('applies what is new and untouched', () => {
    expect(defaultsToApply(defaults, { applied: new Set(), changed: new Set() })).toEqual(defaults)
  })

  it('never overwrites a field the user changed, nor applies one twice', () => {
    const applied = new Set(['ipPool'])
    const changed = new Set(['bootSource'])
    expect(defaultsToApply(defaults, { applied, changed })).toEqual({ sshKeyIds: ['k1'] })
  })
})
