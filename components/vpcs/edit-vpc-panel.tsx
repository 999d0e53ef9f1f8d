import { EditNamePanel } from '@/components/kit/forms/edit-name-panel'
import { TextField } from '@/components/ui/form-fields'
import { vpcUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { editVpcSchema } from './vpc-schema'
import { useVpc } from './vpc-queries'
import { vpcParams, type VpcSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'
import { useRefusals } from '@/components/kit/use-refusals'

export function EditVpcPanel(sel: VpcSel) {
  const { project } = sel
  const refused = useRefusals(project)
  return (
    <EditNamePanel
      docs={docs.networking}
      kind="VPC"
      query={useVpc(sel)}
      dismissTo={pb.vpcs({ project })}
      refused={refused('vpc.edit')}
      update={{
        op: op.vpcUpdate,
        params: (vpc, changes) => ({
          path: { vpc: vpc.name },
          query: { project },
          body: vpcUpdateBody(vpc, changes),
        }),
        view: (v) => ({ op: op.vpcView, params: vpcParams({ project, vpc: v.name }) }),
        // the VPC's page under its (maybe new) name: its URL follows a rename
        to: (v) => pb.vpc({ project, vpc: v.name }),
      }}
      extra={{
        schema: editVpcSchema,
        values: (vpc) => ({ dnsName: vpc.dnsName }),
        fields: (control) => (
          <TextField control={control} name="dnsName" label="DNS name" required />
        ),
      }}
    />
  )
}
