export const DOCS_IDP_URL = 'https://docs.oxide.computer/guides/system/identity-providers'
