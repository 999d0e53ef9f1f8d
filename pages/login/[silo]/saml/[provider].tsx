import { AuthCard } from '@/components/auth/auth-card'
import { Button } from '@/components/ui/button'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { useQueryParam, useRouteParams } from '@/lib/use-route-params'

/**
 * Starts the SAML login: a plain form post to the platform's SAML endpoint,
 * which answers with a redirect the browser follows (RelayState carries the
 * same-origin path to return to).
 */
export default function SamlLoginPage() {
  const params = useRouteParams('silo', 'provider')
  const redirect = safeRedirectPath(useQueryParam('redirect_uri'))
  return (
    <AuthCard title="Sign in" subtitle={params && <>Silo: {params.silo}</>}>
      {params && (
        <form
          method="post"
          action={`/login/${encodeURIComponent(params.silo)}/saml/${encodeURIComponent(params.provider)}`}
        >
          {redirect && <input type="hidden" name="RelayState" value={redirect} />}
          <Button type="submit" className="w-full">
            Sign in with {params.provider}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
