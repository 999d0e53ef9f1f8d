import { describe, expect, it } from 'vitest'
import { earlyRequests } from './early-requests'
import {
  diskQuery,
  diskSourceLists,
  instanceQueries,
  signedInUser,
  siloQuery,
  snapshotQuery,
  vpcQueries,
} from './page-queries'
import { DEFAULT_PAGE_SIZE } from '@/lib/core/page-size'
import { apiq, pagedParams } from './query'
import { instanceNicListParams, instanceParams } from './selectors'
import * as op from './ops'

/** The frame's read, which every page inside it starts after its own. */
const frame = [apiq(...signedInUser()).queryKey]

describe('earlyRequests', () => {
  it('asks for the page the URL names under the key the list hook uses', () => {
    const [query] = earlyRequests('disks', { project: 'web' }, '?page=3&cursor=abc&size=20')
    const hook = apiq(
      op.diskList,
      pagedParams(op.diskList, { query: { project: 'web' } }, { page: 3, cursor: 'abc', size: 20 }),
    )
    expect(query.queryKey).toEqual(hook.queryKey)
    expect(query.queryKey).toEqual([
      'diskList',
      { query: { project: 'web', limit: 20, pageToken: 'abc' } },
    ])
  })

  it('asks for the first page at the default size without a page in the URL', () => {
    const [query] = earlyRequests('projects', {})
    expect(query.queryKey).toEqual([
      'projectList',
      { query: { limit: DEFAULT_PAGE_SIZE, pageToken: undefined } },
    ])
  })

  it("starts the instance page's default tab from the bare instance URL", () => {
    const sel = { project: 'web', instance: 'db1' }
    const keys = earlyRequests('instance', sel).map((q) => q.queryKey)
    expect(keys).toEqual([
      ['instanceView', instanceParams(sel)],
      ['instanceDiskList', instanceParams(sel)],
      ['instanceExternalIpList', instanceParams(sel)],
      ...frame,
    ])
    expect(earlyRequests('instanceStorage', sel).map((q) => q.queryKey)).toEqual(keys)
  })

  it("starts the networking tab's interfaces under the key its table uses", () => {
    const sel = { project: 'web', instance: 'db1' }
    expect(earlyRequests('instanceNetworking', sel).map((q) => q.queryKey)).toEqual([
      ['instanceView', instanceParams(sel)],
      ['instanceNetworkInterfaceList', instanceNicListParams(sel)],
      ['instanceExternalIpList', instanceParams(sel)],
      ...frame,
    ])
  })

  it("starts a VPC's and a silo's reads under the keys their pages' hooks read", () => {
    const sel = { project: 'web', vpc: 'v1' }
    const vpc = vpcQueries(sel)
    expect(earlyRequests('vpc', sel).map((q) => q.queryKey)).toEqual([
      apiq(...vpc.vpc).queryKey,
      apiq(...vpc.firewallRules).queryKey,
      ...frame,
    ])
    expect(earlyRequests('systemSilo', { silo: 's1' }).map((q) => q.queryKey)).toEqual([
      apiq(...siloQuery({ silo: 's1' })).queryKey,
      ...frame,
    ])
  })

  it("starts a disk's panel with the list behind it and the lists that name its source", () => {
    const p = { project: 'web', disk: 'd1', snapshot: 's1', instance: 'db1' }
    const key = ([op, params]: readonly [{ 0: string }, unknown]) => [op[0], params]
    const sources = Object.values(diskSourceLists('web')).map(key)
    const disksPage = earlyRequests('disks', p).map((q) => q.queryKey)
    expect(disksPage.slice(1)).toEqual([...sources, ...frame])
    expect(earlyRequests('disk', p).map((q) => q.queryKey)).toEqual([
      disksPage[0],
      key(diskQuery('web', 'd1')),
      ...sources,
      ...frame,
    ])
    expect(
      earlyRequests('snapshotDisk', p)
        .map((q) => q.queryKey)
        .slice(1),
    ).toEqual([key(snapshotQuery('web', 's1')), ...sources, ...frame])
    const instance = instanceQueries({ project: 'web', instance: 'db1' })
    expect(earlyRequests('instanceStorageDisk', p).map((q) => q.queryKey)).toEqual([
      key(instance.instance),
      key(instance.disks),
      key(instance.externalIps),
      key(diskQuery('web', 'd1')),
      ...sources,
      ...frame,
    ])
  })

  it("starts only the frame's reads on a route whose page asks when it renders", () => {
    expect(earlyRequests('projectEdit', { project: 'web' }).map((q) => q.queryKey)).toEqual(frame)
  })

  it('starts the signed-in user inside the frame, and not on sign-in', () => {
    expect(frame).toEqual([['currentUserView', {}]])
    expect(earlyRequests('loginLocal', { silo: 'acme' })).toEqual([])
  })
})
