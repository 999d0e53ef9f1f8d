import type * as React from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { GatedButton } from '@/components/ui/gated-button'
import { IntentLink } from '@/components/ui/intent-link'

/**
 * A link to a form that writes (New …, Edit): while the user's roles rule the write out
 * (`refused`, from `useRefusals`), a disabled button that says why instead.
 */
export function WriteLink({
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
