import { describe, expect, it } from 'vitest'
import { formatDateTime } from './format/date'
import {
  autoRestartChoice,
  autoRestartOutlook,
  autoRestartPolicyOf,
  instanceUpdateBody,
  memoryGibToBytes,
} from './instance-update'

const GiB = 1024 ** 3

const current = {
  ncpus: 2,
  memory: 4 * GiB,
  bootDiskId: 'disk-id',
  autoRestartPolicy: 'never' as const,
}

describe('instanceUpdateBody', () => {
  it('sends the current values of everything not changed', () => {
    expect(instanceUpdateBody(current, { ncpus: 8 })).toEqual({
      ncpus: 8,
      memory: 4 * GiB,
      bootDisk: 'disk-id',
      autoRestartPolicy: 'never',
    })
  })

  it('keeps an absent boot disk and policy as null, not missing', () => {
    expect(instanceUpdateBody({ ncpus: 1, memory: GiB })).toEqual({
      ncpus: 1,
      memory: GiB,
      bootDisk: null,
      autoRestartPolicy: null,
    })
  })

  it('lets a change unset the boot disk or the policy with null', () => {
    const body = instanceUpdateBody(current, { bootDisk: null, autoRestartPolicy: null })
    expect(body.bootDisk).toBeNull()
    expect(body.autoRestartPolicy).toBeNull()
    expect(body.ncpus).toBe(2)
  })

  it('ignores changes given as undefined', () => {
    expect(instanceUpdateBody(current, { bootDisk: undefined }).bootDisk).toBe('disk-id')
  })
})

describe('memoryGibToBytes', () => {
  it('converts whole and fractional GiB to whole MiB', () => {
    expect(memoryGibToBytes(16)).toBe(16 * GiB)
    expect(memoryGibToBytes(1.5)).toBe(1536 * 1024 ** 2)
    expect(memoryGibToBytes(1.0001) % 1024 ** 2).toBe(0)
  })
})

describe('auto-restart choice', () => {
  it('maps the default choice to null and back', () => {
    expect(autoRestartChoice(null)).toBe('default')
    expect(autoRestartChoice(undefined)).toBe('default')
    expect(autoRestartChoice('best_effort')).toBe('best_effort')
    expect(autoRestartPolicyOf('default')).toBeNull()
    expect(autoRestartPolicyOf('never')).toBe('never')
  })
})

describe('autoRestartOutlook', () => {
  const now = new Date('2025-01-01T12:00:00Z')
  const later = new Date('2025-01-01T13:00:00Z')

  it('says nothing unless the instance failed', () => {
    expect(
      autoRestartOutlook({ runState: 'running', autoRestartEnabled: true }, now),
    ).toBeUndefined()
  })

  it('is due now without a cooldown or once it passed', () => {
    expect(autoRestartOutlook({ runState: 'failed', autoRestartEnabled: true }, now)).toBe(
      'Due for auto-restart now',
    )
    expect(
      autoRestartOutlook(
        { runState: 'failed', autoRestartEnabled: true, autoRestartCooldownExpiration: now },
        later,
      ),
    ).toBe('Due for auto-restart now')
  })

  it('names the end of a running cooldown', () => {
    expect(
      autoRestartOutlook(
        { runState: 'failed', autoRestartEnabled: true, autoRestartCooldownExpiration: later },
        now,
      ),
    ).toBe(`Due for auto-restart after ${formatDateTime(later)}`)
  })

  it('says when auto-restart is disabled', () => {
    expect(autoRestartOutlook({ runState: 'failed', autoRestartEnabled: false }, now)).toMatch(
      /disabled/,
    )
  })
})
