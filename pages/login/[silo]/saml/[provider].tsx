import { AuthCard } from '@/components/auth/auth-card'
import { SamlLoginButton } from '@/components/auth/saml-login-button'
import { safeRedirectPath } from '@/lib/core/safe-redirect'
import { useQueryParam, useRouteParams } from '@/lib/core/use-route-params'

export default function SamlLoginPage() {
  const params = useRouteParams('silo', 'provider')
  const redirect = safeRedirectPath(useQueryParam('redirect_uri'))
  return (
    <AuthCard title="Sign in" subtitle={params && <>Silo: {params.silo}</>}>
      {params && (
        <SamlLoginButton silo={params.silo} provider={params.provider} redirect={redirect} />
      )}
    </AuthCard>
  )
}
