import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { createVpcDefaults, createVpcSchema, toVpcCreate, type CreateVpcValues } from './vpc-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'
import { useRefusals } from '@/components/kit/use-refusals'

/** A new VPC; Nexus gives it a default subnet, a system router and default firewall rules. */
export function CreateVpcPanel({ project }: { project: string }) {
  const router = useRouter()
  const refused = useRefusals(project)
  const form = useForm<CreateVpcValues>({
    resolver: zodResolver(createVpcSchema),
    defaultValues: createVpcDefaults,
  })

  // the DNS name follows the name until the user types one of their own
  const followName = (name: string) => {
    if (form.getFieldState('dnsName').isDirty) return
    // once submitted, fields check as they change: so does this one
    form.setValue('dnsName', name, { shouldValidate: form.formState.isSubmitted })
  }

  const create = useApiMutation(op.vpcCreate, {
    onSuccess: (v) => {
      toastSuccess(`VPC ${v.name} created`)
      void router.push(pb.vpc({ project, vpc: v.name }))
    },
  })

  const call = (v: CreateVpcValues) => ({ query: { project }, body: toVpcCreate(v) })

  return (
    <SidePanel
      docs={docs.networking}
      form={form}
      open
      title="Create VPC"
      submitLabel="Create VPC"
      onDismiss={() => void router.push(pb.vpcs({ project }))}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.vpcCreate, build: call }}
      pending={create.isPending}
      refused={refused('vpc.create')}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} onNameTyped={followName} />
      <TextField
        control={form.control}
        name="dnsName"
        label="DNS name"
        required
        description="The VPC's name in DNS; the same rules as a name"
      />
      <TextField
        control={form.control}
        name="ipv6Prefix"
        label="IPv6 prefix"
        description="Optional: a /48 within fd00::/8. Left blank, one is picked for you."
        spellCheck={false}
      />
    </SidePanel>
  )
}
