import { describe, expect, it } from 'vitest'
import type { VpcFirewallRuleUpdate } from '@/lib/api/__generated__/Api'
import {
  cloneName,
  newRuleValues,
  ruleFormSchema,
  ruleFormValues,
  toRuleUpdate,
  type RuleFormValues,
} from './rule-form'
import { validateIcmpCode, validateIcmpType, validateItemValue } from './items'

const schema = ruleFormSchema((name) => name === 'taken')
const valid: RuleFormValues = { ...newRuleValues, name: 'web', priority: 100 }

/** Each message of a failed check, with the field it is shown at. */
function problems(values: Partial<RuleFormValues>) {
  const result = schema.safeParse({ ...valid, ...values })
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])
}

describe('ruleFormSchema', () => {
  it('accepts a complete rule', () => {
    expect(problems({})).toEqual([])
  })

  it('checks the name, and that no other rule has it', () => {
    expect(problems({ name: '' })).toEqual([['name', 'Name is required']])
    expect(problems({ name: 'Web' })).toEqual([['name', 'Must start with a lowercase letter']])
    expect(problems({ name: 'taken' })).toEqual([
      ['name', 'Another rule in this VPC has this name'],
    ])
  })

  it('wants a priority from 0 to 65535', () => {
    expect(problems({ priority: undefined })).toEqual([['priority', 'Priority is required']])
    for (const priority of [-1, 65536, 1.5]) {
      expect(problems({ priority })).toEqual([
        ['priority', 'Priority must be a whole number from 0 to 65535'],
      ])
    }
    expect(problems({ priority: 0 })).toEqual([])
    expect(problems({ priority: 65535 })).toEqual([])
  })

  it('checks targets and hosts with the validator of their kind', () => {
    expect(
      problems({
        targets: [
          { type: 'ip', value: '10.0.0' },
          { type: 'instance', value: 'Web' },
        ],
        hosts: [{ type: 'ip_net', value: '10.0.0.0/33' }],
      }),
    ).toEqual([
      ['targets', 'IP 10.0.0: Not a valid IP address'],
      ['targets', 'Instance Web: Must start with a lowercase letter'],
      ['hosts', 'IP network 10.0.0.0/33: Max width for IPv4 is 32'],
    ])
  })

  it('says "Items must be unique" for a repeated item in any list', () => {
    const twice = <T>(x: T) => [x, x]
    expect(problems({ targets: twice({ type: 'vpc', value: 'default' }) })).toEqual([
      ['targets', 'Items must be unique'],
    ])
    expect(problems({ hosts: twice({ type: 'ip', value: '10.0.0.1' }) })).toEqual([
      ['hosts', 'Items must be unique'],
    ])
    expect(problems({ ports: twice('80') })).toEqual([['ports', 'Items must be unique']])
    expect(
      problems({ protocols: twice({ type: 'icmp', value: { icmpType: 8, code: null } }) }),
    ).toEqual([['protocols', 'Items must be unique']])
  })

  it('checks ports with the port-range validator', () => {
    expect(problems({ ports: ['80', '8080-8000', '70000', 'http'] })).toEqual([
      ['ports', '8080-8000: End of range must not be below start'],
      ['ports', '70000: Port must be 65535 or less'],
      ['ports', 'http: Must be a port or a range of ports, like 80 or 8000-8080'],
    ])
  })

  it('refuses a half-typed item rather than drop it', () => {
    expect(
      problems({
        targetDraft: { type: 'instance', value: 'web-1' },
        hostDraft: { type: 'ip', value: '10.0.0.1' },
        portDraft: '22',
        icmpDraft: { type: '8', code: '' },
      }),
    ).toEqual([
      ['targetDraft.value', 'Add this target or clear the field'],
      ['hostDraft.value', 'Add this host filter or clear the field'],
      ['portDraft', 'Add this port or clear the field'],
      ['icmpDraft.type', 'Add this ICMP filter or clear the field'],
    ])
    // whitespace alone is nothing typed
    expect(problems({ portDraft: '  ' })).toEqual([])
  })
})

