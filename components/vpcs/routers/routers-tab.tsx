import type { ColumnDef } from '@tanstack/react-table'
import { Route } from 'lucide-react'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/ui/empty-state'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  linkColumn,
} from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { SectionHeader } from '@/components/ui/section-header'
import type { VpcRouter } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { vpcChildListParams, type VpcSel } from '@/lib/api/selectors'
import { routerKindLabel } from './router-labels'
import { useRouterActions } from './use-router-actions'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { WriteLink } from '@/components/kit/write-link'

/** The VPC page's Routers tab: its system router and its custom ones. */
export function RoutersTab({ project, vpc }: VpcSel) {
  const paged = usePagedApiQuery(op.vpcRouterList, vpcChildListParams({ project, vpc }))
  const { itemsFor, dialog } = useRouterActions({ project, vpc })
  const refused = useRefusals(project)

  const columns = useMemo<ColumnDef<VpcRouter>[]>(
    () => [
      linkColumn(
        'Name',
        (r) => r.name,
        (r) => pb.router({ project, vpc, router: r.name }),
      ),
      {
        id: 'Kind',
        header: 'Kind',
        accessorFn: (r) => r.kind,
        cell: ({ row }) => (
          <Badge variant={row.original.kind === 'system' ? 'secondary' : 'outline'}>
            {routerKindLabel[row.original.kind]}
          </Badge>
        ),
      },
      descriptionColumn(),
      createdColumn(),
      actionsColumn(
        (r) => r.name,
        (r) => itemsFor(r),
      ),
    ],
    [project, vpc, itemsFor],
  )

  const newLink = pb.routersNew({ project, vpc })
  return (
    <>
      <PagedTable
        header={
          <SectionHeader title="Routers">
            <WriteLink size="sm" href={newLink} refused={refused('router.create')}>
              New router
            </WriteLink>
          </SectionHeader>
        }
        paged={paged}
        caption={`Routers of ${vpc}`}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            icon={<Route className="h-6 w-6" aria-hidden />}
            title="No routers"
            body="A custom router sends a subnet's traffic where its routes say."
          />
        }
      />
      {dialog}
    </>
  )
}
