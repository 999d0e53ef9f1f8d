import { describe, expect, it } from 'vitest'
import type { ExternalIp } from '../api/__generated__/Api'
import { inboundIp, serialConsoleCliCommand, sshCommand } from './instance-connect'

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

describe('commands', () => {
  it('builds the ssh and CLI commands', () => {
    expect(sshCommand('10.0.0.2')).toBe('ssh <user>@10.0.0.2')
    expect(serialConsoleCliCommand('p1', 'vm-1')).toBe(
      'oxide instance serial console --project p1 --instance vm-1',
    )
  })
})
