import { describe, expect, it } from 'vitest'
import type { InstanceState } from '../api/__generated__/Api'
import {
  dueForAutoRestart,
  instanceCan,
  instanceCannotReason,
  type InstanceAction,
} from './instance-actions'

const states: InstanceState[] = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
]

// the spec §4 table, row by row
const table: [InstanceAction, InstanceState[]][] = [
  ['start', ['stopped', 'failed']],
  ['delete', ['stopped', 'failed']],
  ['resize', ['stopped', 'failed', 'creating']],
  ['updateBootDisk', ['stopped', 'failed', 'creating']],
  ['reboot', ['running']],
  ['stop', ['running', 'starting', 'rebooting', 'failed']],
  ['detachDisk', ['creating', 'stopped', 'failed']],
  ['attachDisk', ['creating', 'stopped']],
  ['updateNic', ['stopped']],
  ['serialConsole', ['running', 'rebooting', 'migrating', 'repairing']],
  ['addToAffinityGroup', ['stopped']],
]

describe('instance action table', () => {
  it.each(table)('%s is allowed exactly in %j', (action, allowed) => {
    for (const state of states) expect(instanceCan(action, state)).toBe(allowed.includes(state))
  })

  it('says why an action is unavailable', () => {
    expect(instanceCannotReason('start', 'running')).toBe(
      'Only available when the instance is stopped or failed',
    )
    expect(instanceCannotReason('reboot', 'stopped')).toBe(
      'Only available when the instance is running',
    )
    expect(instanceCannotReason('resize', 'running')).toBe(
      'Only available when the instance is stopped, failed, or creating',
    )
    expect(instanceCannotReason('start', 'stopped')).toBeUndefined()
  })
})

describe('auto-restart', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const failed = { runState: 'failed' as const, autoRestartEnabled: true }

  it('is due with no cooldown or a passed one', () => {
    expect(dueForAutoRestart({ ...failed, autoRestartCooldownExpiration: null }, now)).toBe(true)
    expect(dueForAutoRestart(failed, now)).toBe(true)
    expect(
      dueForAutoRestart(
        { ...failed, autoRestartCooldownExpiration: new Date('2026-11-23T11:59:59Z') },
        now,
      ),
    ).toBe(true)
  })

  it('waits for the cooldown, and needs a failed instance with auto-restart on', () => {
    const later = new Date('2026-11-23T12:05:00Z')
    expect(dueForAutoRestart({ ...failed, autoRestartCooldownExpiration: later }, now)).toBe(false)
    expect(dueForAutoRestart({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
    expect(dueForAutoRestart({ runState: 'stopped', autoRestartEnabled: true }, now)).toBe(false)
  })
})
