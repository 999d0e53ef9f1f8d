import dynamic from 'next/dynamic'
import { ProbesTable } from '@/components/probes/probes-table'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form and its validators load only when the panel opens
const CreateProbePanel = dynamic(
  () => import('@/components/probes/create-probe-panel').then((m) => m.CreateProbePanel),
  { ssr: false },
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
