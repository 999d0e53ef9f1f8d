import { describe, expect, it } from 'vitest'
import { db } from '../store/db'
import { createHash } from 'node:crypto'
import { contentDigest } from './disk-data'
import { testServer, type ErrorBody } from '../test-helpers'

/**
 * A bulk write as the console lays it out takes the route's fast path; any
 * other layout is parsed as JSON by the generated wrapper. Both must mean
 * the same, and a bad body must be refused in the same words either way.
 */

const KiB = 1024
const P = 'project=mock-project'
const chunk = Buffer.from(Array.from({ length: 512 * KiB }, (_, i) => (i * 13 + 5) & 0xff))

async function importingDisk() {
  const server = testServer()
  const { cookie } = await server.as('collaborator')
  const name = 'upload'
  const made = await server.call('POST', `/v1/disks?${P}`, {
    cookie,
    body: {
      name,
      description: '',
      size: 1024 ** 3,
      disk_source: { type: 'importing_blocks', block_size: 512 },
    },
  })
  expect(made.status).toBe(201)
  await server.call('POST', `/v1/disks/${name}/bulk-write-start?${P}`, { cookie })
  const post = (raw: string, path = `/v1/disks/${name}/bulk-write?${P}`) =>
    server.call('POST', path, { cookie, raw, headers: { 'content-type': 'application/json' } })
  const disk = db.disks.find((d) => d.name === name)!
  return { post, digest: () => contentDigest(db.diskData.get(disk.id)) }
}

const compact = (offset: number, text: string) =>
  `{"offset":${offset},"base64_encoded_data":"${text}"}`
const spaced = (offset: number, text: string) =>
  `{ "base64_encoded_data": "${text}",\n  "offset": ${offset} }`

async function errorOf(res: Response) {
  return { status: res.status, message: ((await res.json()) as ErrorBody).message }
}

describe('bulk-write route', () => {
  it('stores a write the same in either layout', async () => {
    const { post, digest } = await importingDisk()
    expect((await post(compact(0, chunk.toString('base64')))).status).toBe(204)
    expect((await post(spaced(512 * KiB, chunk.toString('base64')))).status).toBe(204)
    expect(digest()).toBe(createHash('sha256').update(chunk).update(chunk).digest('hex'))
  })

  it.each([
    ['bad base64', (f: typeof compact) => f(0, 'AAAA!AAA')],
    ['a misaligned offset', (f: typeof compact) => f(100, 'AAAA')],
    ['a length that is not whole blocks', (f: typeof compact) => f(0, 'AAAA')],
    ['no data', (f: typeof compact) => f(0, '')],
  ])('refuses %s in the same words in either layout', async (_, body) => {
    const { post } = await importingDisk()
    const fast = await errorOf(await post(body(compact)))
    const parsed = await errorOf(await post(body(spaced)))
    expect(fast.status).toBe(400)
    expect(fast).toEqual(parsed)
  })

  it('answers a body that is not JSON, or not the contract, as every route does', async () => {
    const { post } = await importingDisk()
    expect(await errorOf(await post('{"offset":0,'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^unable to parse JSON body: /),
    })
    expect(await errorOf(await post('{"offset":-512,"base64_encoded_data":"AAAA"}'))).toEqual({
      status: 400,
      message: expect.stringMatching(/^Invalid request body: offset/),
    })
  })

  it('checks the path and query before writing', async () => {
    const { post, digest } = await importingDisk()
    const body = compact(0, chunk.toString('base64'))
    const other = await post(body, `/v1/disks/no-such-disk/bulk-write?${P}`)
    expect(other.status).toBe(404)
    const badProject = await post(body, `/v1/disks/upload/bulk-write?project=Not_A_Name`)
    expect(badProject.status).toBe(400)
    expect(digest()).toBeNull()
  })
})
