import * as React from 'react'
import { Modal } from '@/components/ui/modal'
import { toastError } from '@/components/kit/toast'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** names what is confirmed, e.g. "Delete instance" */
  title: string
  /** names the thing itself and what follows from it */
  description?: React.ReactNode
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

/**
 * Spec §2: Confirm and Cancel (the alertdialog Modal's buttons). While the action runs both
 * are disabled and Escape is ignored.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
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
      onAction={() => void confirm()}
      actionPending={pending}
      destructive={destructive}
      preventDismiss={pending}
    />
  )
}
