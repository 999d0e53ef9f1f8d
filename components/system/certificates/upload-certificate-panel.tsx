import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { FileField } from '@/components/kit/forms/file-field'
import { readFileText } from '@/components/system/silos/read-file'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import {
  certificateDefaults,
  certificateSchema,
  toCertificateCreate,
  type CertificateValues,
} from './certificate-schema'
import * as op from '@/lib/api/ops'

/** Upload a chain and its key; each file is checked as soon as it is chosen. */
export function UploadCertificatePanel() {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<CertificateValues>({
    resolver: zodResolver(certificateSchema),
    defaultValues: certificateDefaults,
  })
  const create = useApiMutation(op.certificateCreate, {
    onSuccess: (c) => {
      toastSuccess(`Certificate ${c.name} uploaded`)
      void router.push(pb.systemCertificate({ certificate: c.name }))
    },
  })
  const call = (v: CertificateValues) => ({ body: toCertificateCreate(v) })

  return (
    <SidePanel
      form={form}
      open
      title="Upload certificate"
      refused={refused('certificate.create')}
      submitLabel="Upload certificate"
      onDismiss={() => void router.push(pb.systemCertificates())}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.certificateCreate, build: call }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <FileField
        control={form.control}
        name="cert"
        label="Certificate chain (PEM)"
        description="The server certificate first, then any intermediates: BEGIN CERTIFICATE blocks"
        required
        accept=".pem,.crt,.cer,application/x-pem-file"
        read={readFileText}
      />
      <FileField
        control={form.control}
        name="key"
        label="Private key (PEM)"
        description="The key of the server certificate; it is never shown again"
        required
        accept=".pem,.key,application/x-pem-file"
        read={readFileText}
      />
    </SidePanel>
  )
}
