import { describe, expect, it } from 'vitest'
import type { ExternalIp, InstanceState } from '@/lib/api/__generated__/Api'
import { GiB } from '@/lib/core/format/bytes'
import { formatDateTime } from '@/lib/core/format/date'
import {
  autoRestartChoice,
  autoRestartOutlook,
  autoRestartPolicyOf,
  dueForAutoRestart,
  inboundIp,
  inboundIps,
  instanceCan,
  instanceCannotReason,
  instanceInTransition,
  instanceSettling,
  instanceStatesFor,
  memoryGibToBytes,
  serialConsoleCliCommand,
  snatPortRange,
  sshCommand,
  type InstanceAction,
} from './instance'

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
  // Nexus's, not the table's: an ephemeral or floating IP attached or detached
  ['changeIps', ['running', 'stopped', 'starting', 'stopping']],
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
    expect(instanceCannotReason('changeIps', 'creating')).toBe(
      'Only available when the instance is running, stopped, starting, or stopping',
    )
  })

  it('names the states an action is allowed in, as a sentence does', () => {
    expect(instanceStatesFor('serialConsole')).toBe('running, rebooting, migrating, or repairing')
    expect(instanceStatesFor('start')).toBe('stopped or failed')
    expect(instanceStatesFor('updateNic')).toBe('stopped')
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

const snat: ExternalIp = { kind: 'snat', ip: '10.0.0.1', ipPoolId: 'p', firstPort: 0, lastPort: 1 }
const ephemeral: ExternalIp = { kind: 'ephemeral', ip: '10.0.0.2', ipPoolId: 'p' }
const floating: ExternalIp = {
  kind: 'floating',
  ip: '10.0.0.3',
  ipPoolId: 'p',
  id: 'f',
  name: 'fip',
  description: '',
  projectId: 'proj',
  timeCreated: new Date(0),
  timeModified: new Date(0),
}

describe('inboundIp', () => {
  it('prefers the ephemeral address, then a floating one, never SNAT', () => {
    expect(inboundIp([snat, floating, ephemeral])).toBe(ephemeral)
    expect(inboundIp([snat, floating])).toBe(floating)
    expect(inboundIp([snat])).toBeUndefined()
    expect(inboundIp([])).toBeUndefined()
  })
})

describe('inboundIps', () => {
  it('keeps every external address but the SNAT ones, in order', () => {
    expect(inboundIps([snat, floating, ephemeral])).toEqual([floating, ephemeral])
    expect(inboundIps([snat])).toEqual([])
  })
})

describe('snatPortRange', () => {
  it('says the block of ports, ends included', () => {
    expect(snatPortRange({ firstPort: 16384, lastPort: 32767 })).toBe('16384–32767')
    expect(snatPortRange(snat as { firstPort: number; lastPort: number })).toBe('0–1')
  })
})

describe('commands', () => {
  it('builds the ssh and CLI commands', () => {
    expect(sshCommand('10.0.0.2')).toBe('ssh <user>@10.0.0.2')
    expect(serialConsoleCliCommand('p1', 'vm-1')).toBe(
      'oxide instance serial console --project p1 --instance vm-1',
    )
  })
})

describe('instanceInTransition', () => {
  it('is true while the instance moves on by itself, and only then', () => {
    const moving: InstanceState[] = [
      'creating',
      'starting',
      'stopping',
      'rebooting',
      'migrating',
      'repairing',
    ]
    const settled: InstanceState[] = ['running', 'stopped', 'failed', 'destroyed']
    for (const state of moving) expect(instanceInTransition(state), state).toBe(true)
    for (const state of settled) expect(instanceInTransition(state), state).toBe(false)
  })
})

describe('instanceSettling', () => {
  it('polls instances on their way somewhere, and not those that take long', () => {
    expect(instanceSettling('starting')).toBe(true)
    expect(instanceSettling('running')).toBe(false)
    expect(instanceSettling('failed')).toBe(false)
    expect(instanceSettling('migrating')).toBe(false)
  })
})
