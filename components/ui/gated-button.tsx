import * as React from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'

/**
 * A button the instance's state (or the like) can rule out. Ruled out, it stays
 * focusable with aria-disabled, so keyboard users can reach it and learn why:
 * the reason is its description and shows in a tooltip.
 */
export function GatedButton({
  reason,
  onClick,
  className,
  children,
  ...props
}: ButtonProps & { reason?: string }) {
  const reasonId = React.useId()
  const button = (
    <Button
      {...props}
      aria-disabled={reason ? true : undefined}
      aria-describedby={reason ? reasonId : undefined}
      className={cn('aria-disabled:cursor-not-allowed aria-disabled:opacity-50', className)}
      onClick={reason ? undefined : onClick}
    >
      {children}
    </Button>
  )
  if (!reason) return button
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>{button}</TooltipTrigger>
        <TooltipContent>{reason}</TooltipContent>
      </Tooltip>
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  )
}
