import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { contractExtractJson, EXTRACT_PATH } from './contract-extract.mjs'

const contract = () => JSON.parse(readFileSync('api/nexus.json', 'utf8'))

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
      response: { schema: { $ref: '#/components/schemas/Project' }, status: '201' },
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

  it('holds each JSON success response and the schemas the bodies reach', () => {
    const extract = JSON.parse(contractExtractJson(contract()))
    expect(extract.operations.project_list.response).toEqual({
      schema: { $ref: '#/components/schemas/ProjectResultsPage' },
      status: '200',
    })
    // answered with no body, or with something other than JSON
    expect(extract.operations.project_delete.response).toBeUndefined()
    expect(extract.operations.support_bundle_download.response).toBeUndefined()
    // a list answered as a bare array
    expect(extract.operations.networking_bgp_status.response.schema.type).toBe('array')
    // reached from responses only, with the bounds and formats the edge-data mode reads
    expect(extract.schemas.Project.required).toContain('time_created')
    expect(extract.schemas.Name.maxLength).toBe(63)
    expect(extract.schemas.ByteCount.format).toBe('uint64')
    expect(extract.schemas.SiloCreate.properties.mapped_fleet_roles.default).toEqual({})
    // only what some body reaches: not a query parameter's, not the error body
    expect(extract.schemas.NameSortMode).toBeUndefined()
    expect(extract.schemas.Error).toBeUndefined()
  })
})
