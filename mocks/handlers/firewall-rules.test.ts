import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Rule = { id: string; name: string; priority: number }

const rule = (name: string, extra: object = {}) => ({
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 100,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { hosts: null, ports: ['80', '8000-8080'], protocols: [{ type: 'tcp' }] },
  ...extra,
})

async function setup() {
  const { as } = testServer()
  const user = await as('silo-admin')
  await user.post('/v1/projects', { name: 'fwproj', description: '' })
  const url = '/v1/vpc-firewall-rules?project=fwproj&vpc=default'
  const current = async () => ((await (await user.get(url)).json()) as { rules: Rule[] }).rules
  return { user, url, current }
}

describe('PUT /v1/vpc-firewall-rules', () => {
  it('replaces the whole set, each rule a new row', async () => {
    const { user, url, current } = await setup()
    const before = await current()
    const res = await user.put(url, { rules: [rule('web'), rule('allow-ssh')] })
    expect(res.status).toBe(200)
    const after = await current()
    expect(after.map((r) => r.name)).toEqual(['allow-ssh', 'web'])
    const oldSsh = before.find((r) => r.name === 'allow-ssh')!
    expect(after.find((r) => r.name === 'allow-ssh')!.id).not.toBe(oldSsh.id)
  })

  it('refuses a bad set with Nexus wording and changes nothing', async () => {
    const { user, url, current } = await setup()
    const before = await current()
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        type: 'ip',
        value: `10.0.${Math.floor(i / 250)}.${i % 250}`,
      }))
    const cases: [object[], string][] = [
      [
        [rule('a'), rule('b'), rule('a'), rule('b')],
        'unsupported value for "rules": Rule names must be unique. Duplicates: ["a", "b"]',
      ],
      [
        Array.from({ length: 1025 }, (_, i) => rule(`r${i}`)),
        'unsupported value for "rules": max length 1024',
      ],
      [[rule('a', { targets: many(257) })], 'unsupported value for "targets": max length 256'],
      [
        [rule('a', { filters: { hosts: many(257), ports: null, protocols: null } })],
        'unsupported value for "filters.hosts": max length 256',
      ],
    ]
    for (const [rules, message] of cases) {
      const res = await user.put(url, { rules })
      expect(res.status).toBe(400)
      expect((await res.json()) as ErrorBody).toMatchObject({ error_code: 'InvalidValue', message })
    }
    // the contract's schema: priority 0–65535, and only the kinds of target it lists
    for (const bad of [
      rule('a', { priority: 65536 }),
      rule('a', { priority: -1 }),
      rule('a', { targets: [{ type: 'project', value: 'fwproj' }] }),
    ]) {
      const res = await user.put(url, { rules: [rule('fine'), bad] })
      expect(res.status).toBe(400)
    }
    expect(await current()).toEqual(before)
  })

  it('accepts the edges of the priority range', async () => {
    const { user, url, current } = await setup()
    const res = await user.put(url, {
      rules: [rule('low', { priority: 0 }), rule('high', { priority: 65535 })],
    })
    expect(res.status).toBe(200)
    expect((await current()).map((r) => r.priority)).toEqual([65535, 0])
  })
})
