import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACTIONS, permission, type Action, type RoleFacts } from './permissions'
import type { Policy, RoleAssignment, RoleName } from './roles'

const user = (id: string, roleName: RoleName): RoleAssignment => ({
  identityId: id,
  identityType: 'silo_user',
  roleName,
})
const group = (id: string, roleName: RoleName): RoleAssignment => ({
  identityId: id,
  identityType: 'silo_group',
  roleName,
})

// people and groups as the mock seeds them in acme (mocks/seed/identity.ts), and a few more
const siloPolicy: Policy = {
  roleAssignments: [
    group('g-ops', 'admin'),
    group('g-developers', 'viewer'),
    group('g-builders', 'collaborator'),
    user('u-silo-collaborator', 'collaborator'),
    user('u-silo-viewer', 'viewer'),
    user('u-mapped', 'admin'),
    user('u-fleet-viewer', 'collaborator'),
  ],
}
const projectPolicy: Policy = {
  roleAssignments: [
    user('u-project-collaborator', 'collaborator'),
    group('g-data', 'collaborator'),
    user('u-project-admin', 'admin'),
    user('u-project-viewer', 'viewer'),
  ],
}
const fleetPolicy: Policy = {
  roleAssignments: [
    user('u-fleet-admin', 'admin'),
    group('g-noc', 'admin'),
    user('u-fleet-viewer', 'viewer'),
    user('u-fleet-collaborator', 'collaborator'),
  ],
}

const facts = (id: string, groupIds: string[], more: Partial<RoleFacts> = {}): RoleFacts => ({
  user: { id, siloName: 'acme' },
  groupIds,
  siloPolicy,
  project: { name: 'mock-project', policy: projectPolicy },
  fleetPolicy: 'forbidden',
  ...more,
})
const withFleet = (mappedFleetRoles: RoleFacts['mappedFleetRoles'] = {}) => ({
  fleetPolicy,
  mappedFleetRoles,
})

/** What each kind of action needs; everything else needs collaborator on the project. */
type Kind =
  'project' | 'projectAdmin' | 'silo' | 'siloAdmin' | 'certificate' | 'fleetCollaborator' | 'fleet'
const KIND_OF: Partial<Record<Action, Kind>> = {
  'project.edit': 'projectAdmin',
  'project.delete': 'projectAdmin',
  'project.policy.edit': 'projectAdmin',
  'project.create': 'silo',
  'siloImage.promote': 'silo',
  'siloImage.demote': 'silo',
  'siloImage.delete': 'silo',
  'silo.policy.edit': 'siloAdmin',
  'silo.user.signOut': 'siloAdmin',
  'silo.authSettings.edit': 'siloAdmin',
  'certificate.create': 'certificate',
  'certificate.delete': 'certificate',
  'system.silo.create': 'fleetCollaborator',
  'system.silo.delete': 'fleetCollaborator',
}
const kindOf = (action: Action): Kind =>
  KIND_OF[action] ?? (action.startsWith('system.') ? 'fleet' : 'project')

const ALL = Object.keys(ACTIONS) as Action[]

/** Who may do which kind of action: the mock's answers (mocks/access/auth.ts). */
const TABLE: [string, RoleFacts, Kind[]][] = [
  [
    'fleet admin (silo admin through a group)',
    facts('u-fleet-admin', ['g-ops'], withFleet()),
    ['project', 'projectAdmin', 'silo', 'siloAdmin', 'certificate', 'fleetCollaborator', 'fleet'],
  ],
  // a fleet role reaches no project and no silo role: only the silo's certificates
  [
    'fleet admin through a group, silo viewer',
    facts('u-noc', ['g-noc', 'g-developers'], withFleet()),
    ['certificate', 'fleetCollaborator', 'fleet'],
  ],
  [
    'fleet admin through the silo’s mapping of silo admin',
    facts('u-mapped', [], withFleet({ admin: ['admin'] })),
    ['project', 'projectAdmin', 'silo', 'siloAdmin', 'certificate', 'fleetCollaborator', 'fleet'],
  ],
  [
    'fleet viewer, silo collaborator',
    facts('u-fleet-viewer', [], withFleet()),
    ['project', 'projectAdmin', 'silo'],
  ],
  [
    'fleet collaborator, no silo role',
    facts('u-fleet-collaborator', [], withFleet()),
    ['fleetCollaborator'],
  ],
  [
    'silo admin through a group',
    facts('u-silo-admin', ['g-ops']),
    ['project', 'projectAdmin', 'silo', 'siloAdmin', 'certificate'],
  ],
  // Nexus makes a silo collaborator admin of the silo's projects
  ['silo collaborator', facts('u-silo-collaborator', []), ['project', 'projectAdmin', 'silo']],
  [
    'silo collaborator through a group',
    facts('u-builder', ['g-builders']),
    ['project', 'projectAdmin', 'silo'],
  ],
  ['project admin, no silo role', facts('u-project-admin', []), ['project', 'projectAdmin']],
  [
    'project collaborator, silo viewer through a group',
    facts('u-project-collaborator', ['g-developers']),
    ['project'],
  ],
  ['project collaborator through a group', facts('u-data', ['g-data']), ['project']],
  ['project viewer', facts('u-project-viewer', []), []],
  ['silo viewer', facts('u-silo-viewer', []), []],
  ['silo viewer through a group', facts('u-dev', ['g-developers']), []],
  ['no role', facts('u-nobody', []), []],
]

