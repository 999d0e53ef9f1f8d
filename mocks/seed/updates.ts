import { db } from '../store/db'
import { daysBefore } from './util'
import { describeRepo } from '../handlers/tuf-repo'

/** A root role as TUF writes it: keys, the root role's threshold, and a signature. */
const rootRole = (keyId: string, expires: string) => ({
  signed: {
    _type: 'root',
    spec_version: '1.0.0',
    version: 1,
    expires,
    consistent_snapshot: true,
    keys: {
      [keyId]: { keytype: 'ed25519', scheme: 'ed25519', keyval: { public: keyId.slice(0, 64) } },
    },
    roles: {
      root: { keyids: [keyId], threshold: 1 },
      snapshot: { keyids: [keyId], threshold: 1 },
      targets: { keyids: [keyId], threshold: 1 },
      timestamp: { keyids: [keyId], threshold: 1 },
    },
  },
  signatures: [{ keyid: keyId, sig: `${keyId}${keyId}`.slice(0, 128) }],
})

/**
 * The rack's trust root, the repositories of two releases, and the older one
 * as the target release, so a newer one is there to move to.
 */
export function seedUpdates() {
  const key = '5f1e0b3c9a7d2e4f6a8b0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f7'
  db.updateTrustRoots.push({
    // fixed, so a link to it can be written down (the accessibility walk's sample URL)
    id: '6f0c2b1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
    root_role: rootRole(key, '2030-01-01T00:00:00Z'),
    time_created: daysBefore(400),
  })
  for (const [version, days] of [
    ['16.0.0', 45],
    ['16.1.0', 3],
  ] as const) {
    const uploaded = new Date(daysBefore(days))
    db.tufRepos.push(describeRepo(version, `repo-${version}.zip`, `release ${version}`, uploaded))
  }
  db.targetRelease = {
    generation: 2,
    release_source: { type: 'system_version', version: '16.0.0' },
    time_requested: daysBefore(44),
  }
}
