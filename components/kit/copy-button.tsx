import { Check, Copy } from 'lucide-react'
import * as React from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { toastError } from '@/components/kit/toast'
import { joinClasses } from '@/lib/core/join-classes'

/** Spec §9: the confirmation shows for 2 s. */
const COPY_CONFIRMATION_MS = 2000

export type CopyButtonProps = {
  text: string
  /** Completes the accessible name 'Copy <label>'. */
  label?: string
  /** Also show 'Copy <label>' as visible text, not just the icon. */
  showLabel?: boolean
  variant?: ButtonProps['variant']
  className?: string
}

export function CopyButton({
  text,
  label = 'to clipboard',
  showLabel = false,
  variant = 'ghost',
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = React.useState(false)

  React.useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      // the Clipboard API needs a secure context and permission
      toastError('Could not copy', 'The clipboard is not available in this browser.')
    }
  }

  const Icon = copied ? Check : Copy
  return (
    <span className={joinClasses('inline-flex items-center gap-1.5', className)}>
      <Button
        type="button"
        variant={variant}
        size={showLabel ? 'sm' : 'icon-sm'}
        aria-label={showLabel ? undefined : `Copy ${label}`}
        onClick={() => void copy()}
      >
        <Icon className={joinClasses(copied && 'text-success')} aria-hidden />
        {showLabel && `Copy ${label}`}
      </Button>
      {/* always mounted so screen readers pick up the change */}
      <span aria-live="polite" className="text-xs text-muted-foreground">
        {copied ? 'Copied' : ''}
      </span>
    </span>
  )
}
