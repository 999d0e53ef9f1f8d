import type { ColumnDef } from '@tanstack/react-table'
import { Radar } from 'lucide-react'
import { useCallback, useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { ListPage } from '@/components/kit/list-page'
import { RowActions } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { ProbeExternalIp, ProbeInfo } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { SledName } from './sled-name'
import { keyed } from '@/lib/core/keys'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'

const externalIp = (ip: ProbeExternalIp) =>
  ip.kind === 'snat'
    ? `${ip.ip} (SNAT ports ${ip.firstPort}–${ip.lastPort})`
    : `${ip.ip} (${ip.kind})`

/** The experimental network probes of a project: list and delete. */
export function ProbesTable({ project }: { project: string }) {
  const paged = usePagedApiQuery(op.probeList, { query: { project } })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: deleteProbe } = useApiMutation(op.probeDelete)
  const refused = useRefusals(project)

  const remove = useCallback(
    (p: ProbeInfo) =>
      confirm({
        verb: 'Delete',
        kind: 'probe',
        name: p.name,
        consequence: 'Its network interface goes, and its external address goes back to the pool.',
        onConfirm: async () => {
          await deleteProbe({ path: { probe: p.name }, query: { project } })
          toastSuccess(`Probe ${p.name} deleted`)
        },
      }),
    [confirm, deleteProbe, project],
  )

  const columns = useMemo<ColumnDef<ProbeInfo>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (p) => p.name,
        cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
      },
      {
        id: 'Sled',
        header: 'Sled',
        accessorFn: (p) => p.sled,
        cell: ({ row }) => <SledName sledId={row.original.sled} />,
      },
      {
        id: 'Private IP',
        header: 'Private IP',
        accessorFn: (p) => p.interface.ip,
        cell: ({ row }) => <span className="font-mono text-sm">{row.original.interface.ip}</span>,
      },
      {
        id: 'External IPs',
        header: 'External IPs',
        accessorFn: (p) => p.externalIps.map((ip) => ip.ip).join(', '),
        cell: ({ row }) =>
          row.original.externalIps.length === 0 ? (
            <span className="text-muted-foreground">None</span>
          ) : (
            <ul className="font-mono text-sm">
              {keyed(row.original.externalIps, (ip) => `${ip.ip}:${ip.firstPort}`).map(
                ([key, ip]) => (
                  <li key={key}>{externalIp(ip)}</li>
                ),
              )}
            </ul>
          ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <RowActions
            label={`Actions for ${row.original.name}`}
            items={() => [
              refusedBy(refused('probe.delete'), {
                label: 'Delete',
                destructive: true,
                onSelect: () => remove(row.original),
              }),
            ]}
          />
        ),
      },
    ],
    [remove, refused],
  )

  return (
    <>
      <ListPage
        title="Probes"
        icon={Radar}
        badge={<Badge variant="notice">Experimental</Badge>}
        create={{
          href: pb.probesNew({ project }),
          label: 'New probe',
          refused: refused('probe.create'),
        }}
        empty={{
          title: 'No probes',
          body: 'A probe is a network interface on a sled with an external address, for testing the network path without an instance.',
        }}
        paged={paged}
        caption={`Probes in ${project}`}
        columns={columns}
      />
      {confirmation}
    </>
  )
}
