import dynamic from 'next/dynamic'
import { ProjectsTable } from '@/components/projects/projects-table'
import { useRouteParams } from '@/lib/core/use-route-params'

const EditProjectPanel = dynamic(
  () => import('@/components/projects/edit-project-panel').then((m) => m.EditProjectPanel),
  { ssr: false },
)

export default function EditProjectPage() {
  const params = useRouteParams('project')
  return (
    <>
      <ProjectsTable />
      {params && <EditProjectPanel project={params.project} />}
    </>
  )
}
