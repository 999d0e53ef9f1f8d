import { useRouter } from 'next/router'
import * as React from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { GatedButton } from '@/components/ui/gated-button'
import { useRefusals } from '@/components/kit/use-refusals'
import { CopyableValue } from '@/components/kit/copyable-value'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PropertiesTable } from '@/components/ui/properties-table'
import { RouteTabs } from '@/components/ui/route-tabs'
import { TextSkeleton } from '@/components/ui/skeleton'
import type { Silo } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { identityModeLabel } from './identity-mode'
import type { SiloSel } from '@/lib/api/selectors'
import { useSilo } from './silo-queries'
import { SILO_ROLES } from './silo-schema'

const DeleteSiloDialog = lazyWhenOpen(() =>
  import('./delete-silo-dialog').then((m) => m.DeleteSiloDialog),
)

/** "Silo admin → fleet viewer; …", or None: the map may name roles this console lists or not. */
function FleetRoleMappings({ mapped }: { mapped: Silo['mappedFleetRoles'] }) {
  const known: string[] = [...SILO_ROLES]
  const roles = Object.keys(mapped).sort((a, b) => known.indexOf(a) - known.indexOf(b))
  const entries = roles.filter((role) => (mapped[role] ?? []).length > 0)
  if (entries.length === 0) return <>None</>
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((role) => (
        <li key={role}>
          Silo {role} → fleet {mapped[role].join(', ')}
        </li>
      ))}
    </ul>
  )
}

/**
 * What every tab of the silo page shares: name, properties, Delete and the tab
 * links. The tab renders at once beside it, so its requests start together
 * with the frame's.
 */
export function SiloFrame({ children, ...sel }: SiloSel & { children: React.ReactNode }) {
  const router = useRouter()
  const silo = useSilo(sel)
  const [deleteOpen, setDeleteOpen] = React.useState(false)
  const refused = useRefusals()
  const failed = blockingError(silo)
  if (failed) return <QueryError error={failed} />
  const s = silo.data
  const loading = <TextSkeleton />

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight" title={sel.silo}>
          {sel.silo}
        </h1>
        <GatedButton
          variant="outline"
          size="sm"
          reason={refused('system.silo.delete')}
          onClick={() => setDeleteOpen(true)}
        >
          Delete
        </GatedButton>
      </div>
      <RefreshFailed query={silo} what="this silo" />
      <PropertiesTable
        items={[
          { label: 'ID', value: s ? <CopyableValue value={s.id} label="ID" mono /> : loading },
          { label: 'Description', value: s ? s.description || '—' : loading },
          { label: 'Identity mode', value: s ? identityModeLabel(s.identityMode) : loading },
          { label: 'Discoverable', value: s ? (s.discoverable ? 'Yes' : 'No') : loading },
          { label: 'Created', value: s ? formatDateTime(s.timeCreated) : loading },
          {
            label: 'Fleet roles',
            value: s ? <FleetRoleMappings mapped={s.mappedFleetRoles} /> : loading,
          },
        ]}
      />
      <RouteTabs
        label="Silo sections"
        tabs={[
          // the silo's own page; its create panel and providers sit under idps
          {
            label: 'Identity providers',
            href: pb.systemSilo(sel),
            under: `${pb.systemSilo(sel)}/idps`,
          },
          { label: 'IP pools', href: pb.systemSiloIpPools(sel) },
          { label: 'Quotas', href: pb.systemSiloQuotas(sel) },
          { label: 'Access', href: pb.systemSiloAccess(sel) },
          { label: 'Users', href: pb.systemSiloUsers(sel) },
        ]}
      />
      <div>{children}</div>
      <DeleteSiloDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        silo={sel.silo}
        onDeleted={() => void router.push(pb.systemSilos())}
      />
    </div>
  )
}
