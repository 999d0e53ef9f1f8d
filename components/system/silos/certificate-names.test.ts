import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { certificateCovers, rackDomainOf, siloDnsName } from '@/lib/domain/silo-dns'
import { certificateNames } from './certificate-names'

const dir = mkdtempSync(join(tmpdir(), 'silo-cert-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A self-signed certificate made by openssl, as an operator would make one. */
function certificate(subject: string, altNames: string[] = []): string {
  const out = join(dir, `${Math.random().toString(36).slice(2)}.pem`)
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
      ...['-keyout', join(dir, 'key.pem'), '-out', out, '-days', '30', '-subj', subject],
      ...(altNames.length ? ['-addext', `subjectAltName=${altNames.join(',')}`] : []),
    ],
    { stdio: 'ignore' },
  )
  return readFileSync(out, 'utf8')
}

describe('certificateNames', () => {
  it('reads the subject’s common name and the DNS alt names, not the other kinds', () => {
    const pem = certificate('/O=Acme/CN=console.acme.sys.rack.example', [
      'DNS:*.sys.rack.example',
      'DNS:acme.sys.rack.example',
      'IP:192.0.2.1',
      'email:ops@rack.example',
    ])
    expect(certificateNames(pem)).toEqual({
      commonName: 'console.acme.sys.rack.example',
      dnsNames: ['*.sys.rack.example', 'acme.sys.rack.example'],
    })
  })

  it('reads the leaf of a chain, and a certificate with neither name', () => {
    const leaf = certificate('/CN=leaf.example')
    const chain = leaf + certificate('/CN=Acme Root CA')
    expect(certificateNames(chain)?.commonName).toBe('leaf.example')
    expect(certificateNames(certificate('/O=Acme'))).toEqual({
      commonName: undefined,
      dnsNames: [],
    })
  })

  it('says nothing of a file that is PEM but no certificate', () => {
    expect(
      certificateNames('-----BEGIN CERTIFICATE-----\nTUlJQg==\n-----END CERTIFICATE-----'),
    ).toBe(undefined)
    expect(certificateNames('not pem')).toBe(undefined)
  })
})

describe('a silo certificate against the silo’s DNS name', () => {
  const domain = rackDomainOf('console.acme.sys.rack.example')!
  const covers = (pem: string, silo: string) =>
    certificateCovers(certificateNames(pem)!, siloDnsName(silo, domain))

  it('matches a wildcard over the rack’s silos, and the silo’s own name', () => {
    const wildcard = certificate('/CN=rack', ['DNS:*.sys.rack.example'])
    expect(covers(wildcard, 'corp')).toBe(true)
    expect(covers(certificate('/CN=x', ['DNS:corp.sys.rack.example']), 'corp')).toBe(true)
  })

  it('tells a certificate for another silo or another rack', () => {
    expect(covers(certificate('/CN=x', ['DNS:acme.sys.rack.example']), 'corp')).toBe(false)
    expect(covers(certificate('/CN=x', ['DNS:*.sys.other.example']), 'corp')).toBe(false)
    // a wildcard stands for one label, not two
    expect(covers(certificate('/CN=x', ['DNS:*.rack.example']), 'corp')).toBe(false)
  })

  it('reads the common name only when there are no DNS alt names', () => {
    expect(covers(certificate('/CN=corp.sys.rack.example'), 'corp')).toBe(true)
    const both = certificate('/CN=corp.sys.rack.example', ['DNS:acme.sys.rack.example'])
    expect(covers(both, 'corp')).toBe(false)
  })
})
