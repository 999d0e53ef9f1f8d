import { Redirect } from '@/components/layout/redirect'
import { DEFAULT_SILO } from '@/lib/config'
import { pb } from '@/lib/paths'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { useRouter } from 'next/router'

/** Goes to the default silo's local login, keeping a safe redirect_uri. */
export default function LoginPage() {
  const router = useRouter()
  if (!router.isReady) return <Redirect to={undefined} />
  const next = safeRedirectPath(router.query.redirect_uri)
  const target = pb.loginLocal({ silo: DEFAULT_SILO })
  return <Redirect to={next ? `${target}?redirect_uri=${encodeURIComponent(next)}` : target} />
}
