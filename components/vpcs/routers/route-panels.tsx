import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { QueryError } from '@/components/kit/errors/query-error'
import { ResourceProperties } from '@/components/kit/resource-properties'
import { SidePanel, SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { RouterRoute } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { useRenameMutation } from '@/lib/api/rename'
import { vpcRouterRouteUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { pickerErrors, RouteFields, useRoutePickers, type RoutePickers } from './route-fields'
import {
  customDestinationKinds,
  customTargetKinds,
  kindsWith,
  newRouteDefaults,
  routeFormSchema,
  routeFormValues,
  toRouteCreate,
  toRouteDestination,
  toRouteTarget,
  type RouteFormValues,
} from './route-form-schema'
import { routeParams, useRouterView, type RouteSel, type RouterSel } from './router-queries'
import { routeReadOnlyReason } from './router-labels'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'
import { useRefusals } from '@/components/kit/use-refusals'

const CREATE_TITLE = 'Create route'

/** A new route of a custom router (Nexus adds none to the system router by request). */
export function CreateRoutePanel(sel: RouterSel) {
  const { project, vpc, router } = sel
  const nav = useRouter()
  // the router page asks for the router too: one shared request
  const current = useRouterView(sel)
  const back = () => void nav.push(pb.router({ project, vpc, router }))
  if (current.data?.kind === 'system') {
    return (
      <SidePanelView title={CREATE_TITLE} onDismiss={back}>
        <p className="text-sm text-muted-foreground">
          The system router&apos;s routes are managed by the VPC: routes can&apos;t be added to it.
          Add them to a custom router and attach that router to a subnet.
        </p>
      </SidePanelView>
    )
  }
  return <CreateRouteForm sel={sel} onDismiss={back} />
}

function CreateRouteForm({ sel, onDismiss: back }: { sel: RouterSel; onDismiss: () => void }) {
  const { project, vpc, router } = sel
  const pickers = useRoutePickers({ project, vpc })
  const refused = useRefusals(project)
  const form = useForm<RouteFormValues>({
    resolver: zodResolver(routeFormSchema),
    defaultValues: newRouteDefaults,
  })
  const create = useApiMutation(op.vpcRouterRouteCreate, {
    onSuccess: (r) => {
      toastSuccess(`Route ${r.name} created`)
      back()
    },
  })
  const call = (v: RouteFormValues) => ({
    query: { project, vpc, router },
    body: toRouteCreate(v),
  })
  const errors = [...pickerErrors(pickers), create.error?.message]
  return (
    <SidePanel
      docs={docs.routers}
      form={form}
      open
      title={CREATE_TITLE}
      description={`A route of router ${router}.`}
      submitLabel="Create route"
      onDismiss={back}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.vpcRouterRouteCreate, build: call }}
      pending={create.isPending}
      refused={refused('route.create')}
      errors={errors}
    >
      <RouteFields
        form={form}
        sel={{ project, vpc }}
        pickers={pickers}
        destinationKinds={customDestinationKinds}
        targetKinds={customTargetKinds}
      />
    </SidePanel>
  )
}

const EDIT_TITLE = 'Edit route'

export function EditRoutePanel(sel: RouteSel) {
  const { project, vpc, router } = sel
  const nav = useRouter()
  // the route and what its pickers list, asked for together
  const current = useApiQuery(op.vpcRouterRouteView, routeParams(sel))
  const pickers = useRoutePickers({ project, vpc })
  const dismiss = () => void nav.push(pb.router({ project, vpc, router }))
  const failed = blockingError(current)
  if (failed) return <QueryError error={failed} />
  const route = current.data
  if (!route) return <SidePanelSkeleton title={EDIT_TITLE} onDismiss={dismiss} />
  const readOnly = routeReadOnlyReason(route)
  if (readOnly) {
    return (
      <SidePanelView title={EDIT_TITLE} onDismiss={dismiss}>
        <p className="text-sm text-muted-foreground">
          {readOnly}: route {route.name} can&apos;t be changed.
        </p>
      </SidePanelView>
    )
  }
  return <EditRouteForm sel={sel} route={route} pickers={pickers} onDismiss={dismiss} />
}

function EditRouteForm({
  sel,
  route,
  pickers,
  onDismiss,
}: {
  sel: RouteSel
  route: RouterRoute
  pickers: RoutePickers
  onDismiss: () => void
}) {
  const { project, vpc, router } = sel
  const refused = useRefusals(project)
  const form = useForm<RouteFormValues>({
    resolver: zodResolver(routeFormSchema),
    defaultValues: routeFormValues(route),
  })
  const update = useRenameMutation(op.vpcRouterRouteUpdate, {
    view: (r) => ({
      op: op.vpcRouterRouteView,
      params: routeParams({ project, vpc, router, route: r.name }),
    }),
    to: () => pb.router({ project, vpc, router }),
    onRenamed: (r) => toastSuccess(`Route ${r.name} updated`),
  })
  const call = (v: RouteFormValues) => ({
    ...routeParams({ project, vpc, router, route: route.name }),
    body: vpcRouterRouteUpdateBody(route, {
      name: v.name,
      description: v.description,
      destination: toRouteDestination(v.destination),
      target: toRouteTarget(v.target),
    }),
  })
  const errors = [...pickerErrors(pickers), update.error?.message]
  return (
    <SidePanel
      docs={docs.routers}
      form={form}
      open
      title={EDIT_TITLE}
      submitLabel="Update route"
      onDismiss={onDismiss}
      onSubmit={form.handleSubmit((v) => update.mutate(call(v)))}
      request={{ op: op.vpcRouterRouteUpdate, build: call }}
      pending={update.isPending}
      refused={refused('route.edit')}
      errors={errors}
    >
      <RouteFields
        form={form}
        sel={{ project, vpc }}
        pickers={pickers}
        destinationKinds={kindsWith(customDestinationKinds, route.destination.type)}
        targetKinds={kindsWith(customTargetKinds, route.target.type)}
      />
      <ResourceProperties resource={route} />
    </SidePanel>
  )
}
