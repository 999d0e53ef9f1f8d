import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { ipPoolUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { poolParams, useIpPool } from './ip-pool-queries'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

export function EditIpPoolPanel({ pool }: { pool: string }) {
  const refused = useRefusals()
  return (
    <EditNamePanel
      refused={refused('system.ipPool.edit')}
      docs={docs.ipPools}
      kind="IP pool"
      query={useIpPool(pool)}
      dismissTo={pb.systemIpPool({ pool })}
      update={{
        op: op.ipPoolUpdate,
        params: (p, changes) => ({ path: { pool: p.name }, body: ipPoolUpdateBody(p, changes) }),
        view: (p) => ({ op: op.ipPoolView, params: poolParams(p.name) }),
        // the pool's page under its (maybe new) name: its URL follows a rename
        to: (p) => pb.systemIpPool({ pool: p.name }),
      }}
    />
  )
}
