import { API_VERSION } from './__generated__/operations'

/**
 * Starts a SAML sign-in: a POST to the platform's SAML endpoint for the silo's provider,
 * `relayState` the same-origin path to come back to. The generated `loginSaml` sends no body
 * (so no RelayState) and reads the answer as JSON, but the answer is the page the redirects
 * led to: the caller gets the Response itself and looks at where it landed (`redirected`,
 * `url`). Sent with fetch, as the platform's CSP allows no form submission (`form-action
 * 'none'`).
 */
export function postSamlSignIn(silo: string, provider: string, relayState: string | undefined) {
  return fetch(`/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/octet-stream', 'api-version': API_VERSION },
    body: relayState ? new URLSearchParams({ RelayState: relayState }).toString() : '',
  })
}
