import type { ColumnDef } from '@tanstack/react-table'
import { Router as GatewayIcon } from 'lucide-react'
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { GatedButton } from '@/components/ui/gated-button'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  linkColumn,
} from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { SectionHeader } from '@/components/ui/section-header'
import { useConfirm } from '@/components/kit/use-confirm'
import type { InternetGateway } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { vpcChildListParams, type VpcSel } from '@/lib/api/selectors'
import { AttachedCount } from './attached-counts'
import { useDeleteGateway } from './use-delete-gateway'
import * as op from '@/lib/api/ops'

const CreateInternetGatewayModal = lazyWhenOpen(() =>
  import('./create-internet-gateway-modal').then((m) => m.CreateInternetGatewayModal),
)

/** The VPC page's Internet gateways tab: the gateways its routes can send traffic out through. */
export function InternetGatewaysTab(sel: VpcSel) {
  const { project, vpc } = sel
  const router = useRouter()
  const paged = usePagedApiQuery(op.internetGatewayList, vpcChildListParams(sel))
  const [creating, setCreating] = useState(false)
  const [confirmation, confirm] = useConfirm()
  const deleteGateway = useDeleteGateway(sel)
  const refused = useRefusals(project)

  const columns = useMemo<ColumnDef<InternetGateway>[]>(
    () => [
      linkColumn(
        'Name',
        (g) => g.name,
        (g) => pb.internetGateway({ project, vpc, gateway: g.name }),
      ),
      descriptionColumn(),
      {
        id: 'IP pools',
        header: 'IP pools',
        cell: ({ row }) => (
          <AttachedCount
            of={op.internetGatewayIpPoolList}
            project={project}
            vpc={vpc}
            gateway={row.original.name}
          />
        ),
      },
      {
        id: 'IP addresses',
        header: 'IP addresses',
        cell: ({ row }) => (
          <AttachedCount
            of={op.internetGatewayIpAddressList}
            project={project}
            vpc={vpc}
            gateway={row.original.name}
          />
        ),
      },
      createdColumn(),
      actionsColumn(
        (g) => g.name,
        (g) => [
          {
            label: 'View',
            onSelect: () => void router.push(pb.internetGateway({ project, vpc, gateway: g.name })),
          },
          refusedBy(refused('internetGateway.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => confirm(deleteGateway(g.name)),
          }),
        ],
      ),
    ],
    [project, vpc, router, confirm, deleteGateway, refused],
  )

  const newButton = (
    <GatedButton
      variant="outline"
      size="sm"
      reason={refused('internetGateway.create')}
      onClick={() => setCreating(true)}
    >
      New internet gateway
    </GatedButton>
  )
  return (
    <>
      <PagedTable
        header={<SectionHeader title="Internet gateways">{newButton}</SectionHeader>}
        paged={paged}
        caption={`Internet gateways of ${vpc}`}
        columns={columns}
        getRowId={(g) => g.id}
        emptyState={
          <EmptyState
            icon={<GatewayIcon className="h-6 w-6" aria-hidden />}
            title="No internet gateways"
            body="A route to an internet gateway lets instances reach the internet from the gateway's IP pools or addresses."
          />
        }
      />
      <CreateInternetGatewayModal
        open={creating}
        onOpenChange={setCreating}
        project={project}
        vpc={vpc}
        onCreated={(gateway) => void router.push(pb.internetGateway({ project, vpc, gateway }))}
      />
      {confirmation}
    </>
  )
}
