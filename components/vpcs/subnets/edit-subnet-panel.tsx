import * as z from '@/lib/core/zod'
import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import { nameAndDescriptionSchema } from '@/components/kit/forms/name-and-description-fields'
import { useApiQuery } from '@/lib/api/query'
import { vpcSubnetUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { CustomRouterField } from './custom-router-field'
import { SubnetInterfaces } from './subnet-interfaces'
import {
  subnetInterfacesParams,
  subnetParams,
  vpcRoutersPickerParams,
  type SubnetSel,
} from './subnet-queries'
import { NO_ROUTER, routerOrNull } from './subnet-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'
import { useRefusals } from '@/components/kit/use-refusals'

// a subnet's blocks are fixed once it exists: VpcSubnetUpdate has no field for them
const schema = z.extend(nameAndDescriptionSchema, { customRouter: z.string() })

export function EditSubnetPanel(sel: SubnetSel) {
  const { project, vpc } = sel
  const refused = useRefusals(project)
  const current = useApiQuery(op.vpcSubnetView, subnetParams(sel))
  // what the form shows beside the subnet starts loading with it, not after it
  useApiQuery(op.vpcRouterList, vpcRoutersPickerParams(sel))
  useApiQuery(op.vpcSubnetListNetworkInterfaces, subnetInterfacesParams(sel))
  return (
    <EditNamePanel
      docs={docs.networking}
      kind="subnet"
      query={current}
      dismissTo={pb.vpcSubnets(sel)}
      refused={refused('subnet.edit')}
      update={{
        op: op.vpcSubnetUpdate,
        params: (subnet, { customRouter, ...changes }) => ({
          path: { subnet: subnet.name },
          query: { project, vpc },
          body: vpcSubnetUpdateBody(subnet, {
            ...changes,
            customRouter: routerOrNull(customRouter),
          }),
        }),
        view: (s) => ({
          op: op.vpcSubnetView,
          params: subnetParams({ project, vpc, subnet: s.name }),
        }),
        to: () => pb.vpcSubnets({ project, vpc }),
      }}
      properties={(subnet) => [
        {
          label: 'IPv4 block',
          value: <span className="font-mono text-xs">{subnet.ipv4Block}</span>,
        },
        {
          label: 'IPv6 block',
          value: <span className="font-mono text-xs">{subnet.ipv6Block}</span>,
        },
      ]}
      extra={{
        schema,
        values: (subnet) => ({ customRouter: subnet.customRouterId ?? NO_ROUTER }),
        fields: (control, subnet) => (
          <>
            <CustomRouterField control={control} name="customRouter" sel={{ project, vpc }} />
            <section aria-labelledby="subnet-interfaces" className="flex flex-col gap-2">
              <h3 id="subnet-interfaces" className="text-sm font-semibold">
                Network interfaces
              </h3>
              <SubnetInterfaces project={project} vpc={vpc} subnet={subnet.name} />
            </section>
          </>
        ),
      }}
    />
  )
}
