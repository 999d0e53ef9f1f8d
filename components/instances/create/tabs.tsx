import * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

export type Tab<V extends string> = { value: V; label: string }

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move
 * between tabs and select them. The caller renders the one panel with
 * `tabPanelProps`.
 */
export function Tabs<V extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  className,
}: {
  id: string
  label: string
  tabs: readonly Tab<V>[]
  value: V
  onChange: (value: V) => void
  className?: string
}) {
  const refs = React.useRef<(HTMLButtonElement | null)[]>([])
  const move = (index: number) => {
    const i = (index + tabs.length) % tabs.length
    onChange(tabs[i].value)
    refs.current[i]?.focus()
  }
  const current = tabs.findIndex((t) => t.value === value)
  return (
    <div
      role="tablist"
      aria-label={label}
      className={joinClasses(
        'inline-flex flex-wrap gap-1 self-start rounded-lg bg-muted p-1',
        className,
      )}
      onKeyDown={(e) => {
        const keys: Record<string, number> = {
          ArrowRight: current + 1,
          ArrowLeft: current - 1,
          Home: 0,
          End: tabs.length - 1,
        }
        if (e.key in keys) {
          e.preventDefault()
          move(keys[e.key])
        }
      }}
    >
      {tabs.map((tab, i) => {
        const selected = tab.value === value
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${id}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={joinClasses(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

export function tabPanelProps(id: string, value: string) {
  return {
    role: 'tabpanel' as const,
    id: `${id}-panel`,
    'aria-labelledby': `${id}-tab-${value}`,
  }
}
