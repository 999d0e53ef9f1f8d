import { ProjectsTable } from '@/components/projects/projects-table'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditProjectPanel = lazyOnRender(() =>
  import('@/components/projects/edit-project-panel').then((m) => m.EditProjectPanel),
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
