import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { operationsModule, OPERATIONS_PATH } from './gen-operations.mjs'

const contract = () => JSON.parse(readFileSync('api/nexus.json', 'utf8'))

describe("the console's table of operations", () => {
  it('is what npm run gen-api makes of the contract today', () => {
    // A contract or generator change without `npm run gen-api` fails here.
    expect(readFileSync(OPERATIONS_PATH, 'utf8')).toBe(operationsModule(contract()))
  })

  it('refuses a path parameter that is part of a segment, which the client would not fill', () => {
    const doc = {
      info: { version: '1' },
      paths: { '/v1/files/{name}.json': { get: { operationId: 'file_view' } } },
    }
    expect(() => operationsModule(doc)).toThrow(/inside a segment/)
  })
})
