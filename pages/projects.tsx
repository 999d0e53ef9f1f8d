import { ProjectsTable } from '@/components/projects/projects-table'

export default function ProjectsPage() {
  return <ProjectsTable />
}
