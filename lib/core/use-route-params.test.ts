import { describe, expect, it } from 'vitest'
import { routeParamsAt } from './use-route-params'

describe('routeParamsAt', () => {
  it("reads a page's params from its address, past its query and fragment", () => {
    expect(routeParamsAt('/projects/p%201/disks/d1?page=2#top', ['project', 'disk'])).toEqual({
      project: 'p 1',
      disk: 'd1',
    })
  })

  it('has none for a param the route lacks or an address no route shows', () => {
    expect(routeParamsAt('/projects/p1/disks', ['project', 'disk'])).toBeUndefined()
    expect(routeParamsAt('/nowhere/at/all', ['project'])).toBeUndefined()
  })
})
