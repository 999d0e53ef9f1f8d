import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { NumberField, TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { CheckboxField, RadioField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { FleetRoleMappingsField } from './fleet-role-mappings-field'
import {
  createSiloDefaults,
  createSiloSchema,
  toSiloCreate,
  type CreateSiloValues,
} from './silo-schema'
import { TlsCertificatesField } from './tls-certificates-field'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

/** A new silo; a failed submit keeps every value and file chosen, and shows Nexus's reason. */
export function CreateSiloPanel() {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<CreateSiloValues>({
    resolver: zodResolver(createSiloSchema),
    defaultValues: createSiloDefaults,
  })
  const back = () => void router.push(pb.systemSilos())
  const create = useApiMutation(op.siloCreate, {
    onSuccess: (silo) => {
      toastSuccess(`Silo ${silo.name} created`)
      void router.push(pb.systemSilo({ silo: silo.name }))
    },
  })
  const call = (v: CreateSiloValues) => ({ body: toSiloCreate(v) })

  return (
    <SidePanel
      docs={docs.silos}
      form={form}
      open
      title="Create silo"
      refused={refused('system.silo.create')}
      submitLabel="Create silo"
      onDismiss={back}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.siloCreate, build: call }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <CheckboxField
        control={form.control}
        name="discoverable"
        label="Discoverable"
        description="Whether the silo is listed to people choosing where to sign in"
      />
      <RadioField
        control={form.control}
        name="identityMode"
        label="Identity mode"
        required
        items={[
          {
            value: 'saml_jit',
            label: 'SAML (just in time)',
            description: 'Users come from a SAML identity provider on their first sign-in',
          },
          {
            value: 'local_only',
            label: 'Local only',
            description: 'Users are created in the silo, with passwords',
          },
        ]}
      />
      <TextField
        control={form.control}
        name="adminGroupName"
        label="Admin group name"
        description="Created with the silo and made its admin: users the identity provider puts in this group can set the silo up"
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium">Quotas</legend>
        <p className="text-sm text-muted-foreground">0 means none may be provisioned.</p>
        <NumberField
          control={form.control}
          name="quotas.cpus"
          label="vCPUs"
          required
          min={0}
          step={1}
        />
        <NumberField
          control={form.control}
          name="quotas.memoryGib"
          label="Memory (GiB)"
          required
          min={0}
          step={1}
        />
        <NumberField
          control={form.control}
          name="quotas.storageGib"
          label="Storage (GiB)"
          required
          min={0}
          step={1}
        />
      </fieldset>
      <FleetRoleMappingsField form={form} />
      <TlsCertificatesField form={form} />
    </SidePanel>
  )
}
