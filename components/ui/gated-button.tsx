import * as React from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { lazyComponent } from '@/components/ui/lazy'
import { joinClasses } from '@/lib/core/join-classes'

// the tooltip's code (Radix, floating-ui) loads when a ruled-out button is first pointed
// at or focused, not with every page that has one
const reasonTooltip = lazyComponent(() => import('./reason-tooltip').then((m) => m.ReasonTooltip))

/**
 * A button the instance's state (or the like) can rule out. Ruled out, it stays
 * focusable with aria-disabled, so keyboard users can reach it and learn why:
 * the reason is its description and shows in a tooltip.
 */
export function GatedButton({
  reason,
  onClick,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerLeave,
  className,
  children,
  ...props
}: ButtonProps & { reason?: string }) {
  const reasonId = React.useId()
  const [wanted, setWanted] = React.useState(false)
  const ready = reasonTooltip.useReady(wanted && !!reason)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  // how the user is at the button when the tooltip arrives: it opens at once, and a
  // focused button keeps the focus (the tooltip's trigger is a new element)
  const [engaged, setEngaged] = React.useState<'focus' | 'pointer' | null>(null)
  const engage = (how: 'focus' | 'pointer') => {
    setEngaged((was) => (was === 'focus' ? was : how))
    if (reason) setWanted(true)
  }
  React.useEffect(() => {
    if (ready && engaged === 'focus') buttonRef.current?.focus()
  }, [ready, engaged])

  const button = (
    <Button
      {...props}
      ref={buttonRef}
      aria-disabled={reason ? true : undefined}
      aria-describedby={reason ? reasonId : undefined}
      className={joinClasses(
        'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        className,
      )}
      onClick={reason ? undefined : onClick}
      onFocus={(e) => {
        engage('focus')
        onFocus?.(e)
      }}
      onBlur={(e) => {
        setEngaged(null)
        onBlur?.(e)
      }}
      onPointerEnter={(e) => {
        engage('pointer')
        onPointerEnter?.(e)
      }}
      onPointerLeave={(e) => {
        setEngaged((was) => (was === 'pointer' ? null : was))
        onPointerLeave?.(e)
      }}
    >
      {children}
    </Button>
  )
  if (!reason) return button
  return (
    <>
      {ready ? (
        <reasonTooltip.Component reason={reason} defaultOpen={engaged !== null}>
          {button}
        </reasonTooltip.Component>
      ) : (
        button
      )}
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  )
}
