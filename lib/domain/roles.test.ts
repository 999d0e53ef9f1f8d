import { describe, expect, it } from 'vitest'
import type { ProjectRolePolicy, SiloRolePolicy } from '../api/__generated__/Api'
import {
  ROLE_ORDER,
  assignableIdentities,
  describePolicyChange,
  losesAdmin,
  effectiveRole,
  isNoRoleUser,
  removeRole,
  roleStrength,
  sortRoleRows,
  strongestRole,
  updateRole,
} from './roles'

const silo: SiloRolePolicy = {
  roleAssignments: [
    { identityId: 'user-1', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'group-ops', identityType: 'silo_group', roleName: 'collaborator' },
  ],
}
const project: ProjectRolePolicy = {
  roleAssignments: [
    { identityId: 'user-1', identityType: 'silo_user', roleName: 'admin' },
    { identityId: 'user-2', identityType: 'silo_user', roleName: 'viewer' },
  ],
}

describe('role order', () => {
  it('ranks admin over collaborator over viewer', () => {
    expect(ROLE_ORDER).toEqual(['admin', 'collaborator', 'viewer'])
    expect(roleStrength('admin')).toBe(3)
    expect(roleStrength('collaborator')).toBe(2)
    expect(roleStrength('viewer')).toBe(1)
  })
  it('picks the strongest role, or none', () => {
    expect(strongestRole(['viewer', 'admin', 'collaborator'])).toBe('admin')
    expect(strongestRole(['viewer', 'collaborator'])).toBe('collaborator')
    expect(strongestRole(['viewer'])).toBe('viewer')
    expect(strongestRole([])).toBeUndefined()
  })
})

describe('effectiveRole', () => {
  it('takes the strongest across the user, their groups and all policies', () => {
    expect(effectiveRole({ userId: 'user-1', groupIds: [] }, silo, project)).toBe('admin')
    expect(effectiveRole({ userId: 'user-2', groupIds: ['group-ops'] }, silo, project)).toBe(
      'collaborator',
    )
  })
  it('grants a group role only to members', () => {
    expect(effectiveRole({ userId: 'user-3', groupIds: ['group-ops'] }, silo)).toBe('collaborator')
    expect(effectiveRole({ userId: 'user-3', groupIds: ['group-dev'] }, silo)).toBeUndefined()
  })
  it('does not treat a group id as a user id', () => {
    expect(effectiveRole({ userId: 'group-ops', groupIds: [] }, silo)).toBeUndefined()
  })
  it('ignores unreadable policies', () => {
    expect(effectiveRole({ userId: 'user-2', groupIds: [] }, undefined, project)).toBe('viewer')
    expect(effectiveRole({ userId: 'user-2', groupIds: [] })).toBeUndefined()
  })
})

describe('updateRole', () => {
  it('replaces the identity’s existing assignment', () => {
    const next = updateRole(project, {
      identityId: 'user-2',
      identityType: 'silo_user',
      roleName: 'collaborator',
    })
    expect(next.roleAssignments).toEqual([
      { identityId: 'user-1', identityType: 'silo_user', roleName: 'admin' },
      { identityId: 'user-2', identityType: 'silo_user', roleName: 'collaborator' },
    ])
  })
  it('adds an assignment for a new identity', () => {
    const next = updateRole(silo, {
      identityId: 'group-dev',
      identityType: 'silo_group',
      roleName: 'viewer',
    })
    expect(next.roleAssignments).toHaveLength(3)
    expect(next.roleAssignments[2]).toEqual({
      identityId: 'group-dev',
      identityType: 'silo_group',
      roleName: 'viewer',
    })
  })
  it('leaves the given policy untouched', () => {
    updateRole(project, { identityId: 'user-1', identityType: 'silo_user', roleName: 'viewer' })
    expect(project.roleAssignments[0].roleName).toBe('admin')
  })
})

describe('removeRole', () => {
  it('deletes that identity’s assignment only', () => {
    expect(removeRole(silo, 'group-ops').roleAssignments).toEqual([
      { identityId: 'user-1', identityType: 'silo_user', roleName: 'viewer' },
    ])
    expect(silo.roleAssignments).toHaveLength(2)
  })
  it('is a no-op for an unassigned identity', () => {
    expect(removeRole(silo, 'nobody')).toEqual(silo)
  })
})