describe('permission, role × action', () => {
  describe.each(TABLE)('%s', (_, who, allowed) => {
    it.each(ALL)('%s', (action) => {
      const answer = permission(action, who)
      if (allowed.includes(kindOf(action))) {
        expect(answer).toEqual({ allowed: true, known: true })
      } else {
        expect(answer).toMatchObject({ allowed: false, known: true })
      }
    })
  })
})

describe('a project role comes from the silo role too', () => {
  it('makes a silo collaborator admin of a project whose policy leaves them out', () => {
    const who = facts('u-silo-collaborator', [])
    expect(permission('instance.create', who)).toEqual({ allowed: true, known: true })
    expect(permission('project.policy.edit', who)).toEqual({ allowed: true, known: true })
  })
  it('leaves a project collaborator short of changing the project itself', () => {
    const who = facts('u-project-collaborator', ['g-developers'])
    expect(permission('project.edit', who)).toMatchObject({
      reason:
        'Needs admin on project mock-project; you are collaborator there. Ask a project or silo admin.',
    })
  })
  it('gives a silo admin admin on every project', () => {
    const who = facts('u-silo-admin', ['g-ops'], { project: { name: 'web', policy: undefined } })
    expect(permission('project.policy.edit', who)).toEqual({ allowed: true, known: true })
  })
  it('keeps the stronger of the two', () => {
    // a silo viewer who is collaborator on the project
    const who = facts('u-project-collaborator', ['g-developers'])
    expect(permission('disk.delete', who)).toEqual({ allowed: true, known: true })
  })
})

describe('the reason names the role needed, the user’s, and who grants it', () => {
  const reason = (action: Action, who: RoleFacts) =>
    (permission(action, who) as { reason?: string }).reason
  it('on a project', () => {
    expect(reason('instance.create', facts('u-project-viewer', []))).toBe(
      'Needs collaborator on project mock-project; you are viewer there. Ask a project or silo admin.',
    )
    expect(reason('instance.create', facts('u-nobody', []))).toBe(
      'Needs collaborator on project mock-project; you have no role there. Ask a project or silo admin.',
    )
  })
  it('on the silo', () => {
    expect(reason('project.create', facts('u-silo-viewer', []))).toBe(
      'Needs collaborator on silo acme; you are viewer. Ask a silo admin.',
    )
    expect(reason('siloImage.promote', facts('u-project-collaborator', ['g-developers']))).toBe(
      'Needs collaborator on silo acme; you are viewer. Ask a silo admin.',
    )
    expect(reason('project.create', facts('u-nobody', []))).toBe(
      'Needs collaborator on silo acme; you have no role. Ask a silo admin.',
    )
    expect(reason('silo.policy.edit', facts('u-silo-collaborator', []))).toBe(
      'Needs admin on silo acme; you are collaborator. Ask a silo admin.',
    )
    expect(reason('certificate.create', facts('u-silo-collaborator', []))).toBe(
      'Needs admin on silo acme, or fleet admin; you are collaborator. Ask a silo admin.',
    )
  })
  it('on the fleet', () => {
    expect(reason('system.silo.create', facts('u-silo-admin', ['g-ops']))).toBe(
      'Needs fleet collaborator; you have no fleet role. Ask a fleet admin.',
    )
    expect(reason('system.sled.add', facts('u-silo-admin', ['g-ops']))).toBe(
      'Needs fleet admin; you have no fleet role. Ask a fleet admin.',
    )
    expect(reason('system.ipPool.create', facts('u-fleet-viewer', [], withFleet()))).toBe(
      'Needs fleet admin; you are fleet viewer. Ask a fleet admin.',
    )
  })
})

