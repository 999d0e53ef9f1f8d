import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

describe('deleting a router', () => {
  it('unlinks the subnets that use it, as Nexus does', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const V = 'project=mock-project&vpc=mock-vpc'
    const subnet = async () =>
      (await (await c.get(`/v1/vpc-subnets/mock-subnet-2?${V}`)).json()) as {
        custom_router_id: string | null
      }
    expect((await subnet()).custom_router_id).not.toBeNull()
    expect((await c.del(`/v1/vpc-routers/mock-custom-router?${V}`)).status).toBe(204)
    expect((await subnet()).custom_router_id).toBeNull()
    expect((await c.get(`/v1/vpc-router-routes?${V}&router=mock-custom-router`)).status).toBe(404)
  })

  it('refuses the system router', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const res = await c.del('/v1/vpc-routers/system?project=mock-project&vpc=mock-vpc')
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).message).toBe('cannot delete system router')
  })
})
