import { describe, expect, it } from 'vitest'
import {
  acsUrlFor,
  createIdpDefaults,
  createIdpSchema,
  toSamlIdentityProviderCreate,
  type CreateIdpValues,
} from './idp-schema'

const pem = (label: string, body = 'TUlJQg==') =>
  `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`

const valid: CreateIdpValues = {
  ...createIdpDefaults,
  name: 'okta',
  acsUrl: acsUrlFor('https://console.example.com', 'corp', 'okta'),
  sloUrl: 'https://idp.example.com/logout',
  idpEntityId: 'https://idp.example.com',
  spClientId: 'oxide',
  technicalContactEmail: 'ops@example.com',
  metadataUrl: 'https://idp.example.com/metadata',
}

const issues = (value: CreateIdpValues) => {
  const result = createIdpSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('the new SAML provider form', () => {
  it('derives the ACS URL from the origin, silo and provider', () => {
    expect(valid.acsUrl).toBe('https://console.example.com/login/corp/saml/okta')
  })

  it('sends a metadata URL, the group attribute and no keypair by default', () => {
    expect(issues(valid)).toEqual([])
    expect(toSamlIdentityProviderCreate(valid)).toMatchObject({
      idpMetadataSource: { type: 'url', url: 'https://idp.example.com/metadata' },
      groupAttributeName: 'groups',
      signingKeypair: null,
    })
  })

  it('sends a metadata file as base64 XML, and refuses one that is not XML', () => {
    const xml = { ...valid, metadataSource: 'file' as const, metadataXml: btoa('<md/>') }
    expect(toSamlIdentityProviderCreate(xml).idpMetadataSource).toEqual({
      type: 'base64_encoded_xml',
      data: btoa('<md/>'),
    })
    expect(issues({ ...xml, metadataXml: btoa('{"json": true}') })).toEqual([
      'metadataXml: The metadata file is not XML',
    ])
    expect(issues({ ...xml, metadataXml: '' })).toEqual([
      'metadataXml: Choose the metadata XML file',
    ])
  })

  it('sends the signing keypair as base64 DER and wants both halves', () => {
    const withPair = {
      ...valid,
      signingCert: pem('CERTIFICATE', 'Q0VSVA=='),
      signingKey: pem('RSA PRIVATE KEY', 'S0VZ'),
    }
    expect(toSamlIdentityProviderCreate(withPair).signingKeypair).toEqual({
      publicCert: 'Q0VSVA==',
      privateKey: 'S0VZ',
    })
    expect(issues({ ...withPair, signingKey: '' })).toEqual([
      'signingKey: Choose the private key that goes with the certificate',
    ])
    expect(issues({ ...withPair, signingKey: pem('PRIVATE KEY') })).toEqual([
      'signingKey: Expected an RSA private key (PKCS#1), but the file holds private key',
    ])
  })

  it('checks URLs and the contact email', () => {
    expect(issues({ ...valid, sloUrl: 'idp.example.com', technicalContactEmail: 'ops' })).toEqual([
      'sloUrl: Must be a URL starting with http:// or https://',
      'technicalContactEmail: Enter an email address',
    ])
  })
})
