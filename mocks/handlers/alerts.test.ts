import { describe, expect, it, vi } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Delivery = {
  id: string
  alert_id: string
  state: string
  trigger: string
  attempts: { webhook: { attempt: number; result: string; response?: { status: number } | null }[] }
}
type Page<T> = { items: T[]; next_page: string | null }

const message = async (res: Response) => ((await res.json()) as ErrorBody).message

async function admin() {
  const { as } = testServer()
  return { as, op: await as('fleet-admin') }
}

const newReceiver = (name: string, endpoint: string, secrets = ['first-secret']) => ({
  name,
  description: '',
  endpoint,
  secrets,
  subscriptions: ['test.foo'],
})

describe('alert classes', () => {
  it('lists the classes Nexus defines and filters them with a glob', async () => {
    const { op } = await admin()
    const all = (await (await op.get('/v1/alert-classes')).json()) as Page<{ name: string }>
    expect(all.items.map((c) => c.name)).toContain('probe')
    const some = (await (await op.get('/v1/alert-classes?filter=test.foo.*')).json()) as Page<{
      name: string
    }>
    expect(some.items.map((c) => c.name)).toEqual(['test.foo.bar', 'test.foo.baz'])
    const deep = (await (await op.get('/v1/alert-classes?filter=test.**')).json()) as Page<{
      name: string
    }>
    expect(deep.items).toHaveLength(5)
  })
})

describe('webhook receivers', () => {
  it('creates a receiver whose secrets are listed by id only, and refuses a second of its name', async () => {
    const { op } = await admin()
    const res = await op.post(
      '/v1/webhook-receivers',
      newReceiver('hook-a', 'https://a.example.com/'),
    )
    expect(res.status).toBe(201)
    const body = (await res.json()) as { secrets: object[]; endpoint: string }
    expect(body.endpoint).toBe('https://a.example.com/')
    expect(body.secrets).toHaveLength(1)
    expect(JSON.stringify(body)).not.toContain('first-secret')

    const view = (await (await op.get('/v1/alert-receivers/hook-a')).json()) as {
      kind: { kind: string; endpoint: string; secrets: object[] }
      subscriptions: string[]
    }
    expect(view.kind.kind).toBe('webhook')
    expect(view.subscriptions).toEqual(['test.foo'])

    const again = await op.post(
      '/v1/webhook-receivers',
      newReceiver('hook-a', 'https://b.example.com/'),
    )
    expect(again.status).toBe(400)
    expect(await message(again)).toBe('already exists: alert-receiver "hook-a"')
  })

  it('refuses a receiver without secrets or with an endpoint that is not HTTP', async () => {
    const { op } = await admin()
    const none = await op.post(
      '/v1/webhook-receivers',
      newReceiver('hook-b', 'https://b.example.com/', []),
    )
    expect(none.status).toBe(400)
    const ftp = await op.post(
      '/v1/webhook-receivers',
      newReceiver('hook-c', 'ftp://c.example.com/'),
    )
    expect(ftp.status).toBe(400)
  })

  it('updates name and endpoint, adds and removes subscriptions', async () => {
    const { op } = await admin()
    await op.post('/v1/webhook-receivers', newReceiver('hook-d', 'https://d.example.com/'))
    expect(
      (
        await op.put('/v1/webhook-receivers/hook-d', {
          name: 'hook-e',
          endpoint: 'https://e.example.com/',
        })
      ).status,
    ).toBe(204)
    expect(
      (await op.post('/v1/alert-receivers/hook-e/subscriptions', { subscription: 'test.quux.**' }))
        .status,
    ).toBe(201)
    const dup = await op.post('/v1/alert-receivers/hook-e/subscriptions', {
      subscription: 'test.foo',
    })
    expect(dup.status).toBe(400)
    expect((await op.del('/v1/alert-receivers/hook-e/subscriptions/test.foo')).status).toBe(204)
    const view = (await (await op.get('/v1/alert-receivers/hook-e')).json()) as {
      kind: { endpoint: string }
      subscriptions: string[]
    }
    expect(view.kind.endpoint).toBe('https://e.example.com/')
    expect(view.subscriptions).toEqual(['test.quux.**'])
    expect((await op.del('/v1/alert-receivers/hook-e/subscriptions/test.foo')).status).toBe(404)
  })

  it('rotates secrets but never deletes the last one', async () => {
    const { op } = await admin()
    await op.post('/v1/webhook-receivers', newReceiver('hook-f', 'https://f.example.com/'))
    const first = (
      (await (await op.get('/v1/webhook-secrets?receiver=hook-f')).json()) as {
        secrets: { id: string }[]
      }
    ).secrets[0]
    const added = await op.post('/v1/webhook-secrets?receiver=hook-f', { secret: 'second' })
    expect(added.status).toBe(201)
    const second = (await added.json()) as { id: string }
    expect((await op.del(`/v1/webhook-secrets/${first.id}`)).status).toBe(204)
    const last = await op.del(`/v1/webhook-secrets/${second.id}`)
    expect(last.status).toBe(400)
    const list = (await (await op.get('/v1/webhook-secrets?receiver=hook-f')).json()) as {
      secrets: { id: string }[]
    }
    expect(list.secrets.map((s) => s.id)).toEqual([second.id])
  })

  it('deletes a receiver', async () => {
    const { op } = await admin()
    await op.post('/v1/webhook-receivers', newReceiver('hook-g', 'https://g.example.com/'))
    expect((await op.del('/v1/alert-receivers/hook-g')).status).toBe(204)
    expect((await op.get('/v1/alert-receivers/hook-g')).status).toBe(404)
  })

  it('is for fleet admins: a fleet viewer reads, a silo admin gets 403', async () => {
    const { as } = await admin()
    const silo = await as('silo-admin')
    expect((await silo.get('/v1/alert-receivers')).status).toBe(403)
    expect(
      (await silo.post('/v1/webhook-receivers', newReceiver('x', 'https://x.example.com/'))).status,
    ).toBe(403)
  })
})