describe('what wasn’t read never disables a control', () => {
  const unknown = { allowed: true, known: false }
  const yes = { allowed: true, known: true }

  it('the user, not yet read: nothing in the silo is refused', () => {
    const who = { ...facts('u-nobody', []), user: undefined }
    for (const action of ALL) {
      // the fleet policy's 403 said it already: no fleet role, whoever the user is
      const kind = kindOf(action)
      const expected =
        kind === 'fleet' || kind === 'fleetCollaborator' ? { allowed: false } : unknown
      expect(permission(action, who)).toMatchObject(expected)
    }
  })
  it('the groups, not all read: a role of the user’s own still allows', () => {
    const more = { groupIds: undefined }
    expect(permission('project.create', facts('u-builder', [], more))).toEqual(unknown)
    expect(permission('instance.create', facts('u-project-viewer', [], more))).toEqual(unknown)
    expect(permission('project.create', facts('u-silo-collaborator', [], more))).toEqual(yes)
  })
  it('the silo policy: the project’s may still allow', () => {
    const more = { siloPolicy: undefined }
    expect(permission('project.create', facts('u-silo-viewer', [], more))).toEqual(unknown)
    expect(permission('instance.create', facts('u-silo-collaborator', [], more))).toEqual(unknown)
    expect(permission('instance.create', facts('u-project-collaborator', [], more))).toEqual(yes)
  })
  it('the project policy, or no project at hand: the silo role may still allow', () => {
    const unread = { project: { name: 'mock-project' } }
    expect(permission('instance.create', facts('u-silo-viewer', [], unread))).toEqual(unknown)
    expect(permission('instance.create', facts('u-silo-collaborator', [], unread))).toEqual(yes)
    const none = { project: undefined }
    expect(permission('project.delete', facts('u-silo-viewer', [], none))).toEqual(unknown)
    expect(permission('project.delete', facts('u-silo-collaborator', [], none))).toEqual(yes)
  })
  it('the fleet policy: unread is unknown, refused (403) is no fleet role', () => {
    const unread = { fleetPolicy: undefined }
    expect(permission('system.sled.add', facts('u-silo-viewer', [], unread))).toEqual(unknown)
    expect(permission('certificate.create', facts('u-silo-viewer', [], unread))).toEqual(unknown)
    expect(permission('system.sled.add', facts('u-silo-viewer', []))).toMatchObject({
      allowed: false,
    })
    // the silo's mapping alone can grant it
    const mapped = { fleetPolicy: undefined, mappedFleetRoles: { admin: ['admin' as const] } }
    expect(permission('system.sled.add', facts('u-mapped', [], mapped))).toEqual(yes)
  })
  it('the silo’s mapping: unknown for a user with a silo role, moot for one without', () => {
    const unread = { fleetPolicy, mappedFleetRoles: undefined }
    expect(permission('system.sled.add', facts('u-fleet-viewer', [], unread))).toEqual(unknown)
    expect(permission('system.sled.add', facts('u-fleet-collaborator', [], unread))).toMatchObject({
      allowed: false,
    })
    expect(permission('system.sled.add', facts('u-fleet-admin', [], unread))).toEqual(yes)
  })
})

/**
 * The writes the console names (`op.diskCreate`), found in its code and the contract as
 * mocks/tests/viewer-writes.test.ts finds them, each with the actions it serves: a new
 * write fails this test until it is an action, and an action no write serves is refused.
 */
