import { CopyButton } from '@/components/kit/copy-button'
import { joinClasses } from '@/lib/core/join-classes'

/** A value shown with a button that copies it; `label` names it for the button ('Copy User ID'). */
export function CopyableValue({
  value,
  label,
  mono = false,
}: {
  value: string
  label: string
  mono?: boolean
}) {
  return (
    <span className="flex items-center gap-1">
      <span className={joinClasses('min-w-0 break-all', mono && 'font-mono text-xs')}>{value}</span>
      <CopyButton text={value} label={label} />
    </span>
  )
}
