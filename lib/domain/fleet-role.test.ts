import { describe, expect, it } from 'vitest'
import type { SiloRolePolicy } from '../api/__generated__/Api'
import { fleetRoleOf } from './fleet-role'

describe('fleetRoleOf', () => {
  const fleet: SiloRolePolicy = {
    roleAssignments: [
      { identityId: 'operator', identityType: 'silo_user', roleName: 'admin' },
      { identityId: 'group-noc', identityType: 'silo_group', roleName: 'viewer' },
    ],
  }
  const me = (userId: string, groupIds: string[] = []) => ({ userId, groupIds })
  it('reads the fleet policy, for the user and their groups', () => {
    expect(fleetRoleOf(me('operator'), fleet, undefined)).toBe('admin')
    expect(fleetRoleOf(me('user-1', ['group-noc']), fleet, 'admin')).toBe('viewer')
    expect(fleetRoleOf(me('user-1'), fleet, 'admin')).toBeUndefined()
  })
  it('adds what the silo maps the user’s silo role to, keeping the strongest', () => {
    const mapped = { admin: ['viewer', 'admin'] as const, viewer: ['viewer'] as const }
    expect(fleetRoleOf(me('user-1'), fleet, 'admin', mapped)).toBe('admin')
    expect(fleetRoleOf(me('user-1'), fleet, 'viewer', mapped)).toBe('viewer')
    expect(fleetRoleOf(me('operator'), fleet, 'viewer', mapped)).toBe('admin')
  })
  it('maps the silo roles a held one implies too, as Nexus does: a collaborator is a viewer', () => {
    const mapped = { viewer: ['viewer'] as const }
    expect(fleetRoleOf(me('user-1'), fleet, 'collaborator', mapped)).toBe('viewer')
    expect(fleetRoleOf(me('user-1'), fleet, 'admin', mapped)).toBe('viewer')
    expect(fleetRoleOf(me('user-1'), fleet, 'viewer', { admin: ['admin'] })).toBeUndefined()
  })
  it('grants nothing from what could not be read', () => {
    expect(fleetRoleOf(me('operator'), undefined, undefined)).toBeUndefined()
    expect(fleetRoleOf(me('user-1'), undefined, 'admin', { admin: ['admin'] })).toBe('admin')
  })
})
