import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { z } from '@/lib/core/zod'
import { QueryError } from '@/components/kit/errors/query-error'
import { Form } from '@/components/ui/form'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { SidePanel, SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { VpcRouter } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useApiMutation } from '@/lib/api/query'
import { useRenameMutation } from '@/lib/api/rename'
import { vpcRouterUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { nameSchema } from '@/lib/core/validators/name'
import type { VpcSel } from '@/lib/api/selectors'
import { routerParams, useRouterView, type RouterSel } from './router-queries'
import { SYSTEM_ROUTER_READ_ONLY } from './use-router-actions'

const schema = z.object({ name: nameSchema, description: z.string() })
type Values = z.infer<typeof schema>

function RouterFields({ form }: { form: UseFormReturn<Values> }) {
  return (
    <>
      <TextField control={form.control} name="name" label="Name" required />
      <TextareaField control={form.control} name="description" label="Description" />
    </>
  )
}

/** A new custom router; it opens on its own page, where its routes are added. */
export function CreateRouterPanel(sel: VpcSel) {
  const router = useRouter()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '' },
  })
  const create = useApiMutation('vpcRouterCreate', {
    onSuccess: (r) => {
      toastSuccess(`Router ${r.name} created`)
      void router.push(pb.router({ ...sel, router: r.name }))
    },
  })
  return (
    <Form {...form}>
      <SidePanel
        open
        title="Create router"
        description="A custom router holds routes for the subnets that use it."
        submitLabel="Create router"
        onDismiss={() => void router.push(pb.vpcRouters(sel))}
        onSubmit={form.handleSubmit((body) => create.mutate({ query: sel, body }))}
        request={{ op: 'vpcRouterCreate', build: (body: Values) => ({ query: sel, body }) }}
        pending={create.isPending}
        errors={[create.error]}
      >
        <RouterFields form={form} />
      </SidePanel>
    </Form>
  )
}

const EDIT_TITLE = 'Edit router'

export function EditRouterPanel(sel: RouterSel) {
  const router = useRouter()
  const current = useRouterView(sel)
  const dismiss = () => void router.push(pb.vpcRouters(sel))
  const failed = blockingError(current)
  if (failed) return <QueryError error={failed} />
  const r = current.data
  if (!r) return <SidePanelSkeleton title={EDIT_TITLE} onDismiss={dismiss} />
  if (r.kind === 'system') {
    return (
      <SidePanelView title={EDIT_TITLE} onDismiss={dismiss}>
        <p className="text-sm text-muted-foreground">{SYSTEM_ROUTER_READ_ONLY}.</p>
      </SidePanelView>
    )
  }
  return <EditRouterForm sel={sel} current={r} onDismiss={dismiss} />
}

function EditRouterForm({
  sel,
  current,
  onDismiss,
}: {
  sel: RouterSel
  current: VpcRouter
  onDismiss: () => void
}) {
  const { project, vpc } = sel
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: current.name, description: current.description },
  })
  const update = useRenameMutation('vpcRouterUpdate', {
    view: (r) => ({ op: 'vpcRouterView', params: routerParams({ project, vpc, router: r.name }) }),
    to: () => pb.vpcRouters({ project, vpc }),
    onRenamed: (r) => toastSuccess(`Router ${r.name} updated`),
  })
  const call = (changes: Values) => ({
    ...routerParams({ project, vpc, router: current.name }),
    body: vpcRouterUpdateBody(current, changes),
  })
  return (
    <Form {...form}>
      <SidePanel
        open
        title={EDIT_TITLE}
        submitLabel="Update router"
        onDismiss={onDismiss}
        onSubmit={form.handleSubmit((changes) => update.mutate(call(changes)))}
        request={{ op: 'vpcRouterUpdate', build: call }}
        pending={update.isPending}
        errors={[update.error]}
      >
        <RouterFields form={form} />
      </SidePanel>
    </Form>
  )
}
