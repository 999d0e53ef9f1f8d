import { describe, expect, it } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Route = { name: string; target: { type: string; value?: string } }

async function setup() {
  const { as } = testServer()
  const user = await as('silo-admin')
  await user.post('/v1/projects', { name: 'gwproj', description: '' })
  const V = 'project=gwproj&vpc=default'
  const routes = async () =>
    (
      (await (await user.get(`/v1/vpc-router-routes?${V}&router=system`)).json()) as {
        items: Route[]
      }
    ).items
  return { user, V, routes }
}

describe('deleting an internet gateway', () => {
  it('is refused while pools or addresses reference it, with Nexus wording', async () => {
    const { user, V } = await setup()
    const pools = await user.del(`/v1/internet-gateways/default?${V}`)
    expect(pools.status).toBe(400)
    expect((await pools.json()) as ErrorBody).toMatchObject({
      error_code: 'InvalidRequest',
      message:
        'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
    })

    await user.post(`/v1/internet-gateways?${V}`, { name: 'gw2', description: '' })
    await user.post(`/v1/internet-gateway-ip-addresses?${V}&gateway=gw2`, {
      name: 'a',
      description: '',
      address: '203.0.113.20',
    })
    const addresses = await user.del(`/v1/internet-gateways/gw2?${V}`)
    expect(((await addresses.json()) as ErrorBody).message).toBe(
      'Ip addresses referencing this gateway exist. To perform a cascading delete set the cascade option',
    )
  })

  it('with cascade takes its pools, addresses and the routes that target it', async () => {
    const { user, V, routes } = await setup()
    expect((await routes()).filter((r) => r.target.type === 'internet_gateway')).toHaveLength(2)
    const res = await user.del(`/v1/internet-gateways/default?${V}&cascade=true`)
    expect(res.status).toBe(204)
    expect((await routes()).map((r) => r.name)).toEqual(['default'])
    expect((await user.get(`/v1/internet-gateway-ip-pools?${V}&gateway=default`)).status).toBe(404)
  })
})
