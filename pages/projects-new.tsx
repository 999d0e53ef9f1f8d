import { ProjectsTable } from '@/components/projects/projects-table'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateProjectPanel = lazyOnRender(() =>
  import('@/components/projects/create-project-panel').then((m) => m.CreateProjectPanel),
)

export default function NewProjectPage() {
  return (
    <>
      <ProjectsTable />
      <CreateProjectPanel />
    </>
  )
}
