import { ProbesTable } from '@/components/probes/probes-table'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateProbePanel = lazyOnRender(() =>
  import('@/components/probes/create-probe-panel').then((m) => m.CreateProbePanel),
)

export default function NewProbePage() {
  const params = useRouteParams('project')
  if (!params) return null
  return (
    <>
      <ProbesTable project={params.project} />
      <CreateProbePanel project={params.project} />
    </>
  )
}
