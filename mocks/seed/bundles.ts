import type { Silo } from '../store/db'
import { db } from '../store/db'
import { newId } from '../store/create'
import { selfSignedCertificate } from '../self-signed-certificate'
import { daysBefore } from './util'

const DAY = 86_400_000

/** The active bundle's id is fixed, so tests and the accessibility walk can link to it. */
export const SEEDED_BUNDLE_ID = '5e1f0c3a-7b2d-4c88-9a41-3d6b2f8e1c07'

/**
 * acme's external API certificates (one expiring within the month, so the
 * issues page has something to say) and two finished support bundles, one of
 * which failed. Certificate validity is relative to the server's start, not
 * the seed epoch, so the expiring one stays expiring.
 */
export function seedCertificatesAndBundles(acme: Silo) {
  const now = Date.now()
  const certificates = [
    { name: 'acme-api', description: 'Wildcard for *.sys.acme.example', from: 30, to: 335 },
    {
      name: 'acme-api-2025',
      description: 'Last year’s certificate, renewal pending',
      from: 353,
      to: 12,
    },
  ]
  for (const c of certificates) {
    const { cert } = selfSignedCertificate(
      '*.sys.acme.example',
      new Date(now - c.from * DAY),
      new Date(now + c.to * DAY),
    )
    const time = daysBefore(c.from)
    db.siloCertificates.push({
      id: newId(),
      silo_id: acme.id,
      name: c.name,
      description: c.description,
      service: 'external_api',
      cert,
      time_created: time,
      time_modified: time,
    })
  }

  db.supportBundles.push(
    {
      info: {
        id: SEEDED_BUNDLE_ID,
        reason_for_creation: 'Created by external API',
        reason_for_failure: null,
        state: 'active',
        time_created: daysBefore(3),
        user_comment: 'Sled BRM42220017 rebooted during an instance migration',
      },
      settlesAt: 0,
    },
    {
      info: {
        id: newId(),
        reason_for_creation: 'Created by external API',
        reason_for_failure: 'Sled BRM42220031 did not answer while its logs were collected',
        state: 'failed',
        time_created: daysBefore(9),
        user_comment: null,
      },
      settlesAt: 0,
    },
  )
}
