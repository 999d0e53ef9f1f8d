import { describe, expect, it } from 'vitest'
import { tokenLifetimeSchema } from './token-lifetime-schema'

const issues = (v: unknown) =>
  tokenLifetimeSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('tokenLifetimeSchema', () => {
  it('takes no limit whatever is left in the amount', () => {
    expect(issues({ limit: 'none', amount: undefined, unit: 'days' })).toEqual([])
    expect(issues({ limit: 'none', amount: -3, unit: 'days' })).toEqual([])
  })

  it('checks the amount when a limit is chosen, on the amount field', () => {
    expect(issues({ limit: 'max', amount: 12, unit: 'hours' })).toEqual([])
    expect(issues({ limit: 'max', amount: undefined, unit: 'hours' })).toEqual([
      ['amount', 'Enter how long a token may live'],
    ])
    expect(issues({ limit: 'max', amount: 50_000, unit: 'days' })).toEqual([
      ['amount', 'At most 49,710 days: the API counts up to 4,294,967,295 seconds'],
    ])
  })
})
