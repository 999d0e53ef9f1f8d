import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import { useApiQuery } from '@/lib/api/query'
import { projectUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'

export function EditProjectPanel({ project }: { project: string }) {
  return (
    <EditNamePanel
      kind="project"
      query={useApiQuery('projectView', { path: { project } })}
      dismissTo={pb.projects()}
      update={{
        op: 'projectUpdate',
        params: (p, changes) => ({ path: { project }, body: projectUpdateBody(p, changes) }),
        view: (p) => ({ op: 'projectView', params: { path: { project: p.name } } }),
        to: () => pb.projects(),
      }}
    />
  )
}
