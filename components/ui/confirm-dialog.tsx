import * as React from 'react'
import { Modal } from '@/components/ui/modal'
import { toastError } from '@/components/ui/toast'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: React.ReactNode
  confirmLabel?: string
  destructive?: boolean
  /** Its rejection closes the dialog and shows `errorTitle` with the error's message. */
  onConfirm: () => Promise<unknown>
  errorTitle: string
}

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return 'Unknown error'
}

/** Confirm and Cancel; while the action runs both are disabled and Escape is ignored. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  destructive = false,
  onConfirm,
  errorTitle,
}: ConfirmDialogProps) {
  const [pending, setPending] = React.useState(false)

  const confirm = async () => {
    setPending(true)
    try {
      await onConfirm()
    } catch (error) {
      toastError(errorTitle, errorMessage(error))
    } finally {
      setPending(false)
      onOpenChange(false)
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={title}
      description={description}
      width="narrow"
      actionLabel={confirmLabel}
      onAction={() => void confirm()}
      actionPending={pending}
      destructive={destructive}
      preventDismiss={pending}
    />
  )
}

type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>

/**
 * For callers with many actions: `const [dialog, confirm] = useConfirm()`, render
 * `dialog` once, then `confirm({ title, onConfirm, errorTitle, ... })` from any handler.
 */
export function useConfirm() {
  const [options, setOptions] = React.useState<ConfirmOptions | null>(null)
  // options outlive `open`, so a closing dialog never renders without its text
  const [open, setOpen] = React.useState(false)
  const confirm = React.useCallback((next: ConfirmOptions) => {
    setOptions(next)
    setOpen(true)
  }, [])
  const element = options ? <ConfirmDialog {...options} open={open} onOpenChange={setOpen} /> : null
  return [element, confirm] as const
}
