import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import type { VpcSel } from '@/lib/api/selectors'
import { useVpc } from '../vpc-queries'
import { CustomRouterField } from './custom-router-field'
import {
  createSubnetDefaults,
  createSubnetSchema,
  toVpcSubnetCreate,
  type CreateSubnetValues,
} from './subnet-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'
import { useRefusals } from '@/components/kit/use-refusals'

/** A new subnet of the VPC; a failed submit keeps every value typed. */
export function CreateSubnetPanel(sel: VpcSel) {
  const router = useRouter()
  const refused = useRefusals(sel.project)
  // the VPC's prefix, which a typed IPv6 block must lie in (the frame has read it)
  const vpcPrefix = useVpc(sel).data?.ipv6Prefix
  const form = useForm<CreateSubnetValues>({
    resolver: zodResolver(createSubnetSchema(vpcPrefix)),
    defaultValues: createSubnetDefaults,
  })
  const back = () => void router.push(pb.vpcSubnets(sel))
  const create = useApiMutation(op.vpcSubnetCreate, {
    onSuccess: (s) => {
      toastSuccess(`Subnet ${s.name} created (${s.ipv4Block})`)
      back()
    },
  })
  const call = (v: CreateSubnetValues) => ({
    query: { project: sel.project, vpc: sel.vpc },
    body: toVpcSubnetCreate(v),
  })
  return (
    <SidePanel
      docs={docs.networking}
      form={form}
      open
      title="Create subnet"
      submitLabel="Create subnet"
      onDismiss={back}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.vpcSubnetCreate, build: call }}
      pending={create.isPending}
      refused={refused('subnet.create')}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <TextField
        control={form.control}
        name="ipv4Block"
        label="IPv4 block"
        required
        placeholder="10.0.1.0/24"
        description="A private range (10/8, 172.16/12 or 192.168/16) between /8 and /26 that no other subnet of the VPC overlaps"
      />
      <TextField
        control={form.control}
        name="ipv6Block"
        label="IPv6 block"
        placeholder="fd12:3456:789a:1::/64"
        description="A /64 of the VPC's IPv6 prefix. Left empty, one is chosen for you."
      />
      <CustomRouterField control={form.control} name="customRouter" sel={sel} />
    </SidePanel>
  )
}
