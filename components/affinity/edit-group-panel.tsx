import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import { useApiQuery } from '@/lib/api/query'
import { antiAffinityGroupUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

type Props = { project: string; group: string }

// policy and failure domain can't be changed after create (AntiAffinityGroupUpdate)
export function EditGroupPanel({ project, group }: Props) {
  return (
    <EditNamePanel
      kind="anti-affinity group"
      // the group page behind the panel makes the same request: one fetch for both
      query={useApiQuery(op.antiAffinityGroupView, {
        path: { antiAffinityGroup: group },
        query: { project },
      })}
      dismissTo={pb.antiAffinityGroup({ project, antiAffinityGroup: group })}
      errorShownBehind
      update={{
        op: op.antiAffinityGroupUpdate,
        params: (g, changes) => ({
          path: { antiAffinityGroup: g.name },
          query: { project },
          body: antiAffinityGroupUpdateBody(g, changes),
        }),
        view: (g) => ({
          op: op.antiAffinityGroupView,
          params: { path: { antiAffinityGroup: g.name }, query: { project } },
        }),
        to: (g) => pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
      }}
    />
  )
}
