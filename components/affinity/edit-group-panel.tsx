import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import { useApiQuery } from '@/lib/api/query'
import { affinityGroupUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import type { GroupKind } from './group-kinds'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'
import { useRefusals } from '@/components/kit/use-refusals'

type Props = { project: string; group: string }

// Policy and failure domain can't be changed after create (the update bodies have name and
// description only). The panel's types follow its operations, so each kind has its own few
// lines here.
export function EditGroupPanel({ kind, ...props }: Props & { kind: GroupKind }) {
  return kind.key === 'affinity' ? (
    <EditAffinityGroupPanel {...props} />
  ) : (
    <EditAntiAffinityGroupPanel {...props} />
  )
}

function EditAntiAffinityGroupPanel({ project, group }: Props) {
  const refused = useRefusals(project)
  return (
    <EditNamePanel
      docs={docs.affinity}
      kind="anti-affinity group"
      // the group page behind the panel makes the same request: one fetch for both
      query={useApiQuery(op.antiAffinityGroupView, {
        path: { antiAffinityGroup: group },
        query: { project },
      })}
      dismissTo={pb.antiAffinityGroup({ project, antiAffinityGroup: group })}
      refused={refused('antiAffinityGroup.edit')}
      errorShownBehind
      update={{
        op: op.antiAffinityGroupUpdate,
        params: (g, changes) => ({
          path: { antiAffinityGroup: g.name },
          query: { project },
          body: affinityGroupUpdateBody(g, changes),
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

function EditAffinityGroupPanel({ project, group }: Props) {
  const refused = useRefusals(project)
  return (
    <EditNamePanel
      docs={docs.affinity}
      kind="affinity group"
      query={useApiQuery(op.affinityGroupView, {
        path: { affinityGroup: group },
        query: { project },
      })}
      dismissTo={pb.affinityGroup({ project, affinityGroup: group })}
      refused={refused('affinityGroup.edit')}
      errorShownBehind
      update={{
        op: op.affinityGroupUpdate,
        params: (g, changes) => ({
          path: { affinityGroup: g.name },
          query: { project },
          body: affinityGroupUpdateBody(g, changes),
        }),
        view: (g) => ({
          op: op.affinityGroupView,
          params: { path: { affinityGroup: g.name }, query: { project } },
        }),
        to: (g) => pb.affinityGroup({ project, affinityGroup: g.name }),
      }}
    />
  )
}
