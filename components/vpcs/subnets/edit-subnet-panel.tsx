import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/core/zod'
import { QueryError } from '@/components/kit/errors/query-error'
import { Form } from '@/components/ui/form'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { PropertiesTable } from '@/components/ui/properties-table'
import { SidePanel, SidePanelSkeleton } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { VpcSubnet } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { useRenameMutation } from '@/lib/api/rename'
import { vpcSubnetUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { nameSchema } from '@/lib/core/validators/name'
import type { VpcSel } from '@/lib/api/selectors'
import { CustomRouterField } from './custom-router-field'
import { SubnetInterfaces } from './subnet-interfaces'
import {
  subnetInterfacesParams,
  subnetParams,
  vpcRoutersPickerParams,
  type SubnetSel,
} from './subnet-queries'
import { NO_ROUTER, routerOrNull } from './subnet-schema'

// a subnet's blocks are fixed once it exists: VpcSubnetUpdate has no field for them
const schema = z.object({ name: nameSchema, description: z.string(), customRouter: z.string() })
type Values = z.infer<typeof schema>

const TITLE = 'Edit subnet'

export function EditSubnetPanel(sel: SubnetSel) {
  const router = useRouter()
  const current = useApiQuery('vpcSubnetView', subnetParams(sel))
  // what the form shows beside the subnet starts loading with it, not after it
  useApiQuery('vpcRouterList', vpcRoutersPickerParams(sel))
  useApiQuery('vpcSubnetListNetworkInterfaces', subnetInterfacesParams(sel))
  const dismiss = () => void router.push(pb.vpcSubnets(sel))
  const error = blockingError(current)
  if (error) return <QueryError error={error} />
  if (!current.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  return (
    <EditSubnetForm project={sel.project} vpc={sel.vpc} subnet={current.data} onDismiss={dismiss} />
  )
}

function EditSubnetForm({
  subnet,
  onDismiss,
  ...vpcSel
}: VpcSel & { subnet: VpcSubnet; onDismiss: () => void }) {
  const { project, vpc } = vpcSel
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: subnet.name,
      description: subnet.description,
      customRouter: subnet.customRouterId ?? NO_ROUTER,
    },
  })
  const update = useRenameMutation('vpcSubnetUpdate', {
    view: (s) => ({ op: 'vpcSubnetView', params: subnetParams({ ...vpcSel, subnet: s.name }) }),
    to: () => pb.vpcSubnets(vpcSel),
    onRenamed: (s) => toastSuccess(`Subnet ${s.name} updated`),
  })
  const call = ({ customRouter, ...changes }: Values) => ({
    path: { subnet: subnet.name },
    query: { project, vpc },
    body: vpcSubnetUpdateBody(subnet, { ...changes, customRouter: routerOrNull(customRouter) }),
  })
  return (
    <Form {...form}>
      <SidePanel
        open
        title={TITLE}
        submitLabel="Update subnet"
        onDismiss={onDismiss}
        onSubmit={form.handleSubmit((v) => update.mutate(call(v)))}
        request={{ op: 'vpcSubnetUpdate', build: call }}
        pending={update.isPending}
        errors={[update.error]}
      >
        <TextField control={form.control} name="name" label="Name" required />
        <TextareaField control={form.control} name="description" label="Description" />
        <CustomRouterField control={form.control} name="customRouter" sel={vpcSel} />
        <PropertiesTable
          items={[
            {
              label: 'IPv4 block',
              value: <span className="font-mono text-xs">{subnet.ipv4Block}</span>,
            },
            {
              label: 'IPv6 block',
              value: <span className="font-mono text-xs">{subnet.ipv6Block}</span>,
            },
          ]}
        />
        <section aria-labelledby="subnet-interfaces" className="flex flex-col gap-2">
          <h3 id="subnet-interfaces" className="text-sm font-semibold">
            Network interfaces
          </h3>
          <SubnetInterfaces project={project} vpc={vpc} subnet={subnet.name} />
        </section>
      </SidePanel>
    </Form>
  )
}
