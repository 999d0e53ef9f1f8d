import { describe, expect, it } from 'vitest'
import type { InstanceState } from '@/lib/api/__generated__/Api'
import { describeUnavailable, memberCandidates } from './member-candidates'

const inst = (name: string, runState: InstanceState) => ({ id: `id-${name}`, name, runState })

describe('memberCandidates', () => {
  const instances = [
    inst('web', 'running'),
    inst('db2', 'stopped'),
    inst('db1', 'stopped'),
    inst('cache', 'starting'),
    inst('broken', 'failed'),
  ]

  it('offers only stopped instances, by name, and sets the rest aside', () => {
    const { addable, unavailable } = memberCandidates(instances, new Set())
    expect(addable.map((i) => i.name)).toEqual(['db1', 'db2'])
    expect(unavailable.map((i) => i.name)).toEqual(['broken', 'cache', 'web'])
  })

  it('leaves out current members, whatever their state', () => {
    const { addable, unavailable } = memberCandidates(instances, new Set(['id-db1', 'id-web']))
    expect(addable.map((i) => i.name)).toEqual(['db2'])
    expect(unavailable.map((i) => i.name)).toEqual(['broken', 'cache'])
  })

  it('copes with an empty project', () => {
    expect(memberCandidates([], new Set())).toEqual({ addable: [], unavailable: [] })
  })
})

describe('describeUnavailable', () => {
  it('names one, two or three instances with their states', () => {
    expect(describeUnavailable([inst('web', 'running')])).toBe('web (running)')
    expect(describeUnavailable([inst('a', 'running'), inst('b', 'starting')])).toBe(
      'a (running) and b (starting)',
    )
    expect(
      describeUnavailable([inst('a', 'running'), inst('b', 'starting'), inst('c', 'failed')]),
    ).toBe('a (running), b (starting), and c (failed)')
  })

  it('counts the rest instead of listing them', () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((n) => inst(n, 'running'))
    expect(describeUnavailable(many)).toBe('a (running), b (running), c (running), and 2 more')
  })

  it('says nothing for nothing', () => {
    expect(describeUnavailable([])).toBe('')
  })
})
