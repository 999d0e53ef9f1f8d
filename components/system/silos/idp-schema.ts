import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { SamlIdentityProviderCreate } from '@/lib/api/__generated__/Api'
import { nameSchema } from '@/lib/core/validators/name'
import { checkPem, pemToDerBase64, RSA_PKCS1_KEY, SIGNING_CERTIFICATE } from './pem'

/** Where Nexus receives a provider's assertions: the console's origin, then the silo and provider. */
export const acsUrlFor = (origin: string, silo: string, provider: string) =>
  `${origin}/login/${silo}/saml/${provider}`

function checkHttpUrl(value: string): string | undefined {
  if (value.trim() === '') return 'Enter a URL'
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') return undefined
  } catch {
    // falls through to the message
  }
  return 'Must be a URL starting with http:// or https://'
}

/** The chosen metadata file, base64 as the API takes it: it must hold an XML document. */
function checkMetadataXml(base64: string): string | undefined {
  if (base64 === '') return 'Choose the metadata XML file'
  let text: string
  try {
    text = atob(base64)
  } catch {
    return 'The metadata file could not be read'
  }
  if (
    !text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<')
  ) {
    return 'The metadata file is not XML'
  }
  return undefined
}

const required = (what: string) => z.string().check(z.trim(), z.minLength(1, `Enter the ${what}`))
const optionalPem = (kind: Parameters<typeof checkPem>[1]) =>
  z.string().check(z.validator((text) => (text === '' ? undefined : checkPem(text, kind))))

export const createIdpSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    acsUrl: z.string().check(z.validator(checkHttpUrl)),
    sloUrl: z.string().check(z.validator(checkHttpUrl)),
    idpEntityId: required('IdP entity ID'),
    spClientId: required('SP client ID'),
    technicalContactEmail: z.email('Enter an email address'),
    groupAttributeName: z.string(),
    metadataSource: z.enum(['url', 'file']),
    metadataUrl: z.string(),
    metadataXml: z.string(),
    signingCert: optionalPem(SIGNING_CERTIFICATE),
    signingKey: optionalPem(RSA_PKCS1_KEY),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string | undefined) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message })
      }
      if (v.metadataSource === 'url') issue('metadataUrl', checkHttpUrl(v.metadataUrl))
      else issue('metadataXml', checkMetadataXml(v.metadataXml))
      // a keypair is both halves or neither
      if (v.signingCert !== '' && v.signingKey === '') {
        issue('signingKey', 'Choose the private key that goes with the certificate')
      }
      if (v.signingKey !== '' && v.signingCert === '') {
        issue('signingCert', 'Choose the certificate that goes with the private key')
      }
    }),
  )

export type CreateIdpValues = z.infer<typeof createIdpSchema>

export const createIdpDefaults: CreateIdpValues = {
  name: '',
  description: '',
  acsUrl: '',
  sloUrl: '',
  idpEntityId: '',
  spClientId: '',
  technicalContactEmail: '',
  // Nexus only reads group membership from an attribute when one is named
  groupAttributeName: 'groups',
  metadataSource: 'url',
  metadataUrl: '',
  metadataXml: '',
  signingCert: '',
  signingKey: '',
}

export function toSamlIdentityProviderCreate(v: CreateIdpValues): SamlIdentityProviderCreate {
  const groupAttribute = v.groupAttributeName.trim()
  return {
    name: v.name,
    description: v.description,
    acsUrl: v.acsUrl,
    sloUrl: v.sloUrl,
    idpEntityId: v.idpEntityId.trim(),
    spClientId: v.spClientId.trim(),
    technicalContactEmail: v.technicalContactEmail,
    groupAttributeName: groupAttribute === '' ? null : groupAttribute,
    idpMetadataSource:
      v.metadataSource === 'url'
        ? { type: 'url', url: v.metadataUrl }
        : { type: 'base64_encoded_xml', data: v.metadataXml },
    // the contract takes the keypair as base64 DER, not PEM
    signingKeypair:
      v.signingCert === ''
        ? null
        : { publicCert: pemToDerBase64(v.signingCert), privateKey: pemToDerBase64(v.signingKey) },
  }
}
