import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { DialogCloseIcon, DialogOverlay } from '@/components/ui/dialog'
import { useReturnFocus } from '@/components/ui/use-return-focus'

/** The drawer itself, loaded the first time the menu button is pressed (nav-drawer.tsx). */
export function NavDrawerDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  // opened from state, not a Radix Trigger: focus goes back to the menu button by hand
  const returnFocus = useReturnFocus()
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={returnFocus.capture}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-r bg-background shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b px-4 py-3">
            <DialogPrimitive.Title className="text-sm font-semibold">
              Navigation
            </DialogPrimitive.Title>
            <DialogCloseIcon />
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