const ACTIONS_OF_WRITE: Record<string, Action[]> = {
  projectUpdate: ['project.edit'],
  projectDelete: ['project.delete'],
  projectPolicyUpdate: ['project.policy.edit'],
  instanceCreate: ['instance.create'],
  instanceUpdate: ['instance.edit'],
  instanceDelete: ['instance.delete'],
  instanceStart: ['instance.start'],
  instanceStop: ['instance.stop'],
  instanceReboot: ['instance.reboot'],
  instanceDiskAttach: ['instance.disk.attach'],
  instanceDiskDetach: ['instance.disk.detach'],
  instanceEphemeralIpAttach: ['instance.ephemeralIp.attach'],
  instanceEphemeralIpDetach: ['instance.ephemeralIp.detach'],
  instanceNetworkInterfaceCreate: ['instance.nic.create'],
  instanceNetworkInterfaceUpdate: ['instance.nic.edit'],
  instanceNetworkInterfaceDelete: ['instance.nic.delete'],
  // an image upload is a disk filled, snapshotted and imaged, then let go
  diskCreate: ['disk.create', 'image.upload'],
  diskDelete: ['disk.delete', 'image.upload'],
  diskBulkWriteImportStart: ['image.upload'],
  diskBulkWriteImport: ['image.upload'],
  diskBulkWriteImportStop: ['image.upload'],
  diskFinalizeImport: ['image.upload'],
  snapshotCreate: ['snapshot.create', 'image.upload'],
  snapshotDelete: ['snapshot.delete', 'image.upload'],
  imageCreate: ['image.create', 'image.upload'],
  imageDelete: ['image.delete', 'siloImage.delete'],
  imagePromote: ['siloImage.promote'],
  imageDemote: ['siloImage.demote'],
  vpcCreate: ['vpc.create'],
  vpcUpdate: ['vpc.edit'],
  vpcDelete: ['vpc.delete'],
  vpcSubnetCreate: ['subnet.create'],
  vpcSubnetUpdate: ['subnet.edit'],
  vpcSubnetDelete: ['subnet.delete'],
  vpcRouterCreate: ['router.create'],
  vpcRouterUpdate: ['router.edit'],
  vpcRouterDelete: ['router.delete'],
  vpcRouterRouteCreate: ['route.create'],
  vpcRouterRouteUpdate: ['route.edit'],
  vpcRouterRouteDelete: ['route.delete'],
  // the rules are written as a whole
  vpcFirewallRulesUpdate: ['firewallRule.create', 'firewallRule.edit', 'firewallRule.delete'],
  internetGatewayCreate: ['internetGateway.create'],
  internetGatewayDelete: ['internetGateway.delete'],
  internetGatewayIpAddressCreate: ['internetGateway.ipAddress.attach'],
  internetGatewayIpAddressDelete: ['internetGateway.ipAddress.detach'],
  internetGatewayIpPoolCreate: ['internetGateway.ipPool.attach'],
  internetGatewayIpPoolDelete: ['internetGateway.ipPool.detach'],
  floatingIpCreate: ['floatingIp.create'],
  floatingIpUpdate: ['floatingIp.edit'],
  floatingIpDelete: ['floatingIp.delete'],
  floatingIpAttach: ['floatingIp.attach'],
  floatingIpDetach: ['floatingIp.detach'],
  affinityGroupCreate: ['affinityGroup.create'],
  affinityGroupUpdate: ['affinityGroup.edit'],
  affinityGroupDelete: ['affinityGroup.delete'],
  affinityGroupMemberInstanceAdd: ['affinityGroup.member.add'],
  affinityGroupMemberInstanceDelete: ['affinityGroup.member.remove'],
  antiAffinityGroupCreate: ['antiAffinityGroup.create'],
  antiAffinityGroupUpdate: ['antiAffinityGroup.edit'],
  antiAffinityGroupDelete: ['antiAffinityGroup.delete'],
  antiAffinityGroupMemberInstanceAdd: ['antiAffinityGroup.member.add'],
  antiAffinityGroupMemberInstanceDelete: ['antiAffinityGroup.member.remove'],
  probeCreate: ['probe.create'],
  probeDelete: ['probe.delete'],
  projectCreate: ['project.create'],
  policyUpdate: ['silo.policy.edit'],
  userLogout: ['silo.user.signOut'],
  authSettingsUpdate: ['silo.authSettings.edit'],
  certificateCreate: ['certificate.create'],
  certificateDelete: ['certificate.delete'],
  systemPolicyUpdate: ['system.policy.edit'],
  siloCreate: ['system.silo.create'],
  siloDelete: ['system.silo.delete'],
  siloPolicyUpdate: ['system.silo.policy.edit'],
  siloQuotasUpdate: ['system.silo.quotas.edit'],
  samlIdentityProviderCreate: ['system.silo.samlIdp.create'],
  localIdpUserCreate: ['system.silo.localUser.create'],
  localIdpUserDelete: ['system.silo.localUser.delete'],
  localIdpUserSetPassword: ['system.silo.localUser.setPassword'],
  ipPoolCreate: ['system.ipPool.create'],
  ipPoolUpdate: ['system.ipPool.edit'],
  ipPoolDelete: ['system.ipPool.delete'],
  ipPoolRangeAdd: ['system.ipPool.range.add'],
  ipPoolRangeRemove: ['system.ipPool.range.remove'],
  ipPoolSiloLink: ['system.ipPool.silo.link'],
  ipPoolSiloUpdate: ['system.ipPool.silo.edit'],
  ipPoolSiloUnlink: ['system.ipPool.silo.unlink'],
  ipPoolServiceRangeAdd: ['system.serviceIpPool.range.add'],
  ipPoolServiceRangeRemove: ['system.serviceIpPool.range.remove'],
  sledAdd: ['system.sled.add'],
  sledSetProvisionPolicy: ['system.sled.provisionPolicy.set'],
  networkingSwitchPortApplySettings: ['system.switchPort.settings.apply'],
  networkingSwitchPortClearSettings: ['system.switchPort.settings.clear'],
  networkingSwitchPortLldpConfigUpdate: ['system.switchPort.lldp.edit'],
  networkingSwitchPortSettingsCreate: ['system.portSettings.create'],
  networkingSwitchPortSettingsDelete: ['system.portSettings.delete'],
  networkingAddressLotCreate: ['system.addressLot.create'],
  networkingAddressLotDelete: ['system.addressLot.delete'],
  networkingLoopbackAddressCreate: ['system.loopbackAddress.create'],
  networkingLoopbackAddressDelete: ['system.loopbackAddress.delete'],
  networkingAllowListUpdate: ['system.allowList.edit'],
  networkingInboundIcmpUpdate: ['system.inboundIcmp.edit'],
  networkingBfdEnable: ['system.bfd.enable'],
  networkingBfdDisable: ['system.bfd.disable'],
  networkingBgpConfigCreate: ['system.bgp.config.create'],
  networkingBgpConfigDelete: ['system.bgp.config.delete'],
  networkingBgpAnnounceSetUpdate: ['system.bgp.announceSet.edit'],
  networkingBgpAnnounceSetDelete: ['system.bgp.announceSet.delete'],
  webhookReceiverCreate: ['system.alertReceiver.create'],
  webhookReceiverUpdate: ['system.alertReceiver.edit'],
  alertReceiverDelete: ['system.alertReceiver.delete'],
  alertReceiverProbe: ['system.alertReceiver.probe'],
  alertReceiverSubscriptionAdd: ['system.alertReceiver.subscription.add'],
  alertReceiverSubscriptionRemove: ['system.alertReceiver.subscription.remove'],
  webhookSecretsAdd: ['system.alertReceiver.secret.add'],
  webhookSecretsDelete: ['system.alertReceiver.secret.delete'],
  alertDeliveryResend: ['system.alert.resend'],
  supportBundleCreate: ['system.supportBundle.create'],
  supportBundleUpdate: ['system.supportBundle.edit'],
  supportBundleDelete: ['system.supportBundle.delete'],
  systemUpdatePutRepository: ['system.update.repository.upload'],
  systemUpdateTrustRootCreate: ['system.update.trustRoot.add'],
  systemUpdateTrustRootDelete: ['system.update.trustRoot.delete'],
  targetReleaseUpdate: ['system.update.targetRelease.set'],
}

