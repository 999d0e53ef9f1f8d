import { describe, expect, it } from 'vitest'
import { certificateSchema, checkChain, checkKey } from './certificate-schema'

// openssl req -x509 -newkey ec … -days 90 -subj "/O=Acme/CN=*.sys.acme.example":
// valid from 2026-11-24T20:58:40Z to 2027-02-22T20:58:40Z
const CHAIN = `-----BEGIN CERTIFICATE-----
MIIBrTCCAVOgAwIBAgIUKepfE02y7jsyNLHcmxxpgeCjjBwwCgYIKoZIzj0EAwIw
LDENMAsGA1UECgwEQWNtZTEbMBkGA1UEAwwSKi5zeXMuYWNtZS5leGFtcGxlMB4X
DTI2MTEyNDIwNTg0MFoXDTI3MDIyMjIwNTg0MFowLDENMAsGA1UECgwEQWNtZTEb
MBkGA1UEAwwSKi5zeXMuYWNtZS5leGFtcGxlMFkwEwYHKoZIzj0CAQYIKoZIzj0D
AQcDQgAEB5vBdZUTOqsDVzlTWZ6Jj+0BNrTD6pZe1SJq86yL/C2AiLoSoYUANUJC
MM6OcLdY0Oedvh3F2mK+TIzTs4XMuKNTMFEwHQYDVR0OBBYEFFOvnhW+QlL0hfY3
9NraTfhEvwqJMB8GA1UdIwQYMBaAFFOvnhW+QlL0hfY39NraTfhEvwqJMA8GA1Ud
EwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIhAKP4L4wuHr+9bJ5gMmf2HKZ8
LB+bv8s7rSFZVTi80WpDAiBKRABGXUbovYTllTL2Cb5atRGKPs956ufmelM/XCKE
sA==
-----END CERTIFICATE-----
`
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgY2VydHMtdGVzdC1r
ZXktbm90LXJlYWxseS11c2VkoUQDQgAEB5vBdZUTOqsDVzlTWZ6Jj+0BNrTD6pZe
1SJq86yL/C2AiLoSoYUANUJCMM6OcLdY0Oedvh3F2mK+TIzTs4XMuA==
-----END PRIVATE KEY-----
`

const during = new Date('2027-01-01T00:00:00Z')

describe('checkChain', () => {
  it('accepts a PEM chain whose leaf is valid now', () => {
    expect(checkChain(CHAIN, during)).toBeUndefined()
  })

  it('asks for a file, and names a key chosen where the chain belongs', () => {
    expect(checkChain('', during)).toBe('Choose the certificate file')
    expect(checkChain(KEY, during)).toBe('Expected a certificate, but the file holds private key')
  })

  it('refuses an expired or not yet valid certificate, saying when', () => {
    expect(checkChain(CHAIN, new Date('2027-03-01T00:00:00Z'))).toMatch(
      /^The certificate expired on /,
    )
    expect(checkChain(CHAIN, new Date('2026-11-01T00:00:00Z'))).toMatch(
      /^The certificate is not valid until /,
    )
  })

  it('refuses a certificate block that is not X.509', () => {
    expect(checkChain('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toBe(
      'The certificate could not be read: it is not an X.509 certificate',
    )
  })
})

describe('checkKey', () => {
  it('accepts one private key and refuses a certificate in its place', () => {
    expect(checkKey(KEY)).toBeUndefined()
    expect(checkKey('')).toBe('Choose the private key file')
    expect(checkKey(CHAIN)).toBe('Expected a private key, but the file holds certificate')
  })
})

describe('certificateSchema', () => {
  it('needs a valid name', () => {
    const r = certificateSchema.safeParse({ name: 'Bad Name', description: '', cert: '', key: '' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['name', 'cert', 'key']),
    )
  })
})
