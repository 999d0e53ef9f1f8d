import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Api } from './__generated__/Api'
import { dateReplacer, type FetchParams } from './__generated__/http-client'
import * as ops from './__generated__/operations'
import { snakeify, snakeToCamel } from './__generated__/util'
import { callApi, encodePathParams, sendRaw, type Op, type OpName } from './client'
import { MOST_RECENT_BYTES, openSerialStream } from './serial-stream'
import * as op from './ops'

/**
 * The console sends each operation through the table of `__generated__/operations.ts`
 * (lib/api/request.ts), no longer through the generated `Api` class. Here every operation
 * goes both ways, the class configured as the console used to configure it, and the two
 * requests must be the same: URL, method, headers, body and the rest of fetch's init.
 */

// what the console's client was: same origin, the session cookie
const api = new Api({ baseParams: { credentials: 'same-origin' } })

type Contract = {
  paths: Record<
    string,
    Record<string, { operationId?: string; parameters?: { in: string; name: string }[] }>
  >
}
const contract = JSON.parse(readFileSync('api/nexus.json', 'utf8')) as Contract

/** Each operation's path parameters, by the contract, in the client's spelling. */
const pathParams = new Map<string, string[]>(
  Object.values(contract.paths).flatMap((item) =>
    Object.values(item)
      .filter((op) => op.operationId)
      .map((op) => [
        snakeToCamel(op.operationId!),
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => snakeToCamel(p.name)),
      ]),
  ),
)

/** Distinct values, each needing encoding, so a swapped or misspelt parameter shows. */
const pathFor = (op: string) =>
  Object.fromEntries((pathParams.get(op) ?? []).map((name, i) => [name, `${name} ${i}/?#`]))

const query = {
  project: 'p 1',
  limit: 10,
  pageToken: 'a&b=c',
  sortBy: 'name_ascending',
  startTime: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
  ids: ['x', 'y z'],
  skipped: null,
  absent: undefined,
}
const body = {
  name: 'n',
  someField: { nestedKey: [1, { deepKey: true }] },
  timeStart: new Date(Date.UTC(2024, 0, 2)),
}
const answer = { time_created: '2024-01-02T03:04:05Z', some_key: { inner_key: 1 } }

const controller = new AbortController()
const fetchParams: FetchParams = {
  signal: controller.signal,
  headers: { 'X-Extra': '1' },
  cache: 'no-store',
}

const sent: unknown[] = []
const fetchStub = vi.fn<typeof fetch>(async (url, init) => {
  sent.push({ url, ...init, headers: [...new Headers(init?.headers)] })
  return Response.json(answer)
})

beforeEach(() => {
  sent.length = 0
  vi.stubGlobal('fetch', fetchStub)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

type Method = (p: unknown, f?: FetchParams) => Promise<{ type: string; data?: unknown }>
const methodNames = Object.keys(api.methods) as OpName[]

/** The table's operations by name; the type holds one const of each method's name. */
const operations: { [O in OpName]: Op<O> } = ops
const tableEntries = Object.entries(ops)

describe('the operations table', () => {
  it('has every method of the generated client and nothing else', () => {
    expect(methodNames).toHaveLength(271)
    // and the WebSockets, which the client opens apart from its methods
    const names = [...methodNames, ...Object.keys(api.ws)]
    expect(tableEntries.map(([name]) => name).sort()).toEqual(names.sort())
  })

  it('exports operations and nothing else, so `op.` completes to operations only', () => {
    for (const [name, value] of Object.entries(op))
      expect([name, Array.isArray(value)]).toEqual([name, true])
  })

  it('has each operation carry its own name', () => {
    for (const [name, operation] of tableEntries) expect((operation as Op)[0]).toBe(name)
  })

  it.each(methodNames)('sends %s as the generated client does', async (op) => {
    const path = pathFor(op)
    const params = { ...(Object.keys(path).length ? { path } : {}), query, body }

    const byClass = await (api.methods[op] as Method)(
      { ...params, path: encodePathParams(path) },
      fetchParams,
    )
    const byTable = await callApi(operations[op], params as never, fetchParams)

    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(byClass.type).toBe('success')
    expect(byTable).toEqual(byClass.data)
  })

  it('sends a prebuilt body (sendRaw) as the client sends the same body built', async () => {
    const built = { offset: 512, base64EncodedData: 'AAAA' }
    const signal = controller.signal
    await api.methods.diskBulkWriteImport(
      { path: encodePathParams({ disk: 'd 1/?' }), query: { project: 'p 1' }, body: built },
      { signal },
    )
    await sendRaw(
      op.diskBulkWriteImport,
      { path: { disk: 'd 1/?' }, query: { project: 'p 1' } },
      { body: JSON.stringify(snakeify(built), dateReplacer), signal },
    )
    expect(sent[1]).toEqual(sent[0])
  })

  it("opens the serial console's WebSocket at the URL the client opens", () => {
    const opened: string[] = []
    vi.stubGlobal(
      'WebSocket',
      class {
        constructor(url: string) {
          opened.push(url)
        }
      },
    )
    api.ws.instanceSerialConsoleStream({
      host: 'rack.example:8443',
      secure: true,
      path: encodePathParams({ instance: 'i 1/?#' }),
      query: { project: 'p 1', mostRecent: MOST_RECENT_BYTES },
    })
    openSerialStream({ host: 'rack.example:8443', protocol: 'https:' }, 'p 1', 'i 1/?#')
    expect(opened).toHaveLength(2)
    expect(opened[1]).toBe(opened[0])
  })
})
