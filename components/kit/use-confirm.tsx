import * as React from 'react'
import type { ConfirmDialogProps } from './confirm-dialog'
import { lazyWhenOpen } from '../ui/lazy'

// the dialog's code loads when one is first asked for
const ConfirmDialog = lazyWhenOpen(() => import('./confirm-dialog').then((m) => m.ConfirmDialog))

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>

/** An action on a named thing, e.g. delete instance db1. */
export type ConfirmActionOptions = {
  /** e.g. "Delete", "Detach", "Revoke" */
  verb: string
  /** e.g. "instance", "SSH key" */
  kind: string
  name: string
  /** what follows from it, said after the question */
  consequence?: React.ReactNode
  destructive?: boolean
  onConfirm: () => Promise<unknown>
}

/** One wording for every confirmation: the title names the action, the text the thing. */
export function actionConfirmation({
  verb,
  kind,
  name,
  consequence,
  destructive = true,
  onConfirm,
}: ConfirmActionOptions): ConfirmOptions {
  const lower = verb.toLowerCase()
  return {
    title: `${verb} ${kind}`,
    description: (
      <>
        Are you sure you want to {lower} {kind} <strong className="break-words">{name}</strong>?
        {consequence && <> {consequence}</>}
      </>
    ),
    destructive,
    errorTitle: `Could not ${lower} ${kind}`,
    onConfirm,
  }
}

/**
 * `const [dialog, confirm] = useConfirm()`: render `dialog` once, then call
 * `confirm(actionConfirmation({ verb: 'Delete', kind: 'disk', name, onConfirm }))`
 * (or any ConfirmOptions) from any handler.
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
