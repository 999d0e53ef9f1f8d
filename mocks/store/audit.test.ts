import { afterEach, describe, expect, it, vi } from 'vitest'
import { db, type AuditLogEntry } from './db'
import { testServer, type ErrorBody } from '../test-helpers'

afterEach(() => {
  vi.unstubAllEnvs()
})

type Page = { items: AuditLogEntry[]; next_page: string | null }

const userId = (name: string) => db.users.find((u) => u.display_name === name)!.id

/**
 * Waits for the clock to pass its current millisecond: the log orders entries by completion
 * time, then by id, so two calls done in the same millisecond may list either way.
 */
async function nextMillisecond() {
  const now = Date.now()
  while (Date.now() === now) await new Promise((resolve) => setTimeout(resolve, 1))
}

/** The entries written since `mark` (an index into the log before the calls). */
const since = (ids: Set<string>) => db.auditLog.filter((e) => !ids.has(e.id))

describe('every write leaves an audit-log entry', () => {
  it('records actor, operation, result, times, source IP and request id across families', async () => {
    const { as, call } = testServer()
    const before = new Set(db.auditLog.map((e) => e.id))
    const t0 = new Date().toISOString()

    const admin = await as('silo-admin') // login_local, 204
    await nextMillisecond()
    const created = await admin.post('/v1/projects', { name: 'audited', description: '' })
    await nextMillisecond()
    expect(created.status).toBe(201)
    const collab = await as('collaborator')
    await nextMillisecond()
    const disk = await collab.post('/v1/disks?project=mock-project', {
      name: 'audited-disk',
      description: '',
      size: 1024 ** 3,
      disk_source: { type: 'blank', block_size: 4096 },
    })
    await nextMillisecond()
    expect(disk.status).toBe(201)
    const viewer = await as('viewer')
    await nextMillisecond()
    const refused = await viewer.post('/v1/projects', { name: 'not-mine', description: '' })
    await nextMillisecond()
    expect(refused.status).toBe(403)
    const refusedBody = (await refused.json()) as ErrorBody
    const badLogin = await call('POST', '/v1/login/acme/local', {
      body: { username: 'viewer', password: 'wrong' },
    })
    expect(badLogin.status).toBe(401)
    const badLoginBody = (await badLogin.json()) as ErrorBody

    const entries = since(before)
    const ops = entries.map((e) => e.operation_id)
    expect(ops).toEqual([
      'login_local',
      'project_create',
      'login_local',
      'disk_create',
      'login_local',
      'project_create',
      'login_local',
    ])
    const [login, project, , diskCreate, , denied, failedLogin] = entries

    const siloAdmin = { kind: 'silo_user', silo_user_id: userId('silo-admin') }
    expect(login.actor).toMatchObject(siloAdmin)
    expect(login.result).toEqual({ kind: 'success', http_status_code: 204 })
    expect(project.actor).toMatchObject(siloAdmin)
    expect(project.result).toEqual({ kind: 'success', http_status_code: 201 })
    expect(project.request_uri).toBe('/v1/projects')
    expect(project.request_id).toBe(created.headers.get('x-request-id'))
    expect(project.auth_method).toBe('session_cookie')
    expect(diskCreate.request_uri).toBe('/v1/disks?project=mock-project')
    expect(diskCreate.actor).toMatchObject({
      kind: 'silo_user',
      silo_user_id: userId('collaborator'),
    })
    expect(diskCreate.result).toEqual({ kind: 'success', http_status_code: 201 })

    expect(denied.actor).toMatchObject({ kind: 'silo_user', silo_user_id: userId('viewer') })
    expect(denied.result).toMatchObject({
      kind: 'error',
      http_status_code: 403,
      error_code: 'Forbidden',
    })
    expect(denied.request_id).toBe(refusedBody.request_id)
    expect(refused.headers.get('x-request-id')).toBe(refusedBody.request_id)

    expect(failedLogin.actor).toEqual({ kind: 'unauthenticated' })
    expect(failedLogin.auth_method).toBeNull()
    expect(failedLogin.result).toMatchObject({ kind: 'error', http_status_code: 401 })
    expect(failedLogin.request_id).toBe(badLoginBody.request_id)

    for (const e of entries) {
      expect(e.source_ip).toBe('127.0.0.1')
      expect(e.time_started >= t0).toBe(true)
      expect(e.time_completed >= e.time_started).toBe(true)
    }
    expect(new Set(entries.map((e) => e.request_id)).size).toBe(entries.length)
  })

  it('lists reads not at all', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const count = db.auditLog.length
    await admin.get('/v1/projects')
    expect(db.auditLog.length).toBe(count)
  })
})

