import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { earlyRequests } from './early-requests'
import { pageQueries, signedInUser } from './page-queries'
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
    const vpc = pageQueries.vpcFirewallRules(sel)
    expect(earlyRequests('vpc', sel).map((q) => q.queryKey)).toEqual([
      apiq(...vpc.vpc).queryKey,
      apiq(...vpc.firewallRules).queryKey,
      ...frame,
    ])
    expect(earlyRequests('systemSilo', { silo: 's1' }).map((q) => q.queryKey)).toEqual([
      apiq(...pageQueries.systemSilo({ silo: 's1' }).silo).queryKey,
      ...frame,
    ])
  })

  it("starts a disk's panel with the list behind it and the lists that name its source", () => {
    const p = { project: 'web', disk: 'd1', snapshot: 's1', instance: 'db1' }
    const key = ([op, params]: readonly [{ 0: string }, unknown]) => [op[0], params]
    const { list: _, ...sourceLists } = pageQueries.disks({ project: 'web' })
    const sources = Object.values(sourceLists).map(key)
    const disksPage = earlyRequests('disks', p).map((q) => q.queryKey)
    expect(disksPage.slice(1)).toEqual([...sources, ...frame])
    expect(earlyRequests('disk', p).map((q) => q.queryKey)).toEqual([
      disksPage[0],
      key(pageQueries.disk({ project: 'web', disk: 'd1' }).disk),
      ...sources,
      ...frame,
    ])
    expect(
      earlyRequests('snapshotDisk', p)
        .map((q) => q.queryKey)
        .slice(1),
    ).toEqual([
      key(pageQueries.snapshotDisk({ project: 'web', snapshot: 's1' }).snapshot),
      ...sources,
      ...frame,
    ])
    const instance = pageQueries.instanceStorage({ project: 'web', instance: 'db1' })
    expect(earlyRequests('instanceStorageDisk', p).map((q) => q.queryKey)).toEqual([
      key(instance.instance),
      key(instance.disks),
      key(instance.externalIps),
      key(pageQueries.disk({ project: 'web', disk: 'd1' }).disk),
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

type Call = readonly [{ 0: string }, unknown]
type Entry = (params: Record<string, string>) => Record<string, Call>
const entries = pageQueries as unknown as Record<string, Entry>
const sample = { project: 'p', instance: 'i', disk: 'd', snapshot: 's', vpc: 'v', silo: 'si' }
const keyOf = ([op, params]: Call) => JSON.stringify([op[0], params])

/** Each `pageQueries.<route>(…).<name>` the screens read, directly or through a variable. */
function readsInScreens(): [string, string][] {
  const dir = path.join(__dirname, '../../components')
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !f.includes('.test.'),
  )
  return files.flatMap((f) => {
    const text = readFileSync(path.join(dir, f), 'utf8')
    const direct = [...text.matchAll(/pageQueries\.(\w+)\([^)]*\)\.(\w+)/g)]
    const viaVariable = [...text.matchAll(/const (\w+) = pageQueries\.(\w+)\(/g)].flatMap(
      ([, name, route]) =>
        [...text.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((m) => [route, m[1]]),
    )
    return [...direct.map(([, route, read]) => [route, read]), ...viaVariable] as [string, string][]
  })
}

describe('pageQueries', () => {
  // The boot starts each entry's calls; a screen that asked for its data any other way would
  // make a second request for one answer. Rendering every page is the e2e walks' job
  // (e2e/route-walk.ts): here each call must be one a screen takes from this same table.
  it('holds only calls that screens read from it', () => {
    const read = new Set(
      readsInScreens().map(([route, name]) => {
        const call = entries[route]?.(sample)[name]
        expect(call, `pageQueries.${route}(…).${name}`).toBeDefined()
        return keyOf(call)
      }),
    )
    for (const [route, entry] of Object.entries(entries)) {
      for (const [name, call] of Object.entries(entry(sample))) {
        expect(read.has(keyOf(call)), `${route}'s ${name} is read by no screen`).toBe(true)
      }
    }
  })
})
