import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { closeForgetting } from '@/components/kit/forms/form-modal'
import { ListboxField } from '@/components/ui/choice-fields'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { CheckboxField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { LinkById } from '@/components/kit/link-by-id'
import { ResourceProperties } from '@/components/kit/resource-properties'
import { subnetByIdParams, useViewById, vpcByIdParams } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import { toastSuccess } from '@/components/kit/toast'
import type { InstanceNetworkInterface } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { networkInterfaceUpdateBody } from '@/lib/domain/update-bodies'
import { validateIp } from '@/lib/core/validators/ip'
import { nameSchema } from '@/lib/core/validators/name'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { type InstanceSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const createSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  vpcName: z.string().check(z.minLength(1, 'Choose a VPC')),
  subnetName: z.string().check(z.minLength(1, 'Choose a subnet')),
  ip: z.string().check(
    z.superRefine((value, ctx) => {
      const message = value.trim() ? validateIp(value.trim()) : undefined
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  ),
})
type CreateValues = z.infer<typeof createSchema>

export function CreateNicPanel({
  open,
  onOpenChange,
  existing,
  ...sel
}: InstanceSel & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The instance's interfaces: a new one must share their VPC. */
  existing: InstanceNetworkInterface[]
}) {
  const refused = useRefusals(sel.project)
  const vpcs = useApiQuery(op.vpcList, { query: { project: sel.project, limit: PICKER_LIMIT } })
  const vpcItems = (vpcs.data?.items ?? []).map((v) => ({ value: v.name, label: v.name }))
  // the VPC of the instance's other interfaces, else the project's default one
  const preferredVpc =
    vpcs.data?.items.find((v) => v.id === existing[0]?.vpcId)?.name ??
    vpcs.data?.items.find((v) => v.name === 'default')?.name ??
    ''
  // not `values`: that would reset the whole form, and what was typed, when the VPCs arrive
  const form = useForm<CreateValues>({
    resolver: zodResolver(createSchema),
    defaultValues: { name: '', description: '', vpcName: '', subnetName: '', ip: '' },
  })
  const vpcName = useWatch({ control: form.control, name: 'vpcName' })
  const { setValue } = form
  // the preferred VPC once known, unless one was chosen (again after a reset on close)
  React.useEffect(() => {
    if (!vpcName && preferredVpc) setValue('vpcName', preferredVpc)
  }, [vpcName, preferredVpc, setValue])
  const subnets = useApiQuery(
    op.vpcSubnetList,
    { query: { project: sel.project, vpc: vpcName, limit: PICKER_LIMIT } },
    { enabled: !!vpcName },
  )
  const subnetItems = (subnets.data?.items ?? []).map((s) => ({
    value: s.name,
    label: `${s.name} (${s.ipv4Block})`,
  }))
  // a subnet belongs to one VPC: a new VPC choice starts the subnet afresh, with its default
  const subnetName = useWatch({ control: form.control, name: 'subnetName' })
  React.useEffect(() => {
    const names = subnets.data?.items.map((s) => s.name) ?? []
    if (names.length === 0 || names.includes(subnetName)) return
    setValue('subnetName', names.includes('default') ? 'default' : names[0])
  }, [subnets.data, subnetName, setValue])

  const create = useApiMutation(op.instanceNetworkInterfaceCreate, {
    onSuccess: (nic) => {
      toastSuccess(`Network interface ${nic.name} added`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, create, form)
  const call = ({ ip, ...body }: CreateValues) => ({
    query: { project: sel.project, instance: sel.instance },
    body: { ...body, ip: ip.trim() || null },
  })

  return (
    <SidePanel
      docs={docs.networking}
      form={form}
      open={open}
      onOpenChange={close}
      title="Add network interface"
      submitLabel="Add network interface"
      pending={create.isPending}
      refused={refused('instance.nic.create')}
      errors={[create.error]}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.instanceNetworkInterfaceCreate, build: call }}
    >
      <NameAndDescriptionFields control={form.control} />
      <ListboxField
        control={form.control}
        name="vpcName"
        label="VPC"
        required
        items={vpcItems}
        placeholder={vpcs.isPending ? 'Loading VPCs…' : 'Select a VPC'}
      />
      <PickerLimitNote page={vpcs.data} things="VPCs" />
      <ListboxField
        control={form.control}
        name="subnetName"
        label="Subnet"
        required
        items={subnetItems}
        placeholder={
          !vpcName ? 'Select a VPC first' : subnets.isPending ? 'Loading…' : 'Select a subnet'
        }
      />
      <PickerLimitNote page={subnets.data} things="subnets" />
      <TextField
        control={form.control}
        name="ip"
        label="IP address"
        description="Optional: by default the next free address of the subnet."
      />
    </SidePanel>
  )
}

const editSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  // a disabled field (already primary) submits as undefined
  primary: z.optional(z.boolean()),
})
type EditValues = z.infer<typeof editSchema>

