import { PartBoundary } from '@/components/ui/part-boundary'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import {
  Activity,
  AlertTriangle,
  BellRing,
  Cable,
  Camera,
  ShieldCheck,
  Cpu,
  Database,
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
import { useEffect, useState, type ComponentType } from 'react'
import { lazyComponent } from '@/components/ui/lazy'
import { pb } from '@/lib/core/paths'
import type { Layout } from '@/lib/core/routes'
import { joinClasses } from '@/lib/core/join-classes'

type NavItem = { label: string; href: string; icon: ComponentType<{ className?: string }> }
type NavSection = { heading: string; items: NavItem[] }

function sectionsFor(layout: Layout, project?: string): NavSection[] {
  if (layout === 'system') return systemSections()
  return [itemsFor(layout, project)]
}

// the system side is long enough to need groups an operator can scan
function systemSections(): NavSection[] {
  return [
    {
      heading: 'System',
      items: [
        { label: 'Silos', href: pb.systemSilos(), icon: HardDrive },
        { label: 'Fleet Access', href: pb.systemAccess(), icon: Users },
        { label: 'Utilization', href: pb.systemUtilization(), icon: Gauge },
        { label: 'Inventory', href: pb.systemInventory(), icon: Cpu },
        { label: 'Audit Log', href: pb.systemAuditLog(), icon: ScrollText },
        { label: 'Issues', href: pb.systemIssues(), icon: AlertTriangle },
      ],
    },
    {
      heading: 'Networking',
      items: [
        { label: 'IP Pools', href: pb.systemIpPools(), icon: Network },
        { label: 'Rack Networking', href: pb.systemSwitchPorts(), icon: Cable },
        { label: 'BGP', href: pb.systemBgp(), icon: Waypoints },
        { label: 'BFD Sessions', href: pb.systemBfd(), icon: Activity },
      ],
    },
    {
      heading: 'Operations',
      items: [
        { label: 'Alerts', href: pb.systemAlerts(), icon: BellRing },
        { label: 'Metrics', href: pb.systemMetrics(), icon: LineChart },
        { label: 'Certificates', href: pb.systemCertificates(), icon: ShieldCheck },
        { label: 'Support Bundles', href: pb.systemSupportBundles(), icon: LifeBuoy },
        { label: 'Updates', href: pb.systemUpdate(), icon: PackageCheck },
      ],
    },
  ]
}

function itemsFor(layout: Exclude<Layout, 'system'>, project?: string): NavSection {
  switch (layout) {
    case 'project':
      return {
        heading: project ?? 'Project',
        items: project
          ? [
              { label: 'Instances', href: pb.instances({ project }), icon: Server },
              { label: 'Disks', href: pb.disks({ project }), icon: Database },
              { label: 'Snapshots', href: pb.snapshots({ project }), icon: Camera },
              { label: 'Images', href: pb.images({ project }), icon: ImageIcon },
              { label: 'VPCs', href: pb.vpcs({ project }), icon: Network },
              { label: 'Affinity', href: pb.affinity({ project }), icon: Split },
              { label: 'Access', href: pb.projectAccess({ project }), icon: Users },
              { label: 'Floating IPs', href: pb.floatingIps({ project }), icon: Globe },
              { label: 'Probes', href: pb.probes({ project }), icon: Radar },
            ]
          : [],
      }
    case 'settings':
      return {
        heading: 'Settings',
        items: [
          { label: 'Profile', href: pb.profile(), icon: User },
          { label: 'SSH Keys', href: pb.sshKeys(), icon: KeyRound },
          { label: 'Access Tokens', href: pb.accessTokens(), icon: Ticket },
        ],
      }
    default:
      return {
        heading: 'Silo',
        items: [
          { label: 'Projects', href: pb.projects(), icon: Folder },
          { label: 'Images', href: pb.siloImages(), icon: ImageIcon },
          { label: 'Utilization', href: pb.siloUtilization(), icon: Gauge },
          { label: 'Access', href: pb.siloAccess(), icon: Users },
        ],
      }
  }
}

// the checks behind the count run only on the system side, and load with it
const issueCount = lazyComponent(() =>
  import('@/components/system/issues/issue-count').then((m) => m.IssueCount),
)

/**
 * True once the requests in flight when the page opened have all answered: the
 * count's dozens of checks wait for them rather than compete with the page's
 * own first round. Stays true for the life of the shell.
 */
function usePageSettled(active: boolean) {
  const fetching = useIsFetching()
  const [seenFetching, setSeenFetching] = useState(false)
  const [settled, setSettled] = useState(false)
  if (active && !settled) {
    if (fetching > 0 && !seenFetching) setSeenFetching(true)
    else if (fetching === 0 && seenFetching) setSettled(true)
  }
  // a page whose data was all in the cache never fetches
  useEffect(() => {
    if (!active || settled) return
    const t = setTimeout(() => setSettled(true), 3000)
    return () => clearTimeout(t)
  }, [active, settled])
  return settled
}

export function SideNav({ layout, project }: { layout: Layout; project?: string }) {
  const router = useRouter()
  const sections = sectionsFor(layout, project)
  const issuesHref = layout === 'system' ? pb.systemIssues() : undefined
  const countReady = issueCount.useReady(usePageSettled(!!issuesHref))
  const here = router.asPath.split(/[?#]/)[0]
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
          {items.map(({ label, href, icon: Icon }) => {
            // `instances-new` and `affinity-new` belong to their list's item too
            const active = here === href || here.startsWith(href + '/') || here === `${href}-new`
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
                {href === issuesHref && countReady && (
                  <PartBoundary what="the issue count">
                    <issueCount.Component />
                  </PartBoundary>
                )}
              </IntentLink>
            )
          })}
        </div>
      ))}
    </nav>
  )
}