describe('deliveries, probes and resends', () => {
  it('filters the seeded deliveries by state', async () => {
    const { op } = await admin()
    const failed = (await (
      await op.get('/v1/alert-receivers/legacy-siem/deliveries?failed=true')
    ).json()) as Page<Delivery>
    expect(failed.items.length).toBeGreaterThan(0)
    expect(failed.items.every((d) => d.state === 'failed')).toBe(true)
    const alert = failed.items.find((d) => d.trigger === 'alert')!
    expect(alert.attempts.webhook).toHaveLength(3)
    expect(alert.attempts.webhook[0].response?.status).toBe(503)
    const all = (await (
      await op.get('/v1/alert-receivers/legacy-siem/deliveries')
    ).json()) as Page<Delivery>
    expect(all.items.some((d) => d.state === 'delivered')).toBe(true)
  })

  it('a probe to an answering endpoint is delivered; to fail.example.com it fails with the status', async () => {
    const { op } = await admin()
    const ok = (await (await op.post('/v1/alert-receivers/ops-pager/probe')).json()) as {
      probe: Delivery
      resends_started: number | null
    }
    expect(ok.probe.state).toBe('delivered')
    expect(ok.probe.trigger).toBe('probe')
    expect(ok.resends_started).toBeNull()
    const bad = (await (
      await op.post('/v1/alert-receivers/legacy-siem/probe?resend=true')
    ).json()) as {
      probe: Delivery
      resends_started: number | null
    }
    expect(bad.probe.state).toBe('failed')
    expect(bad.probe.attempts.webhook[0]).toMatchObject({
      result: 'failed_http_error',
      response: { status: 503 },
    })
    expect(bad.resends_started).toBeNull()
  })

  it('after the endpoint is fixed, a probe with resend sends each undelivered alert again', async () => {
    const { op } = await admin()
    await op.put('/v1/webhook-receivers/legacy-siem', {
      endpoint: 'https://siem.example.com/collect',
    })
    const res = (await (
      await op.post('/v1/alert-receivers/legacy-siem/probe?resend=true')
    ).json()) as {
      resends_started: number
    }
    expect(res.resends_started).toBe(2)
    const failed = (await (
      await op.get('/v1/alert-receivers/legacy-siem/deliveries?failed=true&pending=true')
    ).json()) as Page<Delivery>
    const again = (await (
      await op.post('/v1/alert-receivers/legacy-siem/probe?resend=true')
    ).json()) as {
      resends_started: number
    }
    // the resends are still on their way: none is started twice
    expect(again.resends_started).toBe(0)
    expect(failed.items.map((d) => d.state)).toContain('pending')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 })
    try {
      const delivered = (await (
        await op.get('/v1/alert-receivers/legacy-siem/deliveries?delivered=true')
      ).json()) as Page<Delivery>
      expect(delivered.items.filter((d) => d.trigger === 'resend')).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('resends only an alert that failed', async () => {
    const { op } = await admin()
    const list = (await (
      await op.get('/v1/alert-receivers/legacy-siem/deliveries')
    ).json()) as Page<Delivery>
    const failed = list.items.find((d) => d.state === 'failed' && d.trigger === 'alert')!
    const delivered = list.items.find((d) => d.state === 'delivered')!
    const res = await op.post(`/v1/alerts/${failed.alert_id}/resend?receiver=legacy-siem`)
    expect(res.status).toBe(201)
    const { delivery_id } = (await res.json()) as { delivery_id: string }
    const after = (await (
      await op.get('/v1/alert-receivers/legacy-siem/deliveries')
    ).json()) as Page<Delivery>
    // the dispatcher hasn't tried yet: pending, no attempts
    expect(after.items.find((d) => d.id === delivery_id)).toMatchObject({
      trigger: 'resend',
      state: 'pending',
      attempts: { webhook: [] },
    })
    const again = await op.post(`/v1/alerts/${failed.alert_id}/resend?receiver=legacy-siem`)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { message: string }).message).toMatch(/still being delivered/)
    // three attempts later (one minute, then five apart) it has failed
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 60_000 })
    try {
      const later = (await (
        await op.get('/v1/alert-receivers/legacy-siem/deliveries?failed=true')
      ).json()) as Page<Delivery>
      const done = later.items.find((d) => d.id === delivery_id)!
      expect(done.state).toBe('failed')
      expect(done.attempts.webhook).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
    const refused = await op.post(`/v1/alerts/${delivered.alert_id}/resend?receiver=legacy-siem`)
    expect(refused.status).toBe(400)
    const unknown = await op.post(
      '/v1/alerts/00000000-0000-4000-8000-000000000000/resend?receiver=legacy-siem',
    )
    expect(unknown.status).toBe(404)
  })
})
