import * as DialogPrimitive from '@radix-ui/react-dialog'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { DialogCloseIcon, DialogOverlay } from '@/components/ui/dialog'
import { focusFirstField } from '@/components/ui/focus-first-field'
import { useReturnFocus } from '@/components/ui/use-return-focus'
import { joinClasses } from '@/lib/core/join-classes'

/** Spec §9: narrow 24rem, medium 28rem, free up to 48rem. */
const widthClass = {
  narrow: 'max-w-dialog-narrow',
  medium: 'max-w-dialog-medium',
  free: 'max-w-dialog-free',
} as const

export type ModalWidth = keyof typeof widthClass

type ModalFrame = {
  open: boolean
  onOpenChange?: (open: boolean) => void
  /** Escape, the Close button, Cancel and a click outside all call this. */
  onDismiss?: () => void
  title: string
  description?: React.ReactNode
  width?: ModalWidth
  children?: React.ReactNode
  /** Buttons after Cancel in the footer, in place of the built-in action (a form's submit). */
  actions?: React.ReactNode
  onAction?: () => void
  actionPending?: boolean
  actionDisabled?: boolean
  destructive?: boolean
  /** Stops Escape, Close and Cancel while something is in flight. */
  preventDismiss?: boolean
  className?: string
}

export type ModalProps = ModalFrame &
  (
    | {
        role?: 'dialog'
        /** With an action label the footer offers Cancel and the action. */
        actionLabel?: string
      }
    | {
        /**
         * A confirmation that interrupts the user. Spec §2: its buttons are Confirm and
         * Cancel, whatever it asks, so it takes no label of its own; its body says what
         * Confirm does.
         */
        role: 'alertdialog'
        actionLabel?: never
        onAction: () => void
      }
  )

/**
 * A centred dialog: header with title and Close, body, footer with Cancel and the action.
 * Spec §2: every centred dialog has Close and Cancel, so both are always there.
 */
export function Modal({
  open,
  onOpenChange,
  onDismiss,
  title,
  description,
  width = 'medium',
  children,
  actions,
  actionLabel,
  onAction,
  actionPending = false,
  actionDisabled = false,
  destructive = false,
  preventDismiss = false,
  className,
  role = 'dialog',
}: ModalProps) {
  const bodyRef = React.useRef<HTMLDivElement>(null)
  const cancelRef = React.useRef<HTMLButtonElement>(null)
  const returnFocus = useReturnFocus()
  const action = role === 'alertdialog' ? 'Confirm' : actionLabel
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && preventDismiss) return
        onOpenChange?.(next)
        if (!next) onDismiss?.()
      }}
    >
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          // without a description, say so explicitly (Radix warns otherwise)
          {...(description ? {} : { 'aria-describedby': undefined })}
          role={role}
          className={joinClasses(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border bg-background shadow-lg outline-none motion-safe:data-[state=open]:animate-dialog-in',
            widthClass[width],
            className,
          )}
          // a field if there is one, else Cancel: the safe choice when the action destroys
          onOpenAutoFocus={(e) => {
            returnFocus.capture()
            if (focusFirstField(bodyRef.current, cancelRef.current)) e.preventDefault()
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <header className="flex items-start justify-between gap-4 border-b px-5 py-3">
            <DialogPrimitive.Title className="pt-1 text-base font-semibold leading-6">
              {title}
            </DialogPrimitive.Title>
            <DialogCloseIcon disabled={preventDismiss} />
          </header>
          <div
            ref={bodyRef}
            className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-5 py-4 text-sm"
          >
            {description && (
              // a div, so a description may hold paragraphs of its own
              <DialogPrimitive.Description asChild>
                <div className="text-sm">{description}</div>
              </DialogPrimitive.Description>
            )}
            {children}
          </div>
          <footer className="flex justify-end gap-2 border-t px-5 py-3">
            <DialogPrimitive.Close asChild>
              <Button
                ref={cancelRef}
                type="button"
                variant="outline"
                size="sm"
                disabled={preventDismiss}
              >
                Cancel
              </Button>
            </DialogPrimitive.Close>
            {actions ??
              (action && (
                <Button
                  type="button"
                  size="sm"
                  variant={destructive ? 'destructive' : 'default'}
                  pending={actionPending}
                  disabled={actionDisabled}
                  onClick={onAction}
                >
                  {action}
                </Button>
              ))}
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
