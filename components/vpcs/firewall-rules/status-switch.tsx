import { useId, useState } from 'react'
import { joinClasses } from '@/lib/core/join-classes'

/**
 * An on/off switch for a setting saved by a request: it shows the new state
 * at once and holds it until the request settles (then the data decides).
 * A button with role="switch", as @radix-ui/react-switch is not installed.
 */
export function StatusSwitch({
  checked,
  label,
  onCheckedChange,
  refused,
}: {
  checked: boolean
  /** the switch's accessible name, e.g. "Enable rule allow-https" */
  label: string
  onCheckedChange: (next: boolean) => Promise<unknown>
  /**
   * Why the user's roles rule the change out (`useRefusals`): the switch stays focusable,
   * aria-disabled, with the reason as its description and title.
   */
  refused?: string
}) {
  const [setting, setSetting] = useState<boolean>()
  const reasonId = useId()
  const on = setting ?? checked
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={label}
        aria-busy={setting !== undefined || undefined}
        aria-disabled={refused ? true : undefined}
        aria-describedby={refused ? reasonId : undefined}
        title={refused}
        onClick={() => {
          if (refused || setting !== undefined) return
          setSetting(!on)
          void onCheckedChange(!on).finally(() => setSetting(undefined))
        }}
        className={joinClasses(
          'inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-busy:cursor-progress aria-busy:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
          on ? 'bg-primary' : 'bg-muted-foreground/50',
        )}
      >
        <span
          aria-hidden
          className={joinClasses(
            'pointer-events-none block size-4 rounded-full bg-background shadow-lg ring-0 transition-transform',
            on ? 'translate-x-4' : 'translate-x-0',
          )}
        />
      </button>
      {refused && (
        <span id={reasonId} hidden>
          {refused}
        </span>
      )}
    </>
  )
}
