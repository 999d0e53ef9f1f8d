import { describe, expect, it } from 'vitest'
import {
  CERTIFICATE_CHAIN,
  checkPem,
  pemToDerBase64,
  PRIVATE_KEY,
  RSA_PKCS1_KEY,
  SIGNING_CERTIFICATE,
} from './pem'

const block = (label: string, body = 'TUlJQmtUQ0IrUUlKQUtIQg==') =>
  `-----BEGIN ${label}-----\n${body.slice(0, 12)}\n${body.slice(12)}\n-----END ${label}-----\n`

describe('PEM checks', () => {
  it('accepts a certificate chain and a private key of each usual kind', () => {
    expect(checkPem(block('CERTIFICATE') + block('CERTIFICATE'), CERTIFICATE_CHAIN)).toBe(undefined)
    for (const label of ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY']) {
      expect(checkPem(block(label), PRIVATE_KEY)).toBe(undefined)
    }
  })

  it('says when a file is not PEM at all', () => {
    expect(checkPem('MIIBkTCB+QIJAKHB', CERTIFICATE_CHAIN)).toBe(
      'Not a PEM file: a certificate starts with -----BEGIN CERTIFICATE-----',
    )
  })

  it('says when the key was picked where the certificate belongs, and the other way round', () => {
    expect(checkPem(block('PRIVATE KEY'), CERTIFICATE_CHAIN)).toBe(
      'Expected a certificate, but the file holds private key',
    )
    expect(checkPem(block('CERTIFICATE'), PRIVATE_KEY)).toBe(
      'Expected a private key, but the file holds certificate',
    )
  })

  it('takes one key only, and only PKCS#1 RSA for SAML signing', () => {
    expect(checkPem(block('PRIVATE KEY') + block('PRIVATE KEY'), PRIVATE_KEY)).toBe(
      'Expected one private key, but the file holds 2',
    )
    expect(checkPem(block('PRIVATE KEY'), RSA_PKCS1_KEY)).toBe(
      'Expected an RSA private key (PKCS#1), but the file holds private key',
    )
    expect(checkPem(block('CERTIFICATE') + block('CERTIFICATE'), SIGNING_CERTIFICATE)).toBe(
      'Expected one certificate, but the file holds 2',
    )
  })

  it('finds damaged contents and mismatched armour', () => {
    expect(checkPem(block('CERTIFICATE', 'not base64 at all!!'), CERTIFICATE_CHAIN)).toBe(
      'The certificate file is damaged: its contents are not base64',
    )
    expect(
      checkPem('-----BEGIN CERTIFICATE-----\nAAAA\n-----END PRIVATE KEY-----', CERTIFICATE_CHAIN),
    ).toMatch(/^Not a PEM file/)
  })

  it('turns a PEM into the base64 of its DER bytes', () => {
    expect(pemToDerBase64(block('CERTIFICATE'))).toBe('TUlJQmtUQ0IrUUlKQUtIQg==')
  })
})
