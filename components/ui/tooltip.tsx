import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

/** Spec §9: tooltips open after 250 ms. */
const TOOLTIP_DELAY_MS = 250

function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />
}

/**
 * Each tooltip brings its own provider (as shadcn's current tooltip does), so
 * the app root needn't load tooltip code on pages that show none.
 */
function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  )
}
const TooltipTrigger = TooltipPrimitive.Trigger

const TooltipContent = React.forwardRef<
  React.ElementRef<typeof TooltipPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>
>(({ className, sideOffset = 4, ...props }, ref) => (
  <TooltipPrimitive.Portal>
    <TooltipPrimitive.Content
      ref={ref}
      sideOffset={sideOffset}
      // closed, no animation: one closed while still fading in leaves at once, instead
      // of staying on screen beside the next until Radix sees an animationend
      className={joinClasses(
        'z-50 max-w-xs origin-[--radix-tooltip-content-transform-origin] rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md motion-safe:animate-fade-in data-[state=closed]:animate-none',
        className,
      )}
      {...props}
    />
  </TooltipPrimitive.Portal>
))
TooltipContent.displayName = TooltipPrimitive.Content.displayName

export { Tooltip, TooltipContent, TooltipTrigger }
