import * as React from 'react'
import type { ConfirmDialogProps } from './confirm-dialog'
import { lazyWhenOpen } from '../ui/lazy'

// the dialog's code loads when one is first asked for
const ConfirmDialog = lazyWhenOpen(() => import('./confirm-dialog').then((m) => m.ConfirmDialog))

type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>

/**
 * An action on a thing, e.g. delete instance db1, remove instance db1 from group web, block
 * inbound ICMP (a setting has no name), delete 3 disks (the count is the kind).
 */
export type ConfirmActionOptions = {
  /** e.g. "Delete", "Detach", "Revoke" */
  verb: string
  /** e.g. "instance", "SSH key", "inbound ICMP", "3 disks" */
  kind: string
  name?: string
  /** where the thing is, said after its name, e.g. "from anti-affinity group web" */
  where?: React.ReactNode
  /** what follows from it, said after the question */
  consequence?: React.ReactNode
  destructive?: boolean
  /** when the verb and kind make a poor title, e.g. "Leave without saving" */
  title?: string
  onConfirm: () => Promise<unknown>
}

/** One wording for every confirmation: the title names the action, the text the thing. */
function actionConfirmation({
  verb,
  kind,
  name,
  where,
  consequence,
  destructive = true,
  title,
  onConfirm,
}: ConfirmActionOptions): ConfirmOptions {
  const lower = verb.toLowerCase()
  return {
    title: title ?? `${verb} ${kind}`,
    description: (
      <>
        Are you sure you want to {lower} {kind}
        {name && (
          <>
            {' '}
            <strong className="break-words">{name}</strong>
          </>
        )}
        {where && <> {where}</>}?{consequence && <> {consequence}</>}
      </>
    ),
    destructive,
    errorTitle: `Could not ${lower} ${kind}`,
    onConfirm,
  }
}

/**
 * `const [dialog, confirm] = useConfirm()`: render `dialog` once, then call
 * `confirm({ verb: 'Delete', kind: 'disk', name, onConfirm })` from any handler. Every
 * confirmation is worded by `actionConfirmation`, so they all ask the same way.
 */
export function useConfirm() {
  const [options, setOptions] = React.useState<ConfirmOptions | null>(null)
  // options outlive `open`, so a closing dialog never renders without its text
  const [open, setOpen] = React.useState(false)
  const confirm = React.useCallback((next: ConfirmActionOptions) => {
    setOptions(actionConfirmation(next))
    setOpen(true)
  }, [])
  const element = options ? <ConfirmDialog {...options} open={open} onOpenChange={setOpen} /> : null
  return [element, confirm] as const
}
