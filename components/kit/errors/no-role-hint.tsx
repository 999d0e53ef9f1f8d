import * as op from '@/lib/api/ops'
import { signedInUser } from '@/lib/api/page-queries'
import { useApiQuery } from '@/lib/api/query'
import { docs } from '@/lib/core/docs'
import { isNoRoleUser } from '@/lib/domain/roles'

/**
 * Spec §6: a user with no groups and no role on the silo most likely has a misconfigured
 * identity provider. Shown under a 403's message once the user's groups and the silo's
 * policy say so.
 */
export function NoRoleHint() {
  const me = useApiQuery(...signedInUser())
  const groups = useApiQuery(op.currentUserGroups, {})
  // reading the silo policy may itself be forbidden; that counts as no role
  const policy = useApiQuery(op.policyView, {})
  const noRole =
    me.data &&
    groups.data &&
    !policy.isPending &&
    isNoRoleUser(groups.data.items, policy.data, me.data.id)
  if (!noRole) return null
  return (
    <p className="mt-4 rounded-md border border-notice/40 bg-notice/10 p-3 text-left text-sm text-foreground">
      You are not in any group and have no role on this silo. This usually means the silo&apos;s
      identity provider is misconfigured: it is not sending your group memberships. Ask your
      administrator to check it, and see the{' '}
      <a
        className="text-primary underline"
        href={docs.identityProviders.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        identity provider documentation<span className="sr-only">, opens in a new tab</span>
      </a>
      .
    </p>
  )
}
