import { faker } from '@faker-js/faker'
import { clearDb, db } from '../store/db'
import { clearPendingDiskTransitions, continueDiskMove } from '../handlers/disk-rules'
import { clearPendingTransitions, continueTransition } from '../handlers/instance-rules'
import { clearPendingSnapshotTransitions, continueSnapshot } from '../handlers/snapshot-rules'
import { DEFAULT_SILO, DEMO_PASSWORD, seedIdentity } from './identity'
import { seedCounts } from './knobs'
import { addLoadProjects } from './load'
import { seedProbes } from './probes'
import { seedProjects } from './projects'
import { seedCertificatesAndBundles } from './bundles'
import { seedBgp } from './bgp'
import { seedRackNetworking } from './rack-networking'
import { seedAuditLog, seedHardware, seedIpPools } from './system'
import { seedAlerts } from './alerts'
import { seedUpdates } from './updates'

/**
 * Demo data: the same on every start (faker under a fixed seed).
 *
 * Accounts — silo `acme` (local users, the default silo), password `oxide-demo`:
 *   fleet-admin   fleet admin (system policy) and silo admin (group `ops`)
 *   silo-admin    silo admin (group `ops`); not an operator: acme maps no
 *                 silo role to a fleet role, so no system pages for them
 *   collaborator  collaborator on project `mock-project`; silo viewer through
 *                 group `developers`
 *   viewer        silo viewer
 *   nobody        no group and no role anywhere
 * plus eight faker users (login name `first.last`, same password).
 *
 * Silo `globex` (SAML): `globex-admin`, silo admin of globex, signs in through
 * provider `globex-sso` (POST /login/globex/saml/globex-sso signs in at once).
 * globex maps its silo admins to fleet viewers. Its projects never show to acme.
 *
 * Benchmarks ask for more (knobs.ts): MOCK_INSTANCES, MOCK_IMAGES,
 * MOCK_DISKS and MOCK_FIREWALL_RULES add that many to `mock-project` (the rules
 * on its `default` VPC); MOCK_AUDIT_ENTRIES=<n> seeds n audit-log entries over
 * the past week instead of thirty (100000 for the audit-log benchmark);
 * MOCK_PROJECTS and MOCK_PROJECT_INSTANCES add projects of that many instances
 * to acme (the search benchmark's 50 of 40).
 *
 * Every state is seeded, and the transitional ones (an instance starting, a
 * disk being created, a snapshot being taken, …) move on from there as real
 * ones do, so lists stop refreshing a few seconds after the server starts.
 */

export const DEMO_ACCOUNTS = [
  { silo: 'acme', username: 'fleet-admin', role: 'fleet admin, silo admin' },
  { silo: 'acme', username: 'silo-admin', role: 'silo admin' },
  { silo: 'acme', username: 'collaborator', role: 'collaborator on mock-project, silo viewer' },
  { silo: 'acme', username: 'viewer', role: 'silo viewer' },
  { silo: 'acme', username: 'nobody', role: 'no role' },
] as const

export { DEFAULT_SILO, DEMO_PASSWORD }

const SEED = 20250730

export type SeedResult = { fleetAdminToken: string }

/** Empty the database and fill it with the demo data (and the counts the environment asks for). */
export function seed(extraInstances?: number): SeedResult {
  const counts = seedCounts()
  clearDb()
  clearPendingTransitions()
  clearPendingDiskTransitions()
  clearPendingSnapshotTransitions()
  faker.seed(SEED)
  const identity = seedIdentity()
  seedIpPools(identity.acme, identity.globex)
  seedHardware()
  seedProjects(identity, { ...counts, instances: extraInstances ?? counts.instances })
  seedAuditLog(
    identity.acme,
    [
      identity.users['fleet-admin'],
      identity.users['silo-admin'],
      identity.users.collaborator,
      ...identity.people.slice(0, 3),
    ],
    counts.auditEntries,
  )
  // seeds added after the audit log leave the earlier seeds' random values as they were
  // ops: alerts and updates (more seeds below this line)
  seedAlerts()
  seedUpdates()
  // ops: certificates, support bundles and probes (more seeds below this line)
  seedCertificatesAndBundles(identity.acme)
  seedProbes()
  // ops: BGP and BFD (more seeds below this line)
  seedBgp()
  // ops: switch ports, address lots and rack networking (more seeds below this line)
  seedRackNetworking()
  // last: their VPCs draw from faker, and the demo's data stays the same with or without them
  addLoadProjects(identity.acme, counts.projects, counts.projectInstances)
  for (const instance of db.instances) continueTransition(instance)
  for (const disk of db.disks) continueDiskMove(disk)
  for (const snapshot of db.snapshots) continueSnapshot(snapshot)
  return { fleetAdminToken: identity.fleetAdminToken }
}
