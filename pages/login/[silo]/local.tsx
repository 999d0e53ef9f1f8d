import { AuthCard } from '@/components/auth/auth-card'
import { LocalLoginForm } from '@/components/auth/local-login-form'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function LocalLoginPage() {
  const params = useRouteParams('silo')
  return (
    <AuthCard title="Sign in" subtitle={params && <>Silo: {params.silo}</>}>
      {params && <LocalLoginForm silo={params.silo} />}
    </AuthCard>
  )
}
