import { describe, expect, it } from 'vitest'
import { earlyListQuery } from './early-list'
import { DEFAULT_PAGE_SIZE } from './paging'
import { apiq, pagedParams } from './query'

describe('earlyListQuery', () => {
  const params = ({ project }: Record<string, string>) => ({ query: { project } })

  it('asks for the page the URL names under the key the list hook uses', () => {
    const query = earlyListQuery(
      { pathname: '/projects/web/disks', search: '?page=3&cursor=abc&size=25' },
      '/projects/[project]/disks',
      'diskList',
      params,
    )
    const hook = apiq(
      'diskList',
      pagedParams('diskList', { query: { project: 'web' } }, { page: 3, cursor: 'abc', size: 25 }),
    )
    expect(query?.queryKey).toEqual(hook.queryKey)
    expect(query?.queryKey).toEqual([
      'diskList',
      { query: { project: 'web', limit: 25, pageToken: 'abc' } },
    ])
  })

  it('asks for the first page at the default size without a page in the URL', () => {
    const query = earlyListQuery(
      { pathname: '/projects', search: '' },
      '/projects',
      'projectList',
      () => ({ query: {} }),
    )
    expect(query?.queryKey).toEqual([
      'projectList',
      { query: { limit: DEFAULT_PAGE_SIZE, pageToken: undefined } },
    ])
  })

  it('asks for nothing on another page', () => {
    expect(
      earlyListQuery(
        { pathname: '/projects/web/instances', search: '' },
        '/projects/[project]/disks',
        'diskList',
        params,
      ),
    ).toBeUndefined()
  })
})
