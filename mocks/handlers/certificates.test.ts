import { describe, expect, it } from 'vitest'
import { selfSignedCertificate } from '../self-signed-certificate'
import { testServer, type ErrorBody } from '../test-helpers'

type Cert = { name: string; service: string; cert: string; key?: string }
type Page<T> = { items: T[] }

const message = async (res: Response) => ((await res.json()) as ErrorBody).message

const pair = () => selfSignedCertificate('api.example', new Date(), new Date(Date.now() + 9e9))

describe('silo certificates', () => {
  it('lists the seeded certificates of the caller’s silo, to its members and operators', async () => {
    const { as } = testServer()
    for (const user of ['viewer', 'fleet-admin']) {
      const res = await (await as(user)).get('/v1/certificates')
      const names = ((await res.json()) as Page<Cert>).items.map((c) => c.name)
      expect(names).toEqual(['acme-api', 'acme-api-2025'])
    }
  })

  it('creates a certificate that lists and views without its key, then deletes it', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const { cert, key } = pair()
    const res = await admin.post('/v1/certificates', {
      name: 'new-api',
      description: 'renewed',
      service: 'external_api',
      cert,
      key,
    })
    expect(res.status).toBe(201)
    const view = (await (await admin.get('/v1/certificates/new-api')).json()) as Cert
    expect(view).toMatchObject({ name: 'new-api', service: 'external_api', cert })
    expect(view.key).toBeUndefined()

    expect((await admin.del('/v1/certificates/new-api')).status).toBe(204)
    expect((await admin.get('/v1/certificates/new-api')).status).toBe(404)
  })

  it('refuses a taken name, a chain or key that is not PEM, and callers below silo admin', async () => {
    const { as } = testServer()
    const admin = await as('silo-admin')
    const { cert, key } = pair()
    const body = { name: 'acme-api', description: '', service: 'external_api', cert, key }
    const taken = await admin.post('/v1/certificates', body)
    expect(taken.status).toBe(400)
    expect(await message(taken)).toBe('already exists: certificate "acme-api"')

    const notPem = await admin.post('/v1/certificates', { ...body, name: 'x', cert: 'hello' })
    expect(await message(notPem)).toMatch(/cert must be a PEM-encoded certificate chain/)
    const keyAsCert = await admin.post('/v1/certificates', { ...body, name: 'x', key: cert })
    expect(await message(keyAsCert)).toMatch(/key must be one PEM-encoded private key/)

    const viewer = await as('viewer')
    expect((await viewer.post('/v1/certificates', { ...body, name: 'y' })).status).toBe(403)
    expect((await viewer.del('/v1/certificates/acme-api')).status).toBe(403)
  })
})
