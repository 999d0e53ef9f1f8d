import { describe, expect, it } from 'vitest'
import type { SearchEntry } from './entries'
import { searchResults } from './results'

const entry = (e: Partial<SearchEntry> & Pick<SearchEntry, 'kind' | 'name'>): SearchEntry => ({
  id: `${e.kind}-${e.name}`,
  href: `/${e.kind}/${e.name}`,
  ...e,
})

describe('searchResults', () => {
  it('groups matches by kind in a fixed order, best match first in each', () => {
    const groups = searchResults('db', [
      entry({ kind: 'disk', name: 'mydb-disk', project: 'p' }),
      entry({ kind: 'instance', name: 'old-db', project: 'p' }),
      entry({ kind: 'instance', name: 'db1', project: 'p' }),
      entry({ kind: 'instance', name: 'web', project: 'p' }),
      entry({ kind: 'page', name: 'Disks' }),
    ])
    expect(groups.map((g) => g.heading)).toEqual(['Instances', 'Disks'])
    expect(groups[0].entries.map((e) => e.name)).toEqual(['db1', 'old-db'])
  })

  it('shows a resource found twice (its list and its id) once', () => {
    const id = '5f3a1c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b'
    const groups = searchResults(id, [
      entry({ kind: 'instance', name: 'db1', id, project: 'mock-project' }),
      entry({ kind: 'instance', name: 'db1', id, project: 'mock-project' }),
    ])
    expect(groups).toEqual([
      { kind: 'instance', heading: 'Instances', entries: [expect.objectContaining({ id })] },
    ])
  })

  it('matches pages by where they are too, after those matching by title', () => {
    const groups = searchResults('system util', [
      entry({ kind: 'page', name: 'Utilization', context: 'System' }),
      entry({ kind: 'page', name: 'Utilization', id: 'silo-util', context: 'Silo' }),
    ])
    expect(groups[0].entries.map((e) => e.context)).toEqual(['System'])
  })

  it('puts the ways up first, in the breadcrumbs’ order, matched by the crumb and what it is', () => {
    const entries = [
      entry({ kind: 'page', name: 'VPCs' }),
      entry({ kind: 'up', name: 'Go up to VPCs' }),
      entry({ kind: 'up', name: 'Go up to mock-vpc', context: 'VPC' }),
    ]
    const groups = searchResults('vpc', entries)
    expect(groups.map((g) => g.heading)).toEqual(['Go up', 'Pages'])
    expect(groups[0].entries.map((e) => e.name)).toEqual(['Go up to VPCs', 'Go up to mock-vpc'])
    expect(searchResults('go up', entries)[0].entries).toHaveLength(2)
  })

  it('keeps each group short', () => {
    const many = Array.from({ length: 20 }, (_, i) => entry({ kind: 'disk', name: `d${i}` }))
    expect(searchResults('d', many, { perGroup: 5 })[0].entries).toHaveLength(5)
  })

  it("puts the current project's resources first among equal matches", () => {
    const found = (project?: string) =>
      searchResults(
        'worker',
        [
          entry({ kind: 'instance', name: 'worker-a', project: 'alpha' }),
          entry({ kind: 'instance', name: 'worker-b', project: 'beta' }),
          entry({ kind: 'instance', name: 'worker', project: 'gamma' }),
        ],
        { project },
      )[0].entries.map((e) => e.name)
    expect(found()).toEqual(['worker', 'worker-a', 'worker-b'])
    // an exact name still comes before a better-placed prefix
    expect(found('beta')).toEqual(['worker', 'worker-b', 'worker-a'])
  })

  it('finds nothing for an empty query', () => {
    expect(searchResults('', [entry({ kind: 'page', name: 'Projects' })])).toEqual([])
  })
})
