import dynamic from 'next/dynamic'
import { ProjectsTable } from '@/components/projects/projects-table'

// the form and its validators load only when the panel opens
const CreateProjectPanel = dynamic(
  () => import('@/components/projects/create-project-panel').then((m) => m.CreateProjectPanel),
  { ssr: false },
)

export default function NewProjectPage() {
  return (
    <>
      <ProjectsTable />
      <CreateProjectPanel />
    </>
  )
}
