import { sendRaw } from './client'
import * as op from './ops'

/**
 * Starts a SAML sign-in: a POST to the platform's SAML endpoint for the silo's provider,
 * `relayState` the same-origin path to come back to. The generated `loginSaml` sends no body
 * (so no RelayState) and reads the answer as JSON, but the answer is the page the redirects
 * led to: the caller gets the Response itself and looks at where it landed (`redirected`,
 * `url`). Sent by the one transport (lib/api/client.ts), as the platform's CSP allows no
 * form submission (`form-action 'none'`); a refusal rejects with its ApiError.
 */
export const postSamlSignIn = (silo: string, provider: string, relayState: string | undefined) =>
  sendRaw(
    op.loginSaml,
    { path: { siloName: silo, providerName: provider } },
    {
      body: relayState ? new URLSearchParams({ RelayState: relayState }).toString() : '',
      contentType: 'application/octet-stream',
      read: async (response) => response,
    },
  )
