import type { ColumnDef } from '@tanstack/react-table'
import { Route } from 'lucide-react'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, createdColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { RowAction } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { RouterRoute, VpcRouterKind } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { RouteDestinationText, RouteTargetText } from './route-endpoint'
import { routeKindLabel, routeReadOnlyReason } from './router-labels'
import { routeListParams, type RouterSel } from './router-queries'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { WriteLink } from '@/components/kit/write-link'

/** The routes of one router; a custom router's can be added, edited and deleted. */
export function RoutesTable({
  sel,
  routerKind,
}: {
  sel: RouterSel
  /** undefined while the router loads */
  routerKind: VpcRouterKind | undefined
}) {
  const { project, vpc, router } = sel
  const nav = useRouter()
  const paged = usePagedApiQuery(op.vpcRouterRouteList, routeListParams({ project, vpc, router }))
  const [dialog, confirm] = useConfirm()
  const { mutateAsync: deleteRoute } = useApiMutation(op.vpcRouterRouteDelete)
  const refused = useRefusals(project)

  const columns = useMemo<ColumnDef<RouterRoute>[]>(() => {
    const itemsFor = (r: RouterRoute): RowAction[] => {
      const reason = routeReadOnlyReason(r)
      const disabled = reason ? { disabled: true, disabledReason: reason } : {}
      // the role's refusal, when there is one, is the reason given
      return [
        refusedBy(refused('route.edit'), {
          label: 'Edit',
          ...disabled,
          onSelect: () => void nav.push(pb.routeEdit({ project, vpc, router, route: r.name })),
        }),
        refusedBy(refused('route.delete'), {
          label: 'Delete',
          destructive: true,
          ...disabled,
          onSelect: () =>
            confirm({
              verb: 'Delete',
              kind: 'route',
              name: r.name,
              consequence: `Traffic it matched follows the other routes of ${router}.`,
              onConfirm: async () => {
                await deleteRoute({
                  path: { route: r.name },
                  query: { project, vpc, router },
                })
                toastSuccess(`Route ${r.name} deleted`)
              },
            }),
        }),
      ]
    }
    return [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (r) => r.name,
        cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
      },
      {
        id: 'Destination',
        header: 'Destination',
        accessorFn: (r) => r.destination.value,
        cell: ({ row }) => <RouteDestinationText destination={row.original.destination} />,
      },
      {
        id: 'Target',
        header: 'Target',
        accessorFn: (r) => r.target.type,
        cell: ({ row }) => <RouteTargetText target={row.original.target} sel={{ project, vpc }} />,
      },
      {
        id: 'Kind',
        header: 'Kind',
        accessorFn: (r) => r.kind,
        cell: ({ row }) => (
          <Badge variant={row.original.kind === 'custom' ? 'outline' : 'secondary'}>
            {routeKindLabel[row.original.kind]}
          </Badge>
        ),
      },
      createdColumn(),
      actionsColumn((r) => r.name, itemsFor),
    ]
  }, [project, vpc, router, nav, confirm, deleteRoute, refused])

  const newLink = pb.routesNew({ project, vpc, router })
  return (
    <section aria-labelledby="routes-heading" className="mt-10">
      <PagedTable
        header={
          <div className="mb-4 flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 id="routes-heading" className="text-lg font-semibold">
                Routes
              </h2>
              {routerKind === 'custom' && (
                <WriteLink size="sm" href={newLink} refused={refused('route.create')}>
                  New route
                </WriteLink>
              )}
            </div>
            {routerKind === 'system' && (
              <p className="text-sm text-muted-foreground">
                The VPC manages the system router&apos;s routes: one for each subnet, and the
                default routes. To route a subnet&apos;s traffic elsewhere, give it a custom router.
              </p>
            )}
          </div>
        }
        paged={paged}
        caption={`Routes of ${router}`}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            icon={<Route className="h-6 w-6" aria-hidden />}
            title="No routes"
            body={
              routerKind === 'custom'
                ? 'A route sends traffic for a destination to a target, or drops it.'
                : undefined
            }
          />
        }
      />
      {dialog}
    </section>
  )
}
