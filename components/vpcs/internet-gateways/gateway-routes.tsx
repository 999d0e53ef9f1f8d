import type { ColumnDef } from '@tanstack/react-table'
import { IntentLink } from '@/components/ui/intent-link'
import { Alert } from '@/components/ui/alert'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { SectionHeader } from '@/components/ui/section-header'
import type {
  RouteDestination,
  RouterRoute,
  VpcRouter,
  VpcRouterResultsPage,
} from '@/lib/api/__generated__/Api'
import { useApiQueries, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { routerRoutesParams, vpcRoutersParams, type GatewaySel } from './gateway-queries'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'

type Targeting = { route: RouterRoute; router: VpcRouter }

const destinationKind: Record<RouteDestination['type'], string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
}

/**
 * The routes of the VPC's routers whose target is this gateway. Nexus has no
 * call for that, so: the VPC's routers (asked for with the panel's other
 * requests), then every router's routes at once.
 */
export function GatewayRoutes(sel: GatewaySel) {
  const { project, vpc, gateway } = sel
  const routers = useApiQuery(op.vpcRouterList, vpcRoutersParams(sel))
  const routeLists = useApiQueries(
    op.vpcRouterRouteList,
    (routers.data?.items ?? []).map((r) => routerRoutesParams(sel, r.name)),
  )

  const targeting = ({ items }: VpcRouterResultsPage): Targeting[] =>
    items.flatMap((router, i) =>
      (routeLists[i]?.data?.items ?? [])
        .filter((r) => r.target.type === 'internet_gateway' && r.target.value === gateway)
        .map((route) => ({ route, router })),
    )
  const failed = routeLists.find((q) => q.error)?.error

  const columns: ColumnDef<Targeting>[] = [
    {
      id: 'Route',
      header: 'Route',
      accessorFn: (t) => t.route.name,
      cell: ({ row }) => <ColumnText text={row.original.route.name} className="font-medium" />,
    },
    {
      id: 'Router',
      header: 'Router',
      accessorFn: (t) => t.router.name,
      cell: ({ row }) => (
        <IntentLink
          href={pb.router({ project, vpc, router: row.original.router.name })}
          title={row.original.router.name}
          className="block max-w-40 truncate text-primary hover:underline"
        >
          {row.original.router.name}
        </IntentLink>
      ),
    },
    {
      id: 'Destination',
      header: 'Destination',
      accessorFn: (t) => t.route.destination.value,
      cell: ({ row }) => {
        const d = row.original.route.destination
        return (
          <span>
            <span className="text-muted-foreground">{destinationKind[d.type]} </span>
            <span className="break-all font-mono text-xs">{d.value}</span>
          </span>
        )
      },
    },
  ]

  return (
    <section aria-label="Routes">
      <QueryTable
        header={<SectionHeader title="Routes that target it" />}
        query={routers}
        failure="section"
        what="routers"
        waitFor={routeLists}
        notes={
          failed && (
            <Alert variant="destructive" className="mb-2">
              Couldn’t load every router’s routes: {failed.message}
            </Alert>
          )
        }
        rows={targeting}
        caption={`Routes that target ${gateway}`}
        columns={columns}
        getRowId={(t) => t.route.id}
        emptyState={
          <EmptyState
            title="No routes target this gateway"
            body="Add a route with this gateway as its target in one of the VPC's routers."
          />
        }
      />
    </section>
  )
}
