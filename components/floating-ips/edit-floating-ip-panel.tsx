import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import { LinkById } from '@/components/kit/link-by-id'
import { InstanceByIdLink } from '@/components/instances/instance-by-id-link'
import { useApiQuery } from '@/lib/api/query'
import { floatingIpUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { poolByIdParams } from './floating-ip-queries'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'
import { useRefusals } from '@/components/kit/use-refusals'

// the address, pool and instance aren't part of FloatingIpUpdate: name and description only
export function EditFloatingIpPanel({
  project,
  floatingIp,
}: {
  project: string
  floatingIp: string
}) {
  const refused = useRefusals(project)
  return (
    <EditNamePanel
      docs={docs.floatingIps}
      kind="floating IP"
      query={useApiQuery(op.floatingIpView, { path: { floatingIp }, query: { project } })}
      dismissTo={pb.floatingIps({ project })}
      refused={refused('floatingIp.edit')}
      properties={(fip) => [
        { label: 'IP address', value: <span className="font-mono text-xs">{fip.ip}</span> },
        {
          label: 'IP pool',
          value: (
            <LinkById
              op={op.projectIpPoolView}
              id={fip.ipPoolId}
              params={poolByIdParams}
              href={(pool) => pb.systemIpPool({ pool: pool.name })}
            />
          ),
        },
        {
          label: 'Instance',
          value: <InstanceByIdLink project={project} instanceId={fip.instanceId} overList />,
        },
      ]}
      update={{
        op: op.floatingIpUpdate,
        params: (fip, changes) => ({
          path: { floatingIp: fip.name },
          query: { project },
          body: floatingIpUpdateBody(fip, changes),
        }),
        view: (f) => ({
          op: op.floatingIpView,
          params: { path: { floatingIp: f.name }, query: { project } },
        }),
        to: () => pb.floatingIps({ project }),
      }}
    />
  )
}
