import { AffinityPage } from '@/components/affinity/affinity-page'
import { AFFINITY } from '@/components/affinity/group-kinds'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateGroupPanel = lazyOnRender(() =>
  import('@/components/affinity/create-group-panel').then((m) => m.CreateGroupPanel),
)

export default function NewAffinityGroupPage() {
  const params = useRouteParams('project')
  if (!params) return null
  return (
    <>
      <AffinityPage project={params.project} />
      <CreateGroupPanel kind={AFFINITY} project={params.project} />
    </>
  )
}
