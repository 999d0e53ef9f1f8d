import { db } from '../store/db'

/**
 * Collection takes a few seconds, then the bundle is `active`, or `failed`
 * when the seed says it will; a destroyed bundle stays `destroying` while its
 * storage is freed, then disappears. Settled lazily, on the next request.
 */

export const COLLECT_MS = 4000
export const DESTROY_MS = 3000

export function settleSupportBundles(now = Date.now()) {
  for (const b of db.supportBundles) {
    if (b.info.state === 'collecting' && now >= b.settlesAt) {
      if (b.failure) {
        b.info.state = 'failed'
        b.info.reason_for_failure = b.failure
      } else {
        b.info.state = 'active'
      }
    }
  }
  for (let i = db.supportBundles.length - 1; i >= 0; i--) {
    const b = db.supportBundles[i]
    if (b.info.state === 'destroying' && now >= b.settlesAt) db.supportBundles.splice(i, 1)
  }
}
