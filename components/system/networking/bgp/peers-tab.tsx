import type { ColumnDef } from '@tanstack/react-table'
import { Waypoints } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { SectionHeader } from '@/components/ui/section-header'
import { LiveStatus } from '@/components/ui/live-status'
import { StateBadge } from '@/components/kit/state-badge'
import type { BgpPeerStatus } from '@/lib/api/__generated__/Api'
import { pollWhileAny } from '@/lib/api/poll'
import { useApiQuery } from '@/lib/api/query'
import { peerSettling } from '@/lib/domain/bgp-peer'
import { formatDuration } from './duration'
import { QueryTable } from '../../../kit/data-table/query-table'
import { peerStateVariant, stateLabel } from './session-states'
import * as op from '@/lib/api/ops'

const mono = (text: string | number) => <span className="font-mono text-xs">{text}</span>

const columns: ColumnDef<BgpPeerStatus>[] = [
  { id: 'Switch', header: 'Switch', cell: ({ row }) => row.original.switch },
  { id: 'Peer', header: 'Peer', cell: ({ row }) => mono(row.original.addr) },
  { id: 'Local ASN', header: 'Local ASN', cell: ({ row }) => mono(row.original.localAsn) },
  { id: 'Remote ASN', header: 'Remote ASN', cell: ({ row }) => mono(row.original.remoteAsn) },
  {
    id: 'State',
    header: 'State',
    cell: ({ row }) => (
      <StateBadge
        state={stateLabel(row.original.state)}
        variant={peerStateVariant[row.original.state]}
        transition={peerSettling(row.original.state)}
      />
    ),
  },
  {
    id: 'In state for',
    header: 'In state for',
    cell: ({ row }) => formatDuration(row.original.stateDurationMillis),
  },
]

const anyPeerSettling = pollWhileAny((p: BgpPeerStatus) => peerSettling(p.state))

/** Each switch's BGP sessions, refreshing while one is on its way up. */
export function PeersTab() {
  const status = useApiQuery(op.networkingBgpStatus, {}, { pollWhile: anyPeerSettling })
  return (
    <QueryTable
      header={
        <SectionHeader title="Peers">
          <LiveStatus query={status} what="BGP peers" />
        </SectionHeader>
      }
      query={status}
      rows={(peers) => peers}
      columns={columns}
      caption="BGP peers"
      getRowId={(p) => `${p.switch} ${p.addr}`}
      emptyState={
        <EmptyState
          icon={<Waypoints className="h-6 w-6" aria-hidden />}
          title="No BGP peers"
          body="Peers are configured in the BGP settings of the switch ports."
        />
      }
    />
  )
}
