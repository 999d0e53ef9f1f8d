import type * as React from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { GatedButton } from '@/components/ui/gated-button'
import { IntentLink } from '@/components/ui/intent-link'

/**
 * A system screen's link to a create (or add) form outside `ListPage`: refused by the
 * user's roles (`useRefusals`), it is a disabled button saying why, as `ListPage`'s is.
 */
export function CreateLink({
  href,
  refused,
  children,
  ...button
}: Pick<ButtonProps, 'variant' | 'size'> & {
  href: string
  refused: string | undefined
  children: React.ReactNode
}) {
  if (refused)
    return (
      <GatedButton {...button} reason={refused}>
        {children}
      </GatedButton>
    )
  return (
    <Button asChild {...button}>
      <IntentLink href={href}>{children}</IntentLink>
    </Button>
  )
}
