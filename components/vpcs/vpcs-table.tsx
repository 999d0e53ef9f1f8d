import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { actionsColumn, createdColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { Vpc } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'

export function VpcsTable({ project }: { project: string }) {
  const router = useRouter()
  const paged = usePagedApiQuery(...pageQueries.vpcs({ project }).list)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: deleteVpc } = useApiMutation(op.vpcDelete)
  const refused = useRefusals(project)

  const columns = useMemo<ColumnDef<Vpc>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (v) => v.name,
        cell: ({ row }) => (
          <ColumnText text={row.original.name} href={pb.vpc({ project, vpc: row.original.name })} />
        ),
      },
      {
        id: 'DNS name',
        header: 'DNS name',
        accessorFn: (v) => v.dnsName,
        cell: ({ row }) => <ColumnText text={row.original.dnsName} />,
      },
      {
        id: 'IPv6 prefix',
        header: 'IPv6 prefix',
        accessorFn: (v) => v.ipv6Prefix,
        cell: ({ row }) => <span className="font-mono text-sm">{row.original.ipv6Prefix}</span>,
      },
      createdColumn(),
      actionsColumn(
        (v) => v.name,
        (v) => [
          refusedBy(refused('vpc.edit'), {
            label: 'Edit',
            onSelect: () => void router.push(pb.vpcEdit({ project, vpc: v.name })),
          }),
          refusedBy(refused('vpc.delete'), {
            label: 'Delete',
            destructive: true,
            // offered while subnets remain too: the API refuses then, and the toast says why
            onSelect: () =>
              confirm({
                verb: 'Delete',
                kind: 'VPC',
                name: v.name,
                consequence:
                  'Its firewall rules and system router go with it. Its subnets, the default one included, must be deleted first.',
                onConfirm: async () => {
                  await deleteVpc({ path: { vpc: v.name }, query: { project } })
                  toastSuccess(`VPC ${v.name} deleted`)
                },
              }),
          }),
        ],
      ),
    ],
    [project, router, confirm, deleteVpc, refused],
  )

  return (
    <>
      <ListPage
        title="VPCs"
        icon={Network}
        create={{
          href: pb.vpcsNew({ project }),
          label: 'New VPC',
          refused: refused('vpc.create'),
        }}
        empty={{
          title: 'No VPCs',
          body: "A VPC is a private network for the project's instances, with its own subnets, routers and firewall rules.",
        }}
        paged={paged}
        caption={`VPCs in ${project}`}
        columns={columns}
      />
      {confirmation}
    </>
  )
}
