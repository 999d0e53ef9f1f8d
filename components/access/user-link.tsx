import { useRouter } from 'next/router'
import { IntentLink } from '@/components/ui/intent-link'
import type { User } from '@/lib/api/__generated__/Api'

/** The user's detail opens over the page; its id sits in the URL, so Back closes it. */
export const USER_PARAM = 'user'

/** This page's address with the user's id in its query (any earlier one replaced). */
function withUser(asPath: string, userId: string) {
  // the base only lets URL parse a path; it never shows in the result
  const url = new URL(asPath, 'http://console.invalid')
  url.searchParams.set(USER_PARAM, userId)
  return url.pathname + url.search
}

export function UserLink({ user }: { user: User }) {
  const router = useRouter()
  return (
    <IntentLink
      href={withUser(router.asPath, user.id)}
      shallow
      scroll={false}
      className="break-words font-medium underline-offset-4 hover:underline"
    >
      {user.displayName}
    </IntentLink>
  )
}
