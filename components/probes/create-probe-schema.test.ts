import { describe, expect, it } from 'vitest'
import {
  SILO_DEFAULT_POOL,
  createProbeDefaults,
  createProbeSchema,
  toProbeCreate,
} from './create-probe-schema'

const SLED = '7f3a7a1e-1b8e-4c1e-9d3a-2f1c9c0e5b11'

const messages = (values: unknown) => {
  const r = createProbeSchema.safeParse(values)
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('create probe', () => {
  it('asks for a name and a sled', () => {
    expect(messages(createProbeDefaults)).toEqual([
      expect.stringMatching(/^name: /),
      'sled: Choose the sled the probe runs on',
    ])
  })

  it('refuses a name the API would refuse', () => {
    expect(messages({ ...createProbeDefaults, name: 'Probe_1', sled: SLED })).toHaveLength(1)
  })

  it('leaves the pool to the silo default unless one is chosen', () => {
    const v = { name: 'p1', description: 'x', sled: SLED, pool: SILO_DEFAULT_POOL }
    expect(messages(v)).toEqual([])
    expect(toProbeCreate(v)).toEqual({ name: 'p1', description: 'x', sled: SLED, ipPool: null })
    expect(toProbeCreate({ ...v, pool: 'pool-2' }).ipPool).toBe('pool-2')
  })
})