describe('listing the log', () => {
  const fetchAll = async (
    get: (path: string) => Promise<Response>,
    first: string,
    limit: number,
  ): Promise<{ items: AuditLogEntry[]; calls: number }> => {
    const items: AuditLogEntry[] = []
    let path: string | null = first
    let calls = 0
    while (path) {
      const res = await get(path)
      expect(res.status).toBe(200)
      const page = (await res.json()) as Page
      items.push(...page.items)
      calls++
      path = page.next_page
        ? `/v1/system/audit-log?page_token=${page.next_page}&limit=${limit}`
        : null
    }
    return { items, calls }
  }

  it('pages newest first through the window, every entry once', async () => {
    vi.stubEnv('MOCK_AUDIT_ENTRIES', '250')
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const start = new Date(Date.now() - 8 * 86_400_000).toISOString()
    const { items, calls } = await fetchAll(
      admin.get,
      `/v1/system/audit-log?start_time=${start}&sort_by=time_and_id_descending&limit=60`,
      60,
    )
    // the seed's 250 and fleet-admin's own login
    expect(items).toHaveLength(251)
    expect(calls).toBe(5)
    expect(items[0].operation_id).toBe('login_local')
    const keys = items.map((e) => `${e.time_completed} ${e.id}`)
    expect(keys).toEqual([...keys].sort().reverse())
    expect(new Set(items.map((e) => e.id)).size).toBe(251)
  })

  it('keeps to the window: start inclusive, end exclusive, by completion time', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    const sorted = [...db.auditLog]
    const start = sorted[5].time_completed
    const end = sorted[15].time_completed
    const { items } = await fetchAll(
      admin.get,
      `/v1/system/audit-log?start_time=${start}&end_time=${end}&limit=4`,
      4,
    )
    expect(items.map((e) => e.id)).toEqual(
      sorted.filter((e) => e.time_completed >= start && e.time_completed < end).map((e) => e.id),
    )
  })

  it('requires start_time and a fleet role', async () => {
    const { as } = testServer()
    const admin = await as('fleet-admin')
    expect((await admin.get('/v1/system/audit-log')).status).toBe(400)
    const silo = await as('silo-admin')
    const start = new Date(0).toISOString()
    expect((await silo.get(`/v1/system/audit-log?start_time=${start}`)).status).toBe(403)
  })

  it('seeds 100,000 entries in order when asked, and pages them quickly', async () => {
    vi.stubEnv('MOCK_AUDIT_ENTRIES', '100000')
    const { as } = testServer()
    expect(db.auditLog).toHaveLength(100_000)
    const admin = await as('fleet-admin')
    const start = new Date(Date.now() - 8 * 86_400_000).toISOString()
    let path = `/v1/system/audit-log?start_time=${start}&sort_by=time_and_id_descending`
    const t0 = performance.now()
    for (let i = 0; i < 50; i++) {
      const page = (await (await admin.get(path)).json()) as Page
      expect(page.items).toHaveLength(100)
      path = `/v1/system/audit-log?page_token=${page.next_page}`
    }
    // a filter and sort of the whole log per page would take seconds here
    expect(performance.now() - t0).toBeLessThan(2000)
  }, 60_000)
})
