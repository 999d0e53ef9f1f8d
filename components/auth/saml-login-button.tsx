import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api/errors'
import { postSamlSignIn } from '@/lib/api/saml-sign-in'
import { safeRedirectPath } from '@/lib/core/safe-redirect'

/**
 * Starts the SAML login (lib/api/saml-sign-in.ts), `redirect` the same-origin path to come
 * back to; the browser then goes where the answer led.
 */
export function SamlLoginButton({
  silo,
  provider,
  redirect,
}: {
  silo: string
  provider: string
  redirect: string | undefined
}) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()

  async function signIn() {
    setPending(true)
    setError(undefined)
    try {
      const res = await postSamlSignIn(silo, provider, redirect)
      const landed = new URL(res.url)
      const next =
        landed.origin === window.location.origin &&
        safeRedirectPath(landed.pathname + landed.search)
      if (res.ok && res.redirected && next) {
        window.location.assign(next)
        return
      }
      setError(`Could not sign in with ${provider} (${res.status}).`)
    } catch (e) {
      // the API's refusal in its words; no answer at all reads as the transport words it
      setError(
        isApiError(e) && e.statusCode !== 0
          ? `Could not sign in with ${provider}: ${e.message}`
          : `Could not reach ${provider}. Check your connection and try again.`,
      )
    }
    setPending(false)
  }

  return (
    <div className="flex flex-col gap-4">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <Button type="button" className="w-full" disabled={pending} onClick={() => void signIn()}>
        Sign in with {provider}
      </Button>
    </div>
  )
}
