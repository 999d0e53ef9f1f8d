import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../core/format/date'
import {
  autoRestartChoice,
  autoRestartOutlook,
  autoRestartPolicyOf,
  memoryGibToBytes,
} from './instance-update'

const GiB = 1024 ** 3

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
