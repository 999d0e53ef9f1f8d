import { describe, expect, it } from 'vitest'
import { certificateValidity, daysUntil } from './certificate-validity'

// openssl req -x509 -newkey ec … -days 90 -subj "/O=Acme/CN=*.sys.acme.example"
const WILDCARD = `-----BEGIN CERTIFICATE-----
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

// -days 10000: a notAfter past 2049 is a GeneralizedTime
const LONG = `-----BEGIN CERTIFICATE-----
MIIBhDCCASugAwIBAgIUfMAf5nUkTlMupqW6ytwnd0t5+EcwCgYIKoZIzj0EAwIw
FzEVMBMGA1UEAwwMbG9uZy5leGFtcGxlMCAXDTI2MTEyNDIwNTg0MloYDzIwNTQw
NDExMjA1ODQyWjAXMRUwEwYDVQQDDAxsb25nLmV4YW1wbGUwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAAQyN59cx5zTadHdBAGiKFRdCqunpUsqMdMS4/itl+oW3Grz
4Si8xsBpQf2fkVfTjlkRA8z8+TaOHxIXuRPYaEN/o1MwUTAdBgNVHQ4EFgQUxoje
+zPIxwYzNlLKDQbZplpgA3MwHwYDVR0jBBgwFoAUxoje+zPIxwYzNlLKDQbZplpg
A3MwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNHADBEAiB8GwNoupIFN1TP
cbpTZciG0FnzGZW35bKOo8BrsIDk7gIgJj4fFhFAdqQqsmlRx08E5bJ+SGBl21g1
L18zYBicC/g=
-----END CERTIFICATE-----
`

describe('certificateValidity', () => {
  it('reads the leaf’s common name and validity as openssl prints them', () => {
    expect(certificateValidity(WILDCARD)).toEqual({
      commonName: '*.sys.acme.example',
      notBefore: new Date('2026-11-24T20:58:40Z'),
      notAfter: new Date('2027-02-22T20:58:40Z'),
    })
  })

  it('reads a GeneralizedTime expiry, and takes the first certificate of a chain', () => {
    const v = certificateValidity(LONG + WILDCARD)
    expect(v?.commonName).toBe('long.example')
    expect(v?.notAfter).toEqual(new Date('2054-04-11T20:58:42Z'))
  })

  it('gives nothing for text that is not a readable certificate', () => {
    expect(certificateValidity('')).toBeUndefined()
    expect(
      certificateValidity('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'),
    ).toBeUndefined()
  })
})

describe('daysUntil', () => {
  it('counts whole days left, negative once past', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(daysUntil(new Date('2026-01-31T12:00:00Z'), now)).toBe(30)
    expect(daysUntil(new Date('2025-12-31T00:00:00Z'), now)).toBe(-1)
  })
})
