import Link from 'next/link'
import { useRouter } from 'next/router'
import * as React from 'react'

type Props = Omit<React.ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * A link whose page is fetched when the user shows intent — pointer over it or
 * a touch (Next does these even with `prefetch={false}`), or keyboard focus —
 * and not when it scrolls into view: a list of fifty rows would otherwise
 * fetch the page behind every row it shows, and the navigation every page
 * it lists. Every in-app link is one of these.
 */
export const IntentLink = React.forwardRef<HTMLAnchorElement, Props>(function IntentLink(
  { href, onFocus, ...props },
  ref,
) {
  const router = useRouter()
  return (
    <Link
      ref={ref}
      href={href}
      prefetch={false}
      onFocus={(e) => {
        onFocus?.(e)
        void router.prefetch(href)
      }}
      {...props}
    />
  )
})
