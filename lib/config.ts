/** The silo `/login` sends people to; set at build time for a given rack. */
export const DEFAULT_SILO = process.env.NEXT_PUBLIC_DEFAULT_SILO || 'acme'

export const DOCS_IDP_URL = 'https://docs.oxide.computer/guides/system/identity-providers'
