import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { useApiQuery } from '@/lib/api/query'
import { projectUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

export function EditProjectPanel({ project }: { project: string }) {
  const refused = useRefusals(project)
  return (
    <EditNamePanel
      docs={docs.projects}
      kind="project"
      query={useApiQuery(op.projectView, { path: { project } })}
      dismissTo={pb.projects()}
      refused={refused('project.edit')}
      update={{
        op: op.projectUpdate,
        params: (p, changes) => ({ path: { project }, body: projectUpdateBody(p, changes) }),
        view: (p) => ({ op: op.projectView, params: { path: { project: p.name } } }),
        to: () => pb.projects(),
      }}
    />
  )
}
