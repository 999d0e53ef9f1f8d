import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { operationsFiles, OPERATIONS_DIR, OPERATIONS_PATH } from './gen-operations.mjs'

const contract = () => JSON.parse(readFileSync('api/nexus.json', 'utf8'))

describe("the console's table of operations", () => {
  it('is what npm run gen-api makes of the contract today', () => {
    // A contract or generator change without `npm run gen-api` fails here.
    const files = operationsFiles(contract())
    const committed = [
      OPERATIONS_PATH,
      ...readdirSync(OPERATIONS_DIR).map((name) => join(OPERATIONS_DIR, name)),
    ]
    expect(committed.sort()).toEqual([...files.keys()].sort())
    for (const [path, text] of files) expect(readFileSync(path, 'utf8'), path).toBe(text)
  })

  it('refuses a path parameter that is part of a segment, which the client would not fill', () => {
    const doc = {
      info: { version: '1' },
      paths: { '/v1/files/{name}.json': { get: { operationId: 'file_view' } } },
    }
    expect(() => operationsFiles(doc)).toThrow(/inside a segment/)
  })
})
