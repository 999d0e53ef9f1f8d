import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { UploadFileField } from '@/components/kit/forms/file-field'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { ProgressBar } from '@/components/ui/progress-bar'
import { toastSuccess } from '@/components/kit/toast'
import { useRawApiMutation } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { pb } from '@/lib/core/paths'
import { uploadRepository } from '@/lib/api/update-uploads'
import * as op from '@/lib/api/ops'

const schema = z.object({
  file: z
    .custom<File | undefined>((v) => v === undefined || v instanceof Blob)
    .check(
      z.superRefine((file, ctx) => {
        const message = !file
          ? 'Choose the repository archive'
          : file.size === 0
            ? `${file.name} is empty`
            : undefined
        if (message) ctx.addIssue({ code: 'custom', message })
      }),
    ),
})
type Values = z.infer<typeof schema>

/**
 * Sends a release's repository archive as it is, with a progress bar: archives
 * are gigabytes, so the file is streamed from disk, never read into memory.
 */
export function UploadRepositoryModal({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const router = useRouter()
  const [sent, setSent] = useState(0)
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { file: undefined },
  })
  const send = (file: File) => {
    setSent(0)
    return uploadRepository(file, setSent)
  }
  const upload = useRawApiMutation(op.systemUpdatePutRepository, send, {
    onSuccess: ({ status, recorded }) => {
      const version = recorded.repo.systemVersion
      toastSuccess(
        status === 'inserted'
          ? `Repository ${version} uploaded`
          : `Repository ${version} was already uploaded`,
      )
      close(false)
      void router.push(pb.systemUpdateRepository({ version }))
    },
  })
  const close = closeForgetting(onOpenChange, upload, form)
  // the file being sent, once a send starts
  const file = upload.variables
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Upload repository"
      description="The rack checks the archive's signatures against its trust roots."
      submitLabel="Upload"
      pending={upload.isPending}
      errors={[upload.error]}
      onSubmit={form.handleSubmit(({ file }) => upload.mutate(file!))}
    >
      {/* a fieldset, not the field's own disabled, which would drop the file from the form */}
      <fieldset disabled={upload.isPending}>
        <UploadFileField
          control={form.control}
          name="file"
          label="Repository archive"
          description="A release archive, e.g. repo-17.0.0.zip"
          required
          accept=".zip,application/zip"
        />
      </fieldset>
      {file && (upload.isPending || upload.isSuccess) && (
        <div className="flex flex-col gap-1">
          <ProgressBar
            value={sent}
            max={file.size}
            label="Upload progress"
            valueText={`${formatBytes(sent)} of ${formatBytes(file.size)}`}
          />
          <p className="text-xs text-muted-foreground">
            {formatBytes(sent)} of {formatBytes(file.size)} sent
          </p>
        </div>
      )}
    </FormModal>
  )
}
