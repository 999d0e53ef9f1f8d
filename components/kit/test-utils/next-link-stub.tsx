import { forwardRef, type ComponentPropsWithoutRef } from 'react'

// Next's Link reads settings (process.env) that only Next's compiler fills in; in the kit's
// browser tests (vitest.config.mts aliases `next/link` here) links are plain anchors.
type LinkProps = ComponentPropsWithoutRef<'a'> & { href: string; prefetch?: boolean }

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { prefetch: _prefetch, ...props },
  ref,
) {
  return <a {...props} ref={ref} />
})

export default Link
