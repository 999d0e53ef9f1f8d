import { describe, expect, it } from 'vitest'
import { createSiloDefaults, createSiloSchema, toSiloCreate } from './silo-schema'

const GiB = 1024 ** 3
const pem = (label: string) => `-----BEGIN ${label}-----\nTUlJQg==\n-----END ${label}-----\n`

const issues = (value: unknown) => {
  const result = createSiloSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('the new silo form', () => {
  it('sends quotas in bytes, the admin group, the certificates and only mapped roles', () => {
    const body = toSiloCreate({
      ...createSiloDefaults,
      name: 'corp',
      adminGroupName: ' admins ',
      quotas: { cpus: 4, memoryGib: 8, storageGib: 100 },
      tlsCertificates: [
        { name: 'web', description: '', cert: pem('CERTIFICATE'), key: pem('PRIVATE KEY') },
      ],
      fleetRoles: { admin: ['viewer'], collaborator: [], viewer: [] },
    })
    expect(body).toMatchObject({
      name: 'corp',
      identityMode: 'saml_jit',
      adminGroupName: 'admins',
      quotas: { cpus: 4, memory: 8 * GiB, storage: 100 * GiB },
      tlsCertificates: [{ name: 'web', service: 'external_api' }],
      mappedFleetRoles: { admin: ['viewer'] },
    })
  })

  it('sends no admin group when none is named', () => {
    expect(toSiloCreate({ ...createSiloDefaults, name: 'corp' }).adminGroupName).toBeNull()
  })

  it('asks for both PEM files of a certificate and says which is wrong', () => {
    const value = {
      ...createSiloDefaults,
      name: 'corp',
      tlsCertificates: [
        { name: 'web', description: '', cert: pem('PRIVATE KEY'), key: '' },
        { name: 'web', description: '', cert: pem('CERTIFICATE'), key: pem('PRIVATE KEY') },
      ],
    }
    expect(issues(value)).toEqual([
      'tlsCertificates.0.cert: Expected a certificate, but the file holds private key',
      'tlsCertificates.0.key: Choose the private key file',
      'tlsCertificates.1.name: Another certificate has this name',
    ])
  })
})
