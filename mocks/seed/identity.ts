import { faker } from '@faker-js/faker'
import { db, type RoleAssignment, type RoleName, type Silo, type User } from '../store/db'
import { newId } from '../store/create'
import { daysBefore, ed25519PublicKey, GiB, hex, pastTime, TiB } from './util'

/** The shared password of every local demo account. */
export const DEMO_PASSWORD = 'oxide-demo'

/** The silo whose login page a signed-out visitor is sent to. */
export const DEFAULT_SILO = 'acme'

export type SeededIdentity = {
  acme: Silo
  globex: Silo
  /** acme users by login name, plus the globex SAML admin */
  users: Record<string, User>
  /** the extra faker users of acme */
  people: User[]
  groups: Record<string, string>
  /** a bearer token of fleet-admin, printed on start for scripts */
  fleetAdminToken: string
}

const assign = (
  identity_type: 'silo_user' | 'silo_group',
  identity_id: string,
  role_name: RoleName,
): RoleAssignment<RoleName> => ({ identity_type, identity_id, role_name })

function addSilo(
  params: Omit<Silo, 'id' | 'time_created' | 'time_modified'>,
  quotas: {
    cpus: number
    memory: number
    storage: number
  },
): Silo {
  const time = daysBefore(400)
  const silo: Silo = { id: newId(), ...params, time_created: time, time_modified: time }
  db.silos.push(silo)
  db.siloQuotas.push({ silo_id: silo.id, ...quotas })
  db.siloPolicies.set(silo.id, [])
  db.siloAuthSettings.set(silo.id, null)
  return silo
}

function addUser(silo: Silo, displayName: string): User {
  const user: User = { id: newId(), display_name: displayName, silo_id: silo.id }
  db.users.push(user)
  return user
}

function addLocalUser(silo: Silo, username: string, displayName = username) {
  const user = addUser(silo, displayName)
  db.credentials.push({ kind: 'password', user_id: user.id, username, password: DEMO_PASSWORD })
  return user
}

function addGroup(silo: Silo, name: string, members: User[]) {
  const id = newId()
  db.groups.push({ id, display_name: name, silo_id: silo.id })
  for (const m of members) db.groupMembers.push({ group_id: id, user_id: m.id })
  return id
}

function addSshKey(user: User, name: string, description: string) {
  const time = pastTime(200)
  db.sshKeys.push({
    id: newId(),
    name,
    description,
    public_key: ed25519PublicKey(`${name}@${faker.internet.domainWord()}`),
    silo_user_id: user.id,
    time_created: time,
    time_modified: time,
  })
}

function addAccessToken(user: User, expiresInDays: number | null) {
  const time_created = pastTime(30)
  const token = `oxide-token-${hex(40)}`
  db.accessTokens.push({
    id: newId(),
    token,
    user_id: user.id,
    time_created,
    time_expires:
      expiresInDays === null
        ? null
        : new Date(Date.now() + expiresInDays * 86_400_000).toISOString(),
  })
  return token
}

export function seedIdentity(): SeededIdentity {
  const acme = addSilo(
    {
      name: DEFAULT_SILO,
      description: 'Acme Corporation: the default silo of the demo',
      discoverable: true,
      identity_mode: 'local_only',
      // no mapping: silo admins of acme are not operators; only the system
      // policy makes fleet-admin one
      mapped_fleet_roles: {},
    },
    // generous: the demo and the e2e tests create many instances here, and
    // MOCK_INSTANCES=2000 runs another thousand of them
    { cpus: 4096, memory: 16 * TiB, storage: 100 * TiB },
  )
  const globex = addSilo(
    {
      name: 'globex',
      description: 'Globex Corporation, signing in through its SAML identity provider',
      discoverable: true,
      identity_mode: 'saml_jit',
      // shows the mapping at work: globex's silo admins may view the fleet
      mapped_fleet_roles: { admin: ['viewer'] },
    },
    { cpus: 64, memory: 256 * GiB, storage: 8 * TiB },
  )

  const users: Record<string, User> = {}
  for (const name of ['fleet-admin', 'silo-admin', 'collaborator', 'viewer', 'nobody']) {
    users[name] = addLocalUser(acme, name)
  }
  const people = faker.helpers.multiple(
    () => {
      const first = faker.person.firstName()
      const last = faker.person.lastName()
      const username = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')
      return addLocalUser(acme, username, `${first} ${last}`)
    },
    { count: 8 },
  )

  const groups = {
    ops: addGroup(acme, 'ops', [users['fleet-admin'], users['silo-admin']]),
    developers: addGroup(acme, 'developers', [users.collaborator, ...people.slice(0, 4)]),
    finance: addGroup(acme, 'finance', people.slice(5, 7)),
  }

  db.fleetPolicy.push(assign('silo_user', users['fleet-admin'].id, 'admin'))
  db.siloPolicies.set(acme.id, [
    assign('silo_group', groups.ops, 'admin'),
    assign('silo_group', groups.developers, 'viewer'),
    assign('silo_user', users.viewer.id, 'viewer'),
  ])

  // globex: SAML only, so its users have no password
  const idpTime = daysBefore(380)
  const idp = {
    id: newId(),
    silo_id: globex.id,
    name: 'globex-sso',
    description: 'Globex single sign-on',
    acs_url: 'https://globex.sys.example.com/login/globex/saml/globex-sso',
    slo_url: 'https://sso.globex.example.com/saml/logout',
    idp_entity_id: 'https://sso.globex.example.com/saml/metadata',
    sp_client_id: 'oxide-globex',
    technical_contact_email: 'it-admins@globex.example.com',
    group_attribute_name: 'groups',
    public_cert: null,
    time_created: idpTime,
    time_modified: idpTime,
  }
  db.identityProviders.push(idp)
  const globexAdmin = addUser(globex, 'globex-admin')
  db.credentials.push({ kind: 'saml', user_id: globexAdmin.id, provider_id: idp.id })
  const globexPeople = faker.helpers.multiple(
    () => addUser(globex, `${faker.person.firstName()} ${faker.person.lastName()}`),
    {
      count: 3,
    },
  )
  const globexAdmins = addGroup(globex, 'globex-admins', [globexAdmin])
  addGroup(globex, 'globex-engineering', globexPeople)
  db.siloPolicies.set(globex.id, [assign('silo_group', globexAdmins, 'admin')])
  users['globex-admin'] = globexAdmin

  addSshKey(users['fleet-admin'], 'laptop', 'Work laptop')
  addSshKey(users['fleet-admin'], 'yubikey', 'Hardware key')
  addSshKey(users['silo-admin'], 'workstation', 'Desk workstation')
  addSshKey(users.collaborator, 'dev-box', 'Development VM')
  addSshKey(users.viewer, 'macbook', '')
  for (const p of people.slice(0, 3)) addSshKey(p, 'default', '')

  const fleetAdminToken = addAccessToken(users['fleet-admin'], null)
  addAccessToken(users['fleet-admin'], 30)
  addAccessToken(users['silo-admin'], 7)

  for (const name of [
    ['db-init', 'used for seeding initial database data'],
    ['internal-api', 'used by Nexus when handling internal API requests'],
    ['internal-read', 'used by Nexus to read privileged control plane data'],
    ['external-authn', 'used by Nexus when authenticating external requests'],
    ['saga-recovery', 'used by Nexus when recovering sagas'],
  ]) {
    const time = daysBefore(400)
    db.usersBuiltin.push({
      id: newId(),
      name: name[0],
      description: name[1],
      time_created: time,
      time_modified: time,
    })
  }

  return { acme, globex, users, people, groups, fleetAdminToken }
}
