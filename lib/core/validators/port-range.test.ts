import { describe, expect, it } from 'vitest'
import { parsePortRange, portRangeSchema, validatePortRange } from './port-range'

describe('validatePortRange', () => {
  it.each(['1', '22', '80', '65535', '8000-8080', '443-443', '00080'])('accepts %s', (v) => {
    expect(validatePortRange(v)).toBeUndefined()
  })

  it.each([
    ['', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['http', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['123456', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['80-', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['-80', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['80 - 90', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['1-2-3', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['65536', 'Port must be 65535 or less'],
    ['80-99999', 'Port must be 65535 or less'],
    ['8080-8000', 'End of range must not be below start'],
    ['0', 'Port must be 1 or more'],
    ['0-80', 'Port must be 1 or more'],
  ])('%j → %s', (v, message) => {
    expect(validatePortRange(v)).toBe(message)
  })
})

describe('parsePortRange', () => {
  it('gives a single port as a range of one', () => {
    expect(parsePortRange('22')).toEqual({ ok: true, range: { start: 22, end: 22 } })
  })
  it('gives both ends of a range', () => {
    expect(parsePortRange('8000-8080')).toEqual({ ok: true, range: { start: 8000, end: 8080 } })
  })
})

describe('portRangeSchema', () => {
  it('reports the validator message', () => {
    const result = portRangeSchema.safeParse('90-80')
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'End of range must not be below start',
    ])
  })
})
