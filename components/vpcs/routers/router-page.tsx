import { Route } from 'lucide-react'
import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { Badge } from '@/components/ui/badge'
import { PageHeader } from '@/components/ui/page-header'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { PropertiesTable } from '@/components/ui/properties-table'
import { RowActions } from '@/components/ui/row-actions'
import { Skeleton, TextSkeleton } from '@/components/ui/skeleton'
import type { VpcRouter, VpcSubnetResultsPage } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { useRouterView, useVpcSubnetPicker, type RouterSel } from './router-queries'
import { routerKindLabel } from './router-labels'
import { RoutesTable } from './routes-table'
import { useRouterActions } from './use-router-actions'

/** A router of a VPC: its properties, then its routes. */
export function RouterPage(sel: RouterSel) {
  const { project, vpc } = sel
  const nav = useRouter()
  const view = useRouterView(sel)
  // starts with the router's own request; only a custom router's subnets are named
  const subnets = useVpcSubnetPicker(sel)
  const { itemsFor, dialog } = useRouterActions({ project, vpc })

  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const r = view.data
  return (
    <>
      <PageHeader
        title={r?.name ?? sel.router}
        icon={<Route className="h-5 w-5" aria-hidden />}
        className="[&>h1]:min-w-0 [&>h1]:break-all"
        actions={
          r && (
            <RowActions
              label="Router actions"
              items={() => itemsFor(r, () => void nav.push(pb.vpcRouters({ project, vpc })))}
            />
          )
        }
      />
      <RefreshFailed query={view} what="this router" className="mb-4" />
      {r ? (
        <RouterProperties router={r} subnets={subnets.data} subnetsError={!!subnets.error} />
      ) : (
        <PropertiesSkeleton />
      )}
      <RoutesTable sel={sel} routerKind={r?.kind} />
      {dialog}
    </>
  )
}

function RouterProperties({
  router,
  subnets,
  subnetsError,
}: {
  router: VpcRouter
  subnets: VpcSubnetResultsPage | undefined
  subnetsError: boolean
}) {
  const using = subnets?.items.filter((s) => s.customRouterId === router.id)
  const subnetsValue = subnetsError ? (
    <span className="text-muted-foreground">Could not load the VPC&apos;s subnets</span>
  ) : !using ? (
    <TextSkeleton />
  ) : (
    <span className="flex flex-col gap-1">
      <span className="break-all">
        {using.length ? using.map((s) => s.name).join(', ') : 'None'}
      </span>
      <PickerLimitNote page={subnets} things="subnets" />
    </span>
  )
  return (
    <PropertiesTable
      items={[
        {
          label: 'Kind',
          value: (
            <Badge variant={router.kind === 'system' ? 'secondary' : 'outline'}>
              {routerKindLabel[router.kind]}
            </Badge>
          ),
        },
        { label: 'Description', value: router.description },
        // every subnet has the system router; a custom one is chosen per subnet
        ...(router.kind === 'custom' ? [{ label: 'Subnets using it', value: subnetsValue }] : []),
        { label: 'Created', value: formatDateTime(router.timeCreated) },
        { label: 'Last modified', value: formatDateTime(router.timeModified) },
      ]}
    />
  )
}

function PropertiesSkeleton() {
  return (
    <div aria-busy className="flex max-w-3xl flex-col gap-3 rounded-md border p-4">
      <span className="sr-only" role="status">
        Loading router
      </span>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
    </div>
  )
}
