import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm, useWatch } from 'react-hook-form'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { FileField } from '../../kit/forms/file-field'
import {
  acsUrlFor,
  createIdpDefaults,
  createIdpSchema,
  toSamlIdentityProviderCreate,
  type CreateIdpValues,
} from './idp-schema'
import { readFileBase64, readFileText } from './read-file'
import type { SiloSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

/**
 * A new SAML identity provider for the silo. The ACS URL follows the
 * provider's name until the user edits it; a failed submit keeps every value.
 */
export function CreateIdpPanel(sel: SiloSel) {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<CreateIdpValues>({
    resolver: zodResolver(createIdpSchema),
    defaultValues: {
      ...createIdpDefaults,
      acsUrl: acsUrlFor(window.location.origin, sel.silo, ''),
    },
  })
  const source = useWatch({ control: form.control, name: 'metadataSource' })
  const followName = (name: string) => {
    if (form.getFieldState('acsUrl').isDirty) return
    form.setValue('acsUrl', acsUrlFor(window.location.origin, sel.silo, name))
  }

  const back = () => void router.push(pb.systemSilo(sel))
  const create = useApiMutation(op.samlIdentityProviderCreate, {
    onSuccess: (idp) => {
      toastSuccess(`Identity provider ${idp.name} created`)
      back()
    },
  })
  const call = (v: CreateIdpValues) => ({
    query: { silo: sel.silo },
    body: toSamlIdentityProviderCreate(v),
  })
  return (
    <SidePanel
      docs={docs.identityProviders}
      form={form}
      open
      title="Create SAML identity provider"
      refused={refused('system.silo.samlIdp.create')}
      submitLabel="Create provider"
      onDismiss={back}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      // its name doesn't say so: kept out of drafts, masked in the request shown
      secretFields={['signingKey']}
      request={{ op: op.samlIdentityProviderCreate, build: call }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} onNameTyped={followName} />
      <TextField
        control={form.control}
        name="acsUrl"
        label="ACS URL"
        required
        description="Where the identity provider sends its assertions: this console's sign-in URL for the provider"
      />
      <TextField
        control={form.control}
        name="sloUrl"
        label="SLO URL"
        required
        placeholder="https://idp.example.com/saml/logout"
        description="Where the identity provider sends log-out requests"
      />
      <TextField control={form.control} name="idpEntityId" label="IdP entity ID" required />
      <TextField
        control={form.control}
        name="spClientId"
        label="SP client ID"
        required
        description="The identity provider's name for this service provider"
      />
      <TextField
        control={form.control}
        name="technicalContactEmail"
        label="Technical contact email"
        type="email"
        required
      />
      <TextField
        control={form.control}
        name="groupAttributeName"
        label="Group attribute name"
        description="The SAML attribute that lists a user's groups; without one, users join no group (not even the silo's admin group)"
      />
      <RadioField
        control={form.control}
        name="metadataSource"
        label="Metadata source"
        required
        items={[
          { value: 'url', label: 'URL' },
          { value: 'file', label: 'XML file' },
        ]}
      />
      {source === 'url' ? (
        <TextField
          control={form.control}
          name="metadataUrl"
          label="Metadata URL"
          required
          placeholder="https://idp.example.com/saml/metadata"
        />
      ) : (
        <FileField
          control={form.control}
          name="metadataXml"
          label="Metadata XML file"
          required
          accept=".xml,application/xml,text/xml"
          read={readFileBase64}
        />
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium">Request signing keypair (optional)</legend>
        <FileField
          control={form.control}
          name="signingCert"
          label="Public certificate (PEM)"
          accept=".pem,.crt,.cer,application/x-pem-file"
          read={readFileText}
        />
        <FileField
          control={form.control}
          name="signingKey"
          label="Private key (PEM)"
          description="An RSA key in PKCS#1 form (BEGIN RSA PRIVATE KEY)"
          accept=".pem,.key,application/x-pem-file"
          read={readFileText}
        />
      </fieldset>
    </SidePanel>
  )
}
