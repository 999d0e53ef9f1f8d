import { describe, expect, it } from 'vitest'
import verdicts from '@/api/verdicts.json'
import { processApiError } from '@/lib/api/errors'
import { validateCidr } from '@/lib/core/validators/cidr'
import { validateDescription } from '@/lib/core/validators/description'
import { validatePortRange } from '@/lib/core/validators/port-range'
import { validateIcmpCode } from '@/lib/domain/firewall/items'
import {
  subnetIpv4Problem,
  subnetIpv6Problem,
  validateBlockWith,
  vpcPrefixProblem,
} from './vpc-blocks'

// The console's side of api/verdicts.json: what a form refuses before submit is what Nexus
// refuses (mocks/tests/nexus-verdicts.test.ts holds the mock to the same rows).

type Row = { text: string; repeat?: number; ok: boolean }
const textOf = (row: Row) => row.text.repeat(row.repeat ?? 1)
const label = (row: Row) =>
  `${row.repeat ? `${row.repeat} × ${JSON.stringify(row.text)}` : JSON.stringify(row.text)}: ${row.ok ? 'taken' : 'refused'}`

function holds(rows: Row[], check: (value: string) => string | undefined) {
  it.each(rows.map((row) => [label(row), row] as const))('%s', (_, row) => {
    const message = check(textOf(row))
    if (row.ok) expect(message).toBeUndefined()
    else expect(message, 'a refusal says why').toMatch(/\w/)
  })
}

describe('a description', () => holds(verdicts.description, validateDescription))
describe('a port range', () => holds(verdicts.portRange, validatePortRange))
describe('an ICMP code range', () => holds(verdicts.icmpCode, validateIcmpCode))
describe('a CIDR', () => holds(verdicts.ipNet, validateCidr))
describe("a subnet's IPv4 block", () =>
  holds(verdicts.subnetIpv4Block, validateBlockWith(4, subnetIpv4Problem)))
describe("a subnet's IPv6 block", () => {
  const { vpcPrefix, rows } = verdicts.subnetIpv6Block
  holds(
    rows,
    validateBlockWith(6, (net) => subnetIpv6Problem(net, vpcPrefix)),
  )
})
describe("a VPC's IPv6 prefix", () =>
  holds(verdicts.vpcIpv6Prefix, validateBlockWith(6, vpcPrefixProblem)))

describe('a body the server could not parse', () => {
  it.each(verdicts.jsonBody)('shows $shown', ({ wire, shown }) => {
    const error = processApiError(
      {
        type: 'error',
        response: new Response(null, { status: 400 }),
        data: { errorCode: 'InvalidRequest', message: wire, requestId: 'r-1' },
      },
      'projectCreate',
    )
    expect(error.message).toBe(shown)
  })
})
