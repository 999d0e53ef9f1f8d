import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

const message = async (res: Response) => ((await res.json()) as ErrorBody).message

type Insert = {
  status: string
  recorded: { repo: { system_version: string; hash: string }; artifacts: object[] }
}
type Target = { generation: number; release_source: { type: string; version?: string } }

async function admin() {
  const t = testServer()
  const op = await t.as('fleet-admin')
  const upload = (fileName: string, content: string) =>
    t.call('PUT', `/v1/system/update/repository?file_name=${encodeURIComponent(fileName)}`, {
      cookie: op.cookie,
      raw: content,
      headers: { 'content-type': 'application/octet-stream' },
    })
  return { ...t, op, upload }
}

describe('update repositories', () => {
  it('records an uploaded archive under the version its name carries, once', async () => {
    const { op, upload } = await admin()
    const res = await upload('repo-17.0.0.zip', 'archive bytes')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Insert
    expect(body.status).toBe('inserted')
    expect(body.recorded.repo.system_version).toBe('17.0.0')
    expect(body.recorded.artifacts.length).toBeGreaterThan(0)

    const same = (await (await upload('repo-17.0.0.zip', 'archive bytes')).json()) as Insert
    expect(same.status).toBe('already_exists')
    const other = await upload('repo-17.0.0.zip', 'other bytes')
    expect(other.status).toBe(409)

    const got = await op.get('/v1/system/update/repository/17.0.0')
    expect(((await got.json()) as { description: Insert['recorded'] }).description.repo.hash).toBe(
      body.recorded.repo.hash,
    )
    expect((await op.get('/v1/system/update/repository/9.9.9')).status).toBe(404)
  })

  it('refuses an empty archive or a name without a version', async () => {
    const { upload } = await admin()
    expect((await upload('repo-18.0.0.zip', '')).status).toBe(400)
    const res = await upload('release.zip', 'bytes')
    expect(res.status).toBe(400)
    expect(await message(res)).toContain('cannot find a system version')
  })

  it('needs a trust root to verify against', async () => {
    const { op, upload } = await admin()
    const roots = (await (await op.get('/v1/system/update/trust-roots')).json()) as {
      items: { id: string }[]
    }
    for (const r of roots.items) await op.del(`/v1/system/update/trust-roots/${r.id}`)
    const res = await upload('repo-17.0.0.zip', 'bytes')
    expect(res.status).toBe(400)
    expect(await message(res)).toContain('trust store')
  })
})

describe('target release', () => {
  it('moves to an uploaded newer release and bumps the generation, never back', async () => {
    const { op } = await admin()
    const before = (await (await op.get('/v1/system/update/target-release')).json()) as Target
    expect(before.release_source).toEqual({ type: 'system_version', version: '16.0.0' })
    const res = await op.put('/v1/system/update/target-release', { system_version: '16.1.0' })
    expect(res.status).toBe(201)
    const after = (await res.json()) as Target
    expect(after.generation).toBe(before.generation + 1)
    expect(after.release_source.version).toBe('16.1.0')

    const back = await op.put('/v1/system/update/target-release', { system_version: '16.0.0' })
    expect(back.status).toBe(400)
    const missing = await op.put('/v1/system/update/target-release', { system_version: '99.0.0' })
    expect(missing.status).toBe(404)
  })
})

describe('trust roots', () => {
  const root = { signed: { _type: 'root', version: 1, keys: {}, roles: {} }, signatures: [] }

  it('adds a root role, shows it as given, and deletes it', async () => {
    const { op } = await admin()
    const res = await op.post('/v1/system/update/trust-roots', root)
    expect(res.status).toBe(201)
    const { id, root_role } = (await res.json()) as { id: string; root_role: unknown }
    expect(root_role).toEqual(root)
    expect((await op.get(`/v1/system/update/trust-roots/${id}`)).status).toBe(200)
    expect((await op.del(`/v1/system/update/trust-roots/${id}`)).status).toBe(204)
    expect((await op.get(`/v1/system/update/trust-roots/${id}`)).status).toBe(404)
  })

  it('refuses a document that is not a root role, and viewers may not add one', async () => {
    const { op, as } = await admin()
    expect((await op.post('/v1/system/update/trust-roots', { hello: 'world' })).status).toBe(400)
    const viewer = await as('silo-admin')
    expect((await viewer.post('/v1/system/update/trust-roots', root)).status).toBe(403)
  })
})
