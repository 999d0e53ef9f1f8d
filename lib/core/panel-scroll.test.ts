import { describe, expect, it, vi } from 'vitest'
import { keepScrollUnderPanels, keepsScroll } from './panel-scroll'
import { pb } from './paths'
import { routes, type RouteDef } from './routes'

const project = 'mock-project'

describe('keepsScroll', () => {
  it('keeps the list where it was when its panel opens and closes', () => {
    const list = pb.floatingIps({ project })
    const edit = pb.floatingIpEdit({ project, floatingIp: 'ip-1' })
    expect(keepsScroll(list, edit)).toBe(true)
    expect(keepsScroll(edit, list)).toBe(true)
    expect(keepsScroll(list, pb.floatingIpsNew({ project }))).toBe(true)
  })

  it('keeps it from one panel to another over the same page', () => {
    const vpc = { project, vpc: 'web' }
    expect(
      keepsScroll(pb.subnetEdit({ ...vpc, subnet: 'a' }), pb.subnetEdit({ ...vpc, subnet: 'b' })),
    ).toBe(true)
    expect(keepsScroll(pb.subnetsNew(vpc), pb.subnetEdit({ ...vpc, subnet: 'a' }))).toBe(true)
  })

  it('keeps the VPCs list under the VPC edit panel, whose breadcrumb parent is the VPC', () => {
    expect(keepsScroll(pb.vpcs({ project }), pb.vpcEdit({ project, vpc: 'web' }))).toBe(true)
  })

  it('ignores the query and fragment', () => {
    expect(keepsScroll(`${pb.sshKeys()}?sort=name`, `${pb.sshKeyEdit({ sshKey: 'k' })}#x`)).toBe(
      true,
    )
  })

  it('goes to the top for a page of its own', () => {
    expect(keepsScroll(pb.vpcs({ project }), pb.vpc({ project, vpc: 'web' }))).toBe(false)
    expect(keepsScroll(pb.instances({ project }), pb.instancesNew({ project }))).toBe(false)
    expect(keepsScroll(pb.projects(), pb.disks({ project }))).toBe(false)
  })

  it('goes to the top for the same panel over another project’s list', () => {
    expect(keepsScroll(pb.disks({ project: 'a' }), pb.disksNew({ project: 'b' }))).toBe(false)
  })

  it('goes to the top for an address the console has no page for', () => {
    expect(keepsScroll('/nowhere/at/all', pb.projectsNew())).toBe(false)
  })
})

describe('panelOver in the route table', () => {
  it('names an existing route that is no panel itself', () => {
    for (const [key, def] of Object.entries(routes) as [string, RouteDef][]) {
      if (!def.panelOver) continue
      expect(Object.keys(routes), key).toContain(def.panelOver)
      expect((routes as Record<string, RouteDef>)[def.panelOver].panelOver, key).toBeUndefined()
    }
  })
})

describe('keepScrollUnderPanels', () => {
  function setUp(asPath: string) {
    const handlers = new Map<string, (url: string) => void>()
    const router = {
      asPath,
      events: {
        on: (type: string, h: (url: string) => void) => void handlers.set(type, h),
        off: (type: string) => void handlers.delete(type),
      },
    }
    const win = { scrollX: 0, scrollY: 900, scrollTo: vi.fn() }
    const uninstall = keepScrollUnderPanels(router, win as unknown as Window)
    const move = (to: string) => {
      handlers.get('routeChangeStart')?.(to)
      win.scrollY = 0 // Next's scroll to the top
      router.asPath = to
      handlers.get('routeChangeComplete')?.(to)
    }
    return { win, move, uninstall, handlers }
  }

  it('puts the list back where it was after opening and closing a panel', () => {
    const list = pb.floatingIps({ project })
    const { win, move } = setUp(list)
    move(pb.floatingIpEdit({ project, floatingIp: 'ip-1' }))
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 900)
    win.scrollY = 900
    move(list)
    expect(win.scrollTo).toHaveBeenCalledTimes(2)
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 900)
  })

  it('leaves a move to another page at the top', () => {
    const { win, move } = setUp(pb.vpcs({ project }))
    move(pb.vpc({ project, vpc: 'web' }))
    expect(win.scrollTo).not.toHaveBeenCalled()
  })

  it('forgets a move that failed or was overtaken', () => {
    const { win, handlers } = setUp(pb.floatingIps({ project }))
    handlers.get('routeChangeStart')?.(pb.floatingIpsNew({ project }))
    handlers.get('routeChangeError')?.(pb.floatingIpsNew({ project }))
    handlers.get('routeChangeComplete')?.(pb.floatingIpsNew({ project }))
    expect(win.scrollTo).not.toHaveBeenCalled()
  })

  it('stops listening once uninstalled', () => {
    const { uninstall, handlers } = setUp(pb.floatingIps({ project }))
    uninstall()
    expect(handlers.size).toBe(0)
  })
})