describe('item validators', () => {
  it('take the IP, CIDR and name validators by kind', () => {
    expect(validateItemValue('ip', 'fd00::1')).toBeUndefined()
    expect(validateItemValue('ip', '10.0.0.0/8')).toBe('Not a valid IP address')
    expect(validateItemValue('ip_net', '10.0.0.0')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateItemValue('ip_net', '10.0.0.0/x')).toBe('Width must be an integer')
    expect(validateItemValue('ip_net', 'fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(validateItemValue('subnet', 'default')).toBeUndefined()
    expect(validateItemValue('vpc', '')).toBe('Name is required')
  })

  it('check ICMP types and codes (one byte each; a code may be a range)', () => {
    expect(validateIcmpType('8')).toBeUndefined()
    expect(validateIcmpType('256')).toBe('ICMP type must be a number from 0 to 255')
    expect(validateIcmpType('x')).toBe('ICMP type must be a number from 0 to 255')
    expect(validateIcmpCode('0-4')).toBeUndefined()
    expect(validateIcmpCode('3')).toBeUndefined()
    expect(validateIcmpCode('4-0')).toBe('End of range must not be below start')
    expect(validateIcmpCode('0-300')).toBe('Code must be 255 or less')
    expect(validateIcmpCode('a')).toBe('Must be a code or a range of codes, like 0 or 0-4')
  })
})

describe('toRuleUpdate', () => {
  const original: VpcFirewallRuleUpdate = {
    status: 'enabled',
    name: 'allow-https',
    description: 'Web',
    direction: 'inbound',
    targets: [{ type: 'subnet', value: 'default' }],
    filters: { hosts: null, ports: ['443'] },
    action: 'allow',
    priority: 100,
  }

  it('sends an untouched rule exactly as it came', () => {
    const out = toRuleUpdate(schema.parse(ruleFormValues(original)), original)
    expect(JSON.stringify(out)).toBe(JSON.stringify(original))
  })

  it('changes only what was changed', () => {
    const values = { ...ruleFormValues(original), enabled: false, ports: ['443', '8443'] }
    expect(toRuleUpdate(schema.parse(values), original)).toEqual({
      ...original,
      status: 'disabled',
      filters: { hosts: null, ports: ['443', '8443'] },
    })
  })

  it('builds a new rule with empty filters as null', () => {
    const values = {
      ...valid,
      targets: [{ type: 'vpc' as const, value: 'default' }],
      protocols: [{ type: 'icmp' as const, value: { icmpType: 3, code: '0-4' } }],
    }
    expect(toRuleUpdate(schema.parse(values))).toEqual({
      name: 'web',
      description: '',
      action: 'allow',
      direction: 'inbound',
      filters: {
        hosts: null,
        protocols: [{ type: 'icmp', value: { icmpType: 3, code: '0-4' } }],
        ports: null,
      },
      priority: 100,
      status: 'enabled',
      targets: [{ type: 'vpc', value: 'default' }],
    })
  })
})

describe('cloneName', () => {
  it('adds -copy, then a number while taken, within 63 characters', () => {
    expect(cloneName('web', () => false)).toBe('web-copy')
    expect(cloneName('web', (n) => n === 'web-copy')).toBe('web-copy-2')
    const long = `a${'b'.repeat(62)}`
    expect(cloneName(long, () => false)).toHaveLength(63)
    expect(cloneName(long, () => false)).toMatch(/-copy$/)
  })
})

describe('ICMP filters in the protocols list', () => {
  it('are checked with the ICMP validators', () => {
    expect(
      problems({
        protocols: [
          { type: 'icmp', value: { icmpType: 300, code: null } },
          { type: 'icmp', value: { icmpType: 3, code: '9-1' } },
        ],
      }),
    ).toEqual([
      ['protocols', 'ICMP type must be a number from 0 to 255'],
      ['protocols', 'End of range must not be below start'],
    ])
  })
})