export function EditNicPanel({
  open,
  onOpenChange,
  nic,
  project,
}: {
  project: string
  open: boolean
  onOpenChange: (open: boolean) => void
  nic: InstanceNetworkInterface | undefined
}) {
  const refused = useRefusals(project)
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    values: { name: nic?.name ?? '', description: nic?.description ?? '', primary: !!nic?.primary },
  })
  const update = useApiMutation(op.instanceNetworkInterfaceUpdate, {
    onSuccess: (n) => {
      toastSuccess(`Network interface ${n.name} updated`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, update)
  // by id: the interface is found without project or instance selectors
  const call = (n: InstanceNetworkInterface, values: EditValues) => ({
    path: { interface: n.id },
    body: networkInterfaceUpdateBody(n, values),
  })
  return (
    <SidePanel
      docs={docs.networking}
      form={form}
      open={open}
      onOpenChange={close}
      title="Edit network interface"
      submitLabel="Update network interface"
      pending={update.isPending}
      refused={refused('instance.nic.edit')}
      errors={[update.error]}
      onSubmit={form.handleSubmit((v) => {
        if (nic) update.mutate(call(nic, v))
      })}
      request={
        nic && { op: op.instanceNetworkInterfaceUpdate, build: (v: EditValues) => call(nic, v) }
      }
    >
      <NameAndDescriptionFields control={form.control} />
      <CheckboxField
        control={form.control}
        name="primary"
        label="Primary interface"
        description={
          nic?.primary
            ? 'This is the primary interface: make another one primary to change it.'
            : 'The primary interface carries the default route and the external addresses.'
        }
        disabled={!!nic?.primary}
      />
      {nic && <NicProperties nic={nic} project={project} />}
    </SidePanel>
  )
}

/** The interface's ID, addresses and times, and the VPC and subnet it is in, linked. */
function NicProperties({ nic, project }: { nic: InstanceNetworkInterface; project: string }) {
  // the VPC's name makes the subnet's address too: one request, shared with its link
  const vpc = useViewById(op.vpcView, nic.vpcId, vpcByIdParams).data?.name
  return (
    <ResourceProperties
      resource={nic}
      items={[
        { label: 'IP address', value: <span className="font-mono text-xs">{nic.ip}</span> },
        { label: 'MAC address', value: <span className="font-mono text-xs">{nic.mac}</span> },
        {
          label: 'VPC',
          value: (
            <LinkById
              op={op.vpcView}
              id={nic.vpcId}
              params={vpcByIdParams}
              href={(v) => pb.vpc({ project, vpc: v.name })}
            />
          ),
        },
        {
          label: 'Subnet',
          value: (
            <LinkById
              op={op.vpcSubnetView}
              id={nic.subnetId}
              params={subnetByIdParams}
              href={(subnet) =>
                vpc ? pb.subnetEdit({ project, vpc, subnet: subnet.name }) : pb.vpcs({ project })
              }
            />
          ),
        },
      ]}
    />
  )
}
