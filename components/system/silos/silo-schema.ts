import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { FleetRole, SiloCreate, SiloRole } from '@/lib/api/__generated__/Api'
import { nameSchema } from '@/lib/core/validators/name'
import { CERTIFICATE_CHAIN, checkPem, PRIVATE_KEY, type PemKind } from './pem'
import { quotasSchema, toQuotas } from '@/components/quotas/quota-schema'

export const SILO_ROLES = ['admin', 'collaborator', 'viewer'] as const satisfies SiloRole[]
export const FLEET_ROLES = ['admin', 'collaborator', 'viewer'] as const satisfies FleetRole[]

/** A PEM file's text as read from disk; empty until one is chosen. */
const pemFile = (kind: PemKind, missing: string) =>
  z.string().check(z.validator((text) => (text === '' ? missing : checkPem(text, kind))))

const certificateSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  cert: pemFile(CERTIFICATE_CHAIN, 'Choose the certificate file'),
  key: pemFile(PRIVATE_KEY, 'Choose the private key file'),
})

export type CertificateValues = z.infer<typeof certificateSchema>

export const emptyCertificate: CertificateValues = { name: '', description: '', cert: '', key: '' }

export const createSiloSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    discoverable: z.boolean(),
    identityMode: z.enum(['local_only', 'saml_jit']),
    adminGroupName: z.string(),
    tlsCertificates: z.array(certificateSchema),
    quotas: quotasSchema,
    fleetRoles: z.object({
      admin: z.array(z.enum(FLEET_ROLES)),
      collaborator: z.array(z.enum(FLEET_ROLES)),
      viewer: z.array(z.enum(FLEET_ROLES)),
    }),
  })
  .check(
    z.superRefine((v, ctx) => {
      const names = v.tlsCertificates.map((c) => c.name)
      names.forEach((name, i) => {
        if (name && names.indexOf(name) !== i) {
          ctx.addIssue({
            code: 'custom',
            path: ['tlsCertificates', i, 'name'],
            message: 'Another certificate has this name',
          })
        }
      })
    }),
  )

export type CreateSiloValues = z.infer<typeof createSiloSchema>

export const createSiloDefaults: CreateSiloValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'saml_jit',
  adminGroupName: '',
  tlsCertificates: [],
  quotas: { cpus: 0, memoryGib: 0, storageGib: 0 },
  fleetRoles: { admin: [], collaborator: [], viewer: [] },
}

export function toSiloCreate(v: CreateSiloValues): SiloCreate {
  const adminGroup = v.adminGroupName.trim()
  // silo roles without fleet roles are left out: no entry means none
  const mappedFleetRoles = Object.fromEntries(
    SILO_ROLES.filter((role) => v.fleetRoles[role].length > 0).map((role) => [
      role,
      v.fleetRoles[role],
    ]),
  )
  return {
    name: v.name,
    description: v.description,
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    adminGroupName: adminGroup === '' ? null : adminGroup,
    tlsCertificates: v.tlsCertificates.map((c) => ({ ...c, service: 'external_api' })),
    quotas: toQuotas(v.quotas),
    mappedFleetRoles,
  }
}
