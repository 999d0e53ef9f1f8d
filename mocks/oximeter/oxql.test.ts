import { describe, expect, it } from 'vitest'
import { OxqlError, parseOxql } from './oxql'

const NOW = Date.parse('2026-06-15T09:30:00Z')
const ID = '2762034c-1a78-4261-ac48-1e4a7165ba41'
const parse = (q: string) => parseOxql(q, NOW)
const refusal = (q: string) => {
  try {
    parse(q)
  } catch (e) {
    expect(e).toBeInstanceOf(OxqlError)
    return (e as Error).message
  }
  throw new Error(`accepted: ${q}`)
}

describe('the OxQL parser', () => {
  it("reads the instance charts' queries", () => {
    const q = parse(
      `get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h && instance_id == "${ID}" | align mean_within(1m) | group_by [instance_id, state], sum`,
    )
    expect(q.timeseriesName).toBe('virtual_machine:vcpu_usage')
    expect(q.ops).toEqual([
      {
        op: 'filter',
        expr: {
          kind: 'and',
          negated: false,
          left: {
            kind: 'atom',
            negated: false,
            ident: 'timestamp',
            cmp: '>=',
            value: { kind: 'timestamp', ms: NOW - 3_600_000 },
          },
          right: {
            kind: 'atom',
            negated: false,
            ident: 'instance_id',
            cmp: '==',
            value: { kind: 'uuid', value: ID },
          },
        },
      },
      { op: 'align', method: 'mean_within', periodMs: 60_000 },
      { op: 'group_by', fields: ['instance_id', 'state'], reducer: 'sum' },
    ])
  })

  it("reads the explorer's starting queries, and what a person adds to them", () => {
    expect(parse('get hardware_component:temperature').ops).toEqual([])
    const q = parse(
      'get sled_data_link:bytes_sent | filter timestamp > @now() - 7d | align mean_within(2h)',
    )
    expect(q.ops[1]).toEqual({ op: 'align', method: 'mean_within', periodMs: 7_200_000 })
    const more = parse(
      'get virtual_machine:vcpu_usage\n| filter !(state == \'idle\') || vcpu_id > 0 ^ state ~= "ru.*"\n| group_by [state]\n| last 5',
    )
    expect(more.ops.map((o) => o.op)).toEqual(['filter', 'group_by', 'last'])
    expect(more.ops[1]).toEqual({ op: 'group_by', fields: ['state'], reducer: 'mean' })
    expect(
      parse('get a:b | filter timestamp < @2026-06-15T08:00:00 && timestamp > @2026-06-14').ops,
    ).toHaveLength(1)
  })

  it('refuses what does not parse, saying where and what was expected, as Nexus does', () => {
    expect(refusal('select * from x')).toBe(
      'Error at 1:1: .. select * from x ..\n' +
        '                 ^\n' +
        'Expected: error at 1:1: expected "get"',
    )
    expect(refusal('get virtual_machine:vcpu_usage | fliter x == 1')).toMatch(
      /^Error at 1:34: .*\n {42}\^\nExpected: error at 1:34: expected one of "align", "filter", /,
    )
    expect(refusal('get a:b | filter x = 1')).toMatch(/expected one of "!=", "<", /)
    expect(refusal('get a:b | align mean_within(5)')).toMatch(/expected a duration$/)
    expect(refusal('get a:b | filter x ~= 3')).toMatch(
      /~= comparison is only supported for string literals/,
    )
    expect(refusal('get a:b | get c:d')).toMatch(/every subquery must start with a `get`/)
    expect(refusal('get a:b |')).toMatch(/^Error at 1:10/)
    expect(refusal('get a:b | filter timestamp > @yesterday')).toMatch(/expected a literal/)
  })

  it('refuses subqueries and joins, and overlong queries, with a clear message', () => {
    expect(refusal('{ get a:b; get c:d } | join')).toMatch(/Subqueries .* are not supported/)
    expect(refusal('get a:b, c:d')).toMatch(/one timeseries/)
    expect(refusal(`get a:b | filter x == "${'x'.repeat(4100)}"`)).toBe(
      'Queries must be <= 4096 characters',
    )
  })
})
