import { describe, expect, it } from 'vitest'
import { ipInNet, ipToBigInt, sameIp } from './ip-number'

describe('ipToBigInt', () => {
  it('reads every IPv6 spelling of one address alike, beyond 2^53', () => {
    const full = ipToBigInt('ffff:0:0:0:0:0:0:1', 6)
    expect(full).toBe((0xffffn << 112n) + 1n)
    expect(ipToBigInt('ffff::1', 6)).toBe(full)
    expect(ipToBigInt('::ffff:1.2.3.4', 6)).toBe(0xffff01020304n)
    expect(ipToBigInt('::', 6)).toBe(0n)
  })

  it('reads IPv4 as its 32-bit number', () => {
    expect(ipToBigInt('255.255.255.255', 4)).toBe(2n ** 32n - 1n)
  })
})

describe('sameIp', () => {
  it('compares addresses, not their spelling', () => {
    expect(sameIp('fd00::5', 'FD00:0:0::0005')).toBe(true)
    expect(sameIp('10.0.0.5', '10.0.0.5')).toBe(true)
    expect(sameIp('10.0.0.5', '10.0.0.50')).toBe(false)
  })

  it('never equates the two families, nor text that is no address', () => {
    expect(sameIp('1.2.3.4', '::ffff:1.2.3.4')).toBe(false)
    expect(sameIp('nope', 'nope')).toBe(false)
  })
})

describe('ipInNet', () => {
  it('holds the first and last address of an IPv4 network and nothing either side', () => {
    expect(ipInNet('10.0.0.0', '10.0.0.0/24')).toBe(true)
    expect(ipInNet('10.0.0.255', '10.0.0.0/24')).toBe(true)
    expect(ipInNet('9.255.255.255', '10.0.0.0/24')).toBe(false)
    expect(ipInNet('10.0.1.0', '10.0.0.0/24')).toBe(false)
  })

  it('ignores host bits in the network and takes the widths 0 and 32', () => {
    expect(ipInNet('10.0.0.200', '10.0.0.5/24')).toBe(true)
    expect(ipInNet('203.0.113.9', '0.0.0.0/0')).toBe(true)
    expect(ipInNet('10.0.0.5', '10.0.0.5/32')).toBe(true)
    expect(ipInNet('10.0.0.6', '10.0.0.5/32')).toBe(false)
  })

  it('works in IPv6 at its boundaries', () => {
    expect(ipInNet('fd00::', 'fd00::/64')).toBe(true)
    expect(ipInNet('fd00::ffff:ffff:ffff:ffff', 'fd00::/64')).toBe(true)
    expect(ipInNet('fd00:0:0:1::', 'fd00::/64')).toBe(false)
    expect(ipInNet('fd00::1', 'fd00::1/128')).toBe(true)
    expect(ipInNet('fd00::1', '::/0')).toBe(true)
  })

  it('never holds an address of the other family, nor reads a bad network', () => {
    expect(ipInNet('10.0.0.5', '::/0')).toBe(false)
    expect(ipInNet('fd00::1', '0.0.0.0/0')).toBe(false)
    expect(ipInNet('10.0.0.5', '10.0.0.0')).toBe(false)
  })
})
