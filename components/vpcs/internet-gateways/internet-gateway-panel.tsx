import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { GatedButton } from '@/components/ui/gated-button'
import { useRefusals } from '@/components/kit/use-refusals'
import { PropertiesTable } from '@/components/ui/properties-table'
import { ResourceProperties } from '@/components/kit/resource-properties'
import { SidePanelView } from '@/components/kit/forms/side-panel'
import { TextSkeleton } from '@/components/ui/skeleton'
import { useConfirm } from '@/components/kit/use-confirm'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { GatewayIpAddresses } from './gateway-ip-addresses'
import { GatewayIpPools } from './gateway-ip-pools'
import {
  gatewayAttachmentsParams,
  gatewayParams,
  vpcRoutersParams,
  type GatewaySel,
} from './gateway-queries'
import { GatewayRoutes } from './gateway-routes'
import { useDeleteGateway } from './use-delete-gateway'
import * as op from '@/lib/api/ops'

/** A gateway over its VPC's list: properties, pools, addresses and the routes that use it. */
export function InternetGatewayPanel(sel: GatewaySel) {
  const router = useRouter()
  const vpcSel = { project: sel.project, vpc: sel.vpc }
  const gateway = useApiQuery(op.internetGatewayView, gatewayParams(sel))
  // every request of the panel starts now; the sections below read the same queries
  useApiQuery(op.internetGatewayIpPoolList, gatewayAttachmentsParams(sel))
  useApiQuery(op.internetGatewayIpAddressList, gatewayAttachmentsParams(sel))
  useApiQuery(op.vpcRouterList, vpcRoutersParams(sel))
  const [confirmation, confirm] = useConfirm()
  const deleteGateway = useDeleteGateway(vpcSel)
  const refused = useRefusals(sel.project)
  const back = () => void router.push(pb.vpcInternetGateways(vpcSel))

  const failed = blockingError(gateway)
  if (failed) return <QueryError error={failed} />
  const g = gateway.data
  const loading = <TextSkeleton />

  return (
    <SidePanelView title={`Internet gateway ${sel.gateway}`} onDismiss={back}>
      <RefreshFailed query={gateway} what="this gateway" />
      {g ? (
        <ResourceProperties
          resource={g}
          items={[
            { label: 'Name', value: <span className="break-all">{g.name}</span> },
            { label: 'Description', value: g.description },
          ]}
        />
      ) : (
        <PropertiesTable
          items={['ID', 'Name', 'Description', 'Created', 'Last modified'].map((label) => ({
            label,
            value: loading,
          }))}
        />
      )}
      <GatewayIpPools sel={sel} confirm={confirm} />
      <GatewayIpAddresses sel={sel} confirm={confirm} />
      <GatewayRoutes {...sel} />
      <div>
        <GatedButton
          variant="destructive"
          size="sm"
          reason={refused('internetGateway.delete')}
          onClick={() => confirm(deleteGateway(sel.gateway, back))}
        >
          Delete internet gateway
        </GatedButton>
      </div>
      {confirmation}
    </SidePanelView>
  )
}
