import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import {
  NameAndDescriptionFields,
  nameAndDescriptionSchema,
  type NameAndDescription,
} from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { vpcRouterUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import type { VpcSel } from '@/lib/api/selectors'
import { routerParams, useRouterView, type RouterSel } from './router-queries'
import { SYSTEM_ROUTER_READ_ONLY } from './use-router-actions'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'
import { useRefusals } from '@/components/kit/use-refusals'

/** A new custom router; it opens on its own page, where its routes are added. */
export function CreateRouterPanel(sel: VpcSel) {
  const router = useRouter()
  const refused = useRefusals(sel.project)
  const form = useForm<NameAndDescription>({
    resolver: zodResolver(nameAndDescriptionSchema),
    defaultValues: { name: '', description: '' },
  })
  const create = useApiMutation(op.vpcRouterCreate, {
    onSuccess: (r) => {
      toastSuccess(`Router ${r.name} created`)
      void router.push(pb.router({ ...sel, router: r.name }))
    },
  })
  return (
    <SidePanel
      docs={docs.routers}
      form={form}
      open
      title="Create router"
      description="A custom router holds routes for the subnets that use it."
      submitLabel="Create router"
      onDismiss={() => void router.push(pb.vpcRouters(sel))}
      onSubmit={form.handleSubmit((body) => create.mutate({ query: sel, body }))}
      request={{
        op: op.vpcRouterCreate,
        build: (body: NameAndDescription) => ({ query: sel, body }),
      }}
      pending={create.isPending}
      refused={refused('router.create')}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
    </SidePanel>
  )
}

export function EditRouterPanel(sel: RouterSel) {
  const { project, vpc } = sel
  const refused = useRefusals(project)
  return (
    <EditNamePanel
      docs={docs.routers}
      kind="router"
      query={useRouterView(sel)}
      dismissTo={pb.vpcRouters(sel)}
      refused={refused('router.edit')}
      readOnly={(r) => r.kind === 'system' && `${SYSTEM_ROUTER_READ_ONLY}.`}
      update={{
        op: op.vpcRouterUpdate,
        params: (current, changes) => ({
          ...routerParams({ project, vpc, router: current.name }),
          body: vpcRouterUpdateBody(current, changes),
        }),
        view: (r) => ({
          op: op.vpcRouterView,
          params: routerParams({ project, vpc, router: r.name }),
        }),
        to: () => pb.vpcRouters({ project, vpc }),
      }}
    />
  )
}
