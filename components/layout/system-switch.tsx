import { IntentLink } from '@/components/ui/intent-link'
import { joinClasses } from '@/lib/core/join-classes'
import { useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

/** A fleet viewer is a user whose system policy read succeeds (spec §6). */
export function useIsFleetViewer() {
  const q = useApiQuery(op.systemPolicyView, {})
  return q.isSuccess
}

/** The system side refused: the user holds no fleet role (a 403, not a passing outage). */
export function useIsNotFleetViewer() {
  const q = useApiQuery(op.systemPolicyView, {})
  return q.error?.statusCode === 403
}

/** Silo / System switch, shown only to fleet viewers. */
export function SystemSwitch({ current }: { current: 'silo' | 'system' }) {
  const fleetViewer = useIsFleetViewer()
  if (!fleetViewer) return null
  const item = (key: 'silo' | 'system', href: string, label: string) => (
    <IntentLink
      href={href}
      aria-current={current === key ? 'page' : undefined}
      className={joinClasses(
        'rounded px-3 py-1 text-sm',
        current === key ? 'bg-background font-medium shadow-sm' : 'text-muted-foreground',
      )}
    >
      {label}
    </IntentLink>
  )
  return (
    <nav aria-label="Silo or system" className="flex rounded-md bg-muted p-0.5">
      {item('silo', pb.projects(), 'Silo')}
      {item('system', pb.systemSilos(), 'System')}
    </nav>
  )
}
