import type { ColumnDef } from '@tanstack/react-table'
import { Activity } from 'lucide-react'
import { useMemo } from 'react'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { bfdStateVariant, stateLabel } from '@/components/system/networking/bgp/session-states'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn } from '@/components/ui/list-columns'
import { LiveStatus } from '@/components/ui/live-status'
import { PageHeader } from '@/components/ui/page-header'
import { StateBadge } from '@/components/kit/state-badge'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { BfdStatus } from '@/lib/api/__generated__/Api'
import { pollWhileAny } from '@/lib/api/poll'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { bfdSettling } from '@/lib/domain/bfd-session'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import { WriteLink } from '@/components/kit/write-link'

const mono = (text: string | number) => <span className="font-mono text-xs">{text}</span>

const modeLabel = { single_hop: 'single hop', multi_hop: 'multi hop' } as const

const anyBfdSettling = pollWhileAny((s: BfdStatus) => bfdSettling(s.state))

/** The switches' BFD sessions with their state, refreshing while one comes up. */
export function BfdSessions() {
  const status = useApiQuery(op.networkingBfdStatus, {}, { pollWhile: anyBfdSettling })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: disable } = useApiMutation(op.networkingBfdDisable)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<BfdStatus>[]>(
    () => [
      { id: 'Switch', header: 'Switch', cell: ({ row }) => row.original.switch },
      { id: 'Peer', header: 'Peer', cell: ({ row }) => mono(row.original.peer) },
      {
        id: 'Local address',
        header: 'Local address',
        cell: ({ row }) => mono(row.original.local ?? 'unspecified'),
      },
      { id: 'Mode', header: 'Mode', cell: ({ row }) => modeLabel[row.original.mode] },
      {
        id: 'Detection threshold',
        header: 'Detection threshold',
        cell: ({ row }) => row.original.detectionThreshold,
      },
      {
        id: 'Required receive interval',
        header: 'Required receive interval',
        cell: ({ row }) => `${row.original.requiredRx.toLocaleString('en-US')} µs`,
      },
      {
        id: 'State',
        header: 'State',
        cell: ({ row }) => (
          <StateBadge
            state={stateLabel(row.original.state)}
            variant={bfdStateVariant[row.original.state]}
            transition={bfdSettling(row.original.state)}
          />
        ),
      },
      actionsColumn(
        (s) => `${s.peer} on ${s.switch}`,
        (s) => [
          refusedBy(refused('system.bfd.disable'), {
            label: 'Disable',
            destructive: true,
            onSelect: () =>
              confirm({
                verb: 'Disable',
                kind: 'BFD session',
                name: `${s.peer} on ${s.switch}`,
                consequence: 'The switch stops watching this peer for failures.',
                onConfirm: async () => {
                  await disable({ body: { switch: s.switch, remote: s.peer } })
                  toastSuccess(`BFD session with ${s.peer} disabled`)
                },
              }),
          }),
        ],
      ),
    ],
    [confirm, disable, refused],
  )

  const newLink = pb.systemBfdNew()
  return (
    <div className="flex flex-col gap-6">
      <QueryTable
        header={
          <PageHeader
            spacing="none"
            title="BFD sessions"
            icon={<Activity className="h-5 w-5" aria-hidden />}
            actions={
              <>
                <LiveStatus query={status} what="BFD sessions" />
                <WriteLink href={newLink} refused={refused('system.bfd.enable')}>
                  Enable session
                </WriteLink>
              </>
            }
          />
        }
        query={status}
        rows={(sessions) => sessions}
        columns={columns}
        caption="BFD sessions"
        getRowId={(s) => `${s.switch} ${s.peer}`}
        emptyState={
          <EmptyState
            icon={<Activity className="h-6 w-6" aria-hidden />}
            title="No BFD sessions"
            body="Bidirectional forwarding detection notices a failed link to a peer in well under a second."
            action={
              <WriteLink variant="outline" href={newLink} refused={refused('system.bfd.enable')}>
                Enable session
              </WriteLink>
            }
          />
        }
      />
      {confirmation}
    </div>
  )
}
