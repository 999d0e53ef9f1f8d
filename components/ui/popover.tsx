import * as PopoverPrimitive from '@radix-ui/react-popover'
import * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

const Popover = PopoverPrimitive.Root
const PopoverTrigger = PopoverPrimitive.Trigger

/**
 * padded: a box of its own width; list: as wide as its trigger, its list (a field's
 * choices) edge to edge
 */
const contentLayout = {
  padded: 'w-72 p-4',
  list: 'w-[--radix-popover-trigger-width] p-0',
} as const

const PopoverContent = React.forwardRef<
  React.ElementRef<typeof PopoverPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof PopoverPrimitive.Content> & {
    layout?: keyof typeof contentLayout
  }
>(({ className, align = 'center', sideOffset = 4, layout = 'padded', ...props }, ref) => (
  <PopoverPrimitive.Portal>
    <PopoverPrimitive.Content
      ref={ref}
      align={align}
      sideOffset={sideOffset}
      className={joinClasses(
        'z-50 origin-[--radix-popover-content-transform-origin] rounded-md border bg-popover text-popover-foreground shadow-md outline-none motion-safe:data-[state=open]:animate-fade-in',
        contentLayout[layout],
        className,
      )}
      {...props}
    />
  </PopoverPrimitive.Portal>
))
PopoverContent.displayName = PopoverPrimitive.Content.displayName

export { Popover, PopoverContent, PopoverTrigger }
