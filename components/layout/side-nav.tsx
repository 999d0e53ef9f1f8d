import { PartBoundary } from '@/components/ui/part-boundary'
import { IntentLink } from '@/components/ui/intent-link'
import {
  Activity,
  AlertTriangle,
  BellRing,
  Cable,
  Camera,
  ShieldCheck,
  Cpu,
  Database,
  Eraser,
  PackageCheck,
  Folder,
  Gauge,
  Globe,
  Image as ImageIcon,
  HardDrive,
  KeyRound,
  LineChart,
  Server,
  Split,
  Network,
  Waypoints,
  LifeBuoy,
  Radar,
  ScrollText,
  User,
  Ticket,
  Users,
} from 'lucide-react'
import { useIsFetching } from '@tanstack/react-query'
import { useCallback, useEffect, useState, type ComponentType } from 'react'
import { lazyComponent } from '@/components/ui/lazy'
import { pb } from '@/lib/core/paths'
import { navItemHolds, navSections } from '@/lib/core/nav'
import type { Layout, NavIcon, RouteKey } from '@/lib/core/routes'
import { joinClasses } from '@/lib/core/join-classes'

// the route table names each item's icon; the drawing is this screen's
const ICONS: Record<NavIcon, ComponentType<{ className?: string }>> = {
  activity: Activity,
  'alert-triangle': AlertTriangle,
  'bell-ring': BellRing,
  cable: Cable,
  camera: Camera,
  cpu: Cpu,
  database: Database,
  eraser: Eraser,
  folder: Folder,
  gauge: Gauge,
  globe: Globe,
  'hard-drive': HardDrive,
  image: ImageIcon,
  'key-round': KeyRound,
  'life-buoy': LifeBuoy,
  'line-chart': LineChart,
  network: Network,
  'package-check': PackageCheck,
  radar: Radar,
  'scroll-text': ScrollText,
  server: Server,
  'shield-check': ShieldCheck,
  split: Split,
  ticket: Ticket,
  user: User,
  users: Users,
  waypoints: Waypoints,
}

// the checks behind the count run only on the system side, and load with it
const issueCount = lazyComponent(() =>
  import('@/components/system/issues/issue-count').then((m) => m.IssueCount),
)

/**
 * Calls `onSettled` once the requests in flight when the page opened have all answered
 * (or after 3 s: a page whose data was all in the cache never fetches). Its own component,
 * unmounted once settled: every request's start and end re-renders what reads the count of
 * requests in flight, and a list's address lookups are hundreds.
 */
function WaitForSettled({ onSettled }: { onSettled: () => void }) {
  const fetching = useIsFetching()
  const [seenFetching, setSeenFetching] = useState(false)
  if (fetching > 0 && !seenFetching) setSeenFetching(true)
  const done = fetching === 0 && seenFetching
  useEffect(() => {
    if (done) return onSettled()
    const t = setTimeout(onSettled, 3000)
    return () => clearTimeout(t)
  }, [done, onSettled])
  return null
}

/**
 * The system side's issue count: its dozens of checks wait for the page's own first round
 * of requests rather than compete with it. Once shown it stays for the life of the shell.
 */
function IssueCountOnceSettled() {
  const [settled, setSettled] = useState(false)
  const onSettled = useCallback(() => setSettled(true), [])
  const ready = issueCount.useReady(settled)
  if (!settled) return <WaitForSettled onSettled={onSettled} />
  return ready ? (
    <PartBoundary what="the issue count">
      <issueCount.Component />
    </PartBoundary>
  ) : null
}

export function SideNav({
  layout,
  project,
  routeKey,
}: {
  layout: Layout
  project?: string
  routeKey: RouteKey
}) {
  const sections = navSections(layout, project)
  const issuesHref = layout === 'system' ? pb.systemIssues() : undefined
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      {layout === 'project' && (
        <IntentLink
          href={pb.projects()}
          className="mb-2 px-2 text-xs text-muted-foreground hover:underline"
        >
          ← All projects
        </IntentLink>
      )}
      {sections.map(({ heading, items }, i) => (
        <div key={heading} className={joinClasses('flex flex-col gap-1', i > 0 && 'mt-3')}>
          <div className="truncate px-2 pb-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {heading}
          </div>
          {items.map(({ key, label, href, icon }) => {
            const Icon = ICONS[icon]
            const active = navItemHolds(key, routeKey)
            return (
              <IntentLink
                key={href}
                href={href}
                aria-current={active ? 'page' : undefined}
                className={joinClasses(
                  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent',
                  active && 'bg-accent font-medium',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
                {href === issuesHref && <IssueCountOnceSettled />}
              </IntentLink>
            )
          })}
        </div>
      ))}
    </nav>
  )
}
