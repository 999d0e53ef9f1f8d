import { describe, expect, it } from 'vitest'
import { accessRows } from './access-rows'

const names = new Map([
  ['u-zoe', 'zoe'],
  ['u-ann', 'Ann'],
  ['g-ops', 'ops'],
  ['g-dev', 'Developers'],
])

describe('accessRows', () => {
  it('lists users before groups, each by name, naming unknown ids by id', () => {
    const rows = accessRows(
      {
        roleAssignments: [
          { identityId: 'g-ops', identityType: 'silo_group', roleName: 'viewer' },
          { identityId: 'u-zoe', identityType: 'silo_user', roleName: 'admin' },
          { identityId: 'g-dev', identityType: 'silo_group', roleName: 'viewer' },
          { identityId: 'u-gone', identityType: 'silo_user', roleName: 'viewer' },
          { identityId: 'u-ann', identityType: 'silo_user', roleName: 'viewer' },
        ],
      },
      names,
    )
    expect(rows.map((r) => r.name)).toEqual(['Ann', 'u-gone', 'zoe', 'Developers', 'ops'])
  })

  it('shows the silo role beside the project role, effective the stronger, a silo collaborator as project admin', () => {
    const rows = accessRows(
      {
        roleAssignments: [
          { identityId: 'u-ann', identityType: 'silo_user', roleName: 'viewer' },
          { identityId: 'g-ops', identityType: 'silo_group', roleName: 'admin' },
          { identityId: 'u-zoe', identityType: 'silo_user', roleName: 'collaborator' },
        ],
      },
      names,
      {
        roleAssignments: [
          { identityId: 'u-ann', identityType: 'silo_user', roleName: 'collaborator' },
          { identityId: 'g-ops', identityType: 'silo_group', roleName: 'viewer' },
        ],
      },
    )
    expect(rows.map((r) => [r.name, r.role, r.siloRole, r.effectiveRole])).toEqual([
      // Nexus: a silo collaborator is admin of the silo's projects
      ['Ann', 'viewer', 'collaborator', 'admin'],
      ['zoe', 'collaborator', undefined, 'collaborator'],
      ['ops', 'admin', 'viewer', 'admin'],
    ])
  })
})