describe('assignableIdentities', () => {
  const users = [
    { id: 'user-1', displayName: 'Ada' },
    { id: 'user-2', displayName: 'Brian' },
    { id: 'user-3', displayName: 'Chen' },
  ]
  it('excludes identities that already have a role', () => {
    expect(assignableIdentities(users, project).map((u) => u.displayName)).toEqual(['Chen'])
  })
  it('offers everyone when there is no policy', () => {
    expect(assignableIdentities(users, undefined)).toHaveLength(3)
  })
})

describe('sortRoleRows', () => {
  it('puts users before groups, each sorted by name ignoring case', () => {
    const rows = [
      { name: 'ops', identityType: 'silo_group' as const },
      { name: 'zoe', identityType: 'silo_user' as const },
      { name: 'Admins', identityType: 'silo_group' as const },
      { name: 'adam', identityType: 'silo_user' as const },
      { name: 'Bea', identityType: 'silo_user' as const },
    ]
    expect(sortRoleRows(rows).map((r) => r.name)).toEqual(['adam', 'Bea', 'zoe', 'Admins', 'ops'])
    expect(rows[0].name).toBe('ops')
  })
})

describe('isNoRoleUser', () => {
  it('is true with no groups and no role of one’s own on the silo', () => {
    expect(isNoRoleUser([], silo, 'user-9')).toBe(true)
    expect(isNoRoleUser([], undefined, 'user-1')).toBe(true)
  })
  it('is false with a role on the silo', () => {
    expect(isNoRoleUser([], silo, 'user-1')).toBe(false)
  })
  it('is false for a member of any group', () => {
    expect(isNoRoleUser([{ id: 'group-dev' }], silo, 'user-9')).toBe(false)
  })
})

describe('describePolicyChange', () => {
  const names: Record<string, string> = { 'user-1': 'Ann', 'user-2': 'Bo', 'group-ops': 'ops' }
  const nameOf = (id: string) => names[id] ?? id

  it('finds nothing when the same roles come back in another order', () => {
    const shuffled = { roleAssignments: [...silo.roleAssignments].reverse() }
    expect(describePolicyChange(silo, shuffled, nameOf)).toBeUndefined()
  })
  it('names what was added, changed and removed', () => {
    const current = updateRole(removeRole(silo, 'group-ops'), {
      identityId: 'user-1',
      identityType: 'silo_user',
      roleName: 'admin',
    })
    const added = updateRole(current, {
      identityId: 'user-2',
      identityType: 'silo_user',
      roleName: 'viewer',
    })
    expect(describePolicyChange(silo, added, nameOf)).toBe(
      'Ann went from Viewer to Admin; Bo was given Viewer; ops lost Collaborator',
    )
  })
})

describe('losesAdmin', () => {
  const me = { userId: 'user-1', groupIds: ['group-ops'] }
  it('warns when the last admin role of the user goes', () => {
    expect(losesAdmin(me, [project], [removeRole(project, 'user-1')])).toBe(true)
    const lowered = updateRole(project, {
      identityId: 'user-1',
      identityType: 'silo_user',
      roleName: 'viewer',
    })
    expect(losesAdmin(me, [silo, project], [silo, lowered])).toBe(true)
  })
  it('does not warn while admin remains through a group or the silo', () => {
    const opsAdmin = updateRole(silo, {
      identityId: 'group-ops',
      identityType: 'silo_group',
      roleName: 'admin',
    })
    expect(losesAdmin(me, [opsAdmin, project], [opsAdmin, removeRole(project, 'user-1')])).toBe(
      false,
    )
    // someone else's change, or a user who was never admin
    expect(losesAdmin(me, [project], [removeRole(project, 'user-2')])).toBe(false)
    expect(
      losesAdmin({ userId: 'user-2', groupIds: [] }, [project], [removeRole(project, 'user-2')]),
    ).toBe(false)
  })
})
