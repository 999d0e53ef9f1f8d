import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, createdColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { SectionHeader } from '@/components/ui/section-header'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { VpcSubnet } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { vpcChildListParams, type VpcSel } from '@/lib/api/selectors'
import { CustomRouterLink } from './named-by-id'
import type { SubnetSel } from './subnet-queries'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { WriteLink } from '@/components/kit/write-link'

const SubnetInterfacesModal = lazyWhenOpen(() =>
  import('./subnet-interfaces-modal').then((m) => m.SubnetInterfacesModal),
)

const block = (text: string) => <span className="break-all font-mono text-xs">{text}</span>

/** The VPC page's Subnets tab: the VPC's subnets, a page at a time. */
export function SubnetsTab(sel: VpcSel) {
  const { project, vpc } = sel
  const router = useRouter()
  const paged = usePagedApiQuery(op.vpcSubnetList, vpcChildListParams(sel))
  // the subnet outlives `open`, so the dialog keeps its content while it closes
  const [showing, setShowing] = useState<SubnetSel>()
  const [interfacesOpen, setInterfacesOpen] = useState(false)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: deleteSubnet } = useApiMutation(op.vpcSubnetDelete)
  const refused = useRefusals(project)

  const columns = useMemo<ColumnDef<VpcSubnet>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (s) => s.name,
        cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
      },
      {
        id: 'IPv4 block',
        header: 'IPv4 block',
        accessorFn: (s) => s.ipv4Block,
        cell: ({ row }) => block(row.original.ipv4Block),
      },
      {
        id: 'IPv6 block',
        header: 'IPv6 block',
        accessorFn: (s) => s.ipv6Block,
        cell: ({ row }) => block(row.original.ipv6Block),
      },
      {
        id: 'Custom router',
        header: 'Custom router',
        accessorFn: (s) => s.customRouterId ?? '',
        cell: ({ row }) => (
          <CustomRouterLink project={project} vpc={vpc} routerId={row.original.customRouterId} />
        ),
      },
      createdColumn(),
      actionsColumn(
        (s) => s.name,
        (s) => [
          refusedBy(refused('subnet.edit'), {
            label: 'Edit',
            onSelect: () => void router.push(pb.subnetEdit({ project, vpc, subnet: s.name })),
          }),
          {
            label: 'Network interfaces',
            onSelect: () => {
              setShowing({ project, vpc, subnet: s.name })
              setInterfacesOpen(true)
            },
          },
          refusedBy(refused('subnet.delete'), {
            label: 'Delete',
            destructive: true,
            // offered while interfaces use it too: the API refuses then, and the dialog says why
            onSelect: () =>
              confirm({
                verb: 'Delete',
                kind: 'subnet',
                name: s.name,
                consequence: 'Its system route goes with it.',
                onConfirm: async () => {
                  await deleteSubnet({ path: { subnet: s.name }, query: { project, vpc } })
                  toastSuccess(`Subnet ${s.name} deleted`)
                },
              }),
          }),
        ],
      ),
    ],
    [project, vpc, router, confirm, deleteSubnet, refused],
  )

  const newLink = pb.subnetsNew(sel)
  const createRefused = refused('subnet.create')
  return (
    <>
      <PagedTable
        header={
          <SectionHeader title="Subnets">
            <WriteLink variant="outline" size="sm" href={newLink} refused={createRefused}>
              New subnet
            </WriteLink>
          </SectionHeader>
        }
        paged={paged}
        caption={`Subnets of ${vpc}`}
        columns={columns}
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            icon={<Network className="h-6 w-6" aria-hidden />}
            title="No subnets"
            body="A subnet is a block of the VPC's addresses that instances' interfaces draw from."
            action={
              <WriteLink variant="outline" href={newLink} refused={createRefused}>
                New subnet
              </WriteLink>
            }
          />
        }
      />
      <SubnetInterfacesModal open={interfacesOpen} onOpenChange={setInterfacesOpen} sel={showing} />
      {confirmation}
    </>
  )
}
