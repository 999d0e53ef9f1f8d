import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { contractExtractJson, EXTRACT_PATH } from './contract-extract.mjs'

const contract = () => JSON.parse(readFileSync('../shared/api/nexus.json', 'utf8'))

describe('the contract extract the mock server reads', () => {
  it('is what npm run gen-api makes of the contract today', () => {
    // A contract change without `npm run gen-api` fails here.
    expect(readFileSync(EXTRACT_PATH, 'utf8')).toBe(contractExtractJson(contract()))
  })

  it('keeps what the mock needs and drops the prose', () => {
    const extract = JSON.parse(contractExtractJson(contract()))
    expect(extract.operations.project_create).toEqual({
      requestBody: {
        contentType: 'application/json',
        schema: { $ref: '#/components/schemas/ProjectCreate' },
      },
      responses: ['201', '4XX', '5XX'],
    })
    expect(extract.operations.device_auth_request.requestBody.contentType).toBe(
      'application/x-www-form-urlencoded',
    )
    expect(extract.operations.project_delete).toEqual({ responses: ['204', '4XX', '5XX'] })
    // The property named description stays; the prose about it goes.
    expect(extract.schemas.ProjectCreate.properties.description).toEqual({ type: 'string' })
    expect(extract.schemas.ProjectCreate.required).toEqual(['description', 'name'])
    // Reached through ProjectCreate's name, not named by any body itself.
    expect(extract.schemas.Name.type).toBe('string')
    expect(JSON.stringify(extract)).not.toMatch(/"title"|"example"|x-rust-type/)
  })

  it('holds only the schemas request bodies reach', () => {
    const extract = JSON.parse(contractExtractJson(contract()))
    expect(extract.schemas.Project).toBeUndefined()
    expect(extract.schemas.SiloCreate.properties.mapped_fleet_roles.default).toEqual({})
  })
})