const root = join(__dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === '__generated__') return []
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function consoleWrites(): string[] {
  const contract = JSON.parse(readFileSync(join(root, 'api/nexus.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>
  }
  const camel = (snake: string) => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())
  const named = new Set(
    ['components', 'lib', 'pages']
      .flatMap((dir) => sources(join(root, dir)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bop\.(\w+)/g)].map((m) => m[1])),
  )
  // one's own account needs no role; the two queries sent by POST only read
  const selfService = /^\/(v1\/me\/|v1\/login\/|login\/|v1\/logout$|device\/)/
  const readsByPost = new Set(['timeseriesQuery', 'systemTimeseriesQuery'])
  return Object.entries(contract.paths)
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, op]) => method !== 'get' && op.operationId && !selfService.test(path))
        .map(([, op]) => camel(op.operationId!)),
    )
    .filter((name) => named.has(name) && !readsByPost.has(name))
    .sort()
}

describe('the actions', () => {
  it('are the console’s writes, each write an action and each action a write', () => {
    expect(consoleWrites()).toEqual(Object.keys(ACTIONS_OF_WRITE).sort())
    const served = new Set(Object.values(ACTIONS_OF_WRITE).flat())
    expect(ALL.filter((action) => !served.has(action))).toEqual([])
  })
})
