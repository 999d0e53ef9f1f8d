import Link from 'next/link'
import { useRouter } from 'next/router'
import type { User } from '@/lib/api/__generated__/Api'

/** The user's detail opens over the page; its id sits in the URL, so Back closes it. */
export const USER_PARAM = 'user'

export function UserLink({ user }: { user: User }) {
  const router = useRouter()
  return (
    <Link
      href={{ pathname: router.pathname, query: { ...router.query, [USER_PARAM]: user.id } }}
      shallow
      prefetch={false}
      scroll={false}
      className="break-words font-medium underline-offset-4 hover:underline"
    >
      {user.displayName}
    </Link>
  )
}
