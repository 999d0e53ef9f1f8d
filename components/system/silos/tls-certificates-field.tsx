import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { FileField } from '../../kit/forms/file-field'
import { CertificateNameWarning } from './certificate-name-warning'
import { readFileText } from './read-file'
import { emptyCertificate, type CreateSiloValues } from './silo-schema'

/** Zero or more TLS certificates for the silo's endpoints, each a PEM chain and its key. */
export function TlsCertificatesField({ form }: { form: UseFormReturn<CreateSiloValues> }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'tlsCertificates',
  })
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-sm font-medium">TLS certificates</legend>
      <p className="text-sm text-muted-foreground">
        For the silo&apos;s console and API endpoints; they should be valid for its DNS names.
      </p>
      {fields.map((f, i) => (
        <div
          key={f.id}
          role="group"
          aria-label={`Certificate ${i + 1}`}
          className="flex flex-col gap-4 rounded-md border p-4"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-medium">Certificate {i + 1}</h3>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove certificate ${i + 1}`}
              onClick={() => remove(i)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <TextField
            control={form.control}
            name={`tlsCertificates.${i}.name`}
            label="Certificate name"
            required
          />
          <TextareaField
            control={form.control}
            name={`tlsCertificates.${i}.description`}
            label="Certificate description"
          />
          <FileField
            control={form.control}
            name={`tlsCertificates.${i}.cert`}
            label="Certificate (PEM)"
            description="The certificate chain: one or more BEGIN CERTIFICATE blocks"
            required
            accept=".pem,.crt,.cer,application/x-pem-file"
            read={readFileText}
          />
          <CertificateNameWarning form={form} index={i} />
          <FileField
            control={form.control}
            name={`tlsCertificates.${i}.key`}
            label="Private key (PEM)"
            required
            accept=".pem,.key,application/x-pem-file"
            read={readFileText}
          />
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyCertificate)}>
          <Plus className="mr-2 h-4 w-4" aria-hidden />
          Add TLS certificate
        </Button>
      </div>
    </fieldset>
  )
}
