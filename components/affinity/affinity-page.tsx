import { Split } from 'lucide-react'
import { PageHeader } from '@/components/ui/page-header'
import { GROUP_KINDS } from './group-kinds'
import { GroupsTable } from './groups-table'

/** The project's affinity page: its anti-affinity groups, then its affinity groups. */
export function AffinityPage({ project }: { project: string }) {
  return (
    <>
      <PageHeader title="Affinity" icon={<Split className="h-5 w-5" aria-hidden />} />
      {GROUP_KINDS.map((kind) => (
        <GroupsTable key={kind.key} kind={kind} project={project} />
      ))}
    </>
  )
}
