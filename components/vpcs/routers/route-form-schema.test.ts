import { describe, expect, it } from 'vitest'
import {
  kindsWith,
  newRouteDefaults,
  routeFormSchema,
  routeFormValues,
  toRouteCreate,
  type RouteFormValues,
} from './route-form-schema'

const withValues = (
  destination: Partial<RouteFormValues['destination']['values']> & {
    type?: RouteFormValues['destination']['type']
  },
  target: Partial<RouteFormValues['target']['values']> & {
    type?: RouteFormValues['target']['type']
  },
): RouteFormValues => {
  const { type: destinationType, ...dv } = destination
  const { type: targetType, ...tv } = target
  return {
    ...newRouteDefaults,
    name: 'to-internet',
    destination: {
      type: destinationType ?? newRouteDefaults.destination.type,
      values: { ...newRouteDefaults.destination.values, ...dv },
    },
    target: {
      type: targetType ?? newRouteDefaults.target.type,
      values: { ...newRouteDefaults.target.values, ...tv },
    },
  }
}

const issues = (v: RouteFormValues) =>
  routeFormSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('routeFormSchema', () => {
  it('sends only the chosen kinds, with their values', () => {
    const v = withValues(
      { ip_net: '0.0.0.0/0', ip: 'half-typed' },
      { internet_gateway: 'default', ip: 'stale' },
    )
    expect(issues(v)).toEqual([])
    expect(toRouteCreate(routeFormSchema.parse(v))).toEqual({
      name: 'to-internet',
      description: '',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'internet_gateway', value: 'default' },
    })
  })

  it('sends a drop target without a value', () => {
    const v = withValues({ type: 'ip', ip: '192.168.1.1' }, { type: 'drop' })
    expect(toRouteCreate(routeFormSchema.parse(v)).target).toEqual({ type: 'drop' })
  })

  it('checks an IP destination and target with the IP validator message', () => {
    expect(
      issues(withValues({ type: 'ip', ip: '10.0.0' }, { type: 'ip', ip: '10.0.0.256' })),
    ).toEqual([
      ['destination.values.ip', 'Not a valid IP address'],
      ['target.values.ip', 'Not a valid IP address'],
    ])
  })

  it('checks an IP network with the CIDR validator messages', () => {
    const cidr = (ip_net: string) => issues(withValues({ ip_net }, { internet_gateway: 'default' }))
    expect(cidr('10.0.0.0')).toEqual([
      ['destination.values.ip_net', 'Must contain an IP address and a width, separated by a /'],
    ])
    expect(cidr('10.0.0.0/x')).toEqual([['destination.values.ip_net', 'Width must be an integer']])
    expect(cidr('10.0.0.0/33')).toEqual([['destination.values.ip_net', 'Max width for IPv4 is 32']])
    expect(cidr('fd00::/129')).toEqual([['destination.values.ip_net', 'Max width for IPv6 is 128']])
    expect(cidr('fd00::/64')).toEqual([])
  })

  it('asks for a pick where the value comes from a picker', () => {
    expect(issues(withValues({ type: 'subnet' }, { type: 'instance' }))).toEqual([
      ['destination.values.subnet', 'Choose a subnet'],
      ['target.values.instance', 'Choose an instance'],
    ])
    expect(issues(withValues({ ip_net: '0.0.0.0/0' }, {}))).toEqual([
      ['target.values.internet_gateway', 'Choose an internet gateway'],
    ])
  })
})

describe('routeFormValues', () => {
  it('puts a route back into the form, which sends it unchanged', () => {
    const route = {
      name: 'vpn',
      description: 'Partner network',
      destination: { type: 'ip_net', value: '172.20.0.0/16' },
      target: { type: 'ip', value: '10.1.1.5' },
    } as const
    const v = routeFormValues(route)
    expect(v.destination).toEqual({
      type: 'ip_net',
      values: { ip: '', ip_net: '172.20.0.0/16', vpc: '', subnet: '' },
    })
    expect(toRouteCreate(routeFormSchema.parse(v))).toEqual(route)
  })

  it('keeps a drop target as drop', () => {
    const v = routeFormValues({
      name: 'drop-private',
      description: '',
      destination: { type: 'ip_net', value: '192.168.0.0/16' },
      target: { type: 'drop' },
    })
    expect(toRouteCreate(routeFormSchema.parse(v)).target).toEqual({ type: 'drop' })
  })
})

describe('kindsWith', () => {
  it("adds the route's own kind when the form doesn't offer it", () => {
    expect(kindsWith(['ip', 'ip_net'], 'vpc')).toEqual(['ip', 'ip_net', 'vpc'])
    expect(kindsWith(['ip', 'ip_net'], 'ip')).toEqual(['ip', 'ip_net'])
  })
})
