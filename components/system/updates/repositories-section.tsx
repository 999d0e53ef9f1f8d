import { useRouter } from 'next/router'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { SectionHeader } from '@/components/ui/section-header'
import { pb } from '@/lib/core/paths'
import { checkSystemVersion } from './version-check'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

const UploadRepositoryModal = lazyWhenOpen(() =>
  import('./upload-repository-modal').then((m) => m.UploadRepositoryModal),
)

/**
 * Upload a release's repository archive, or open one by its version: the API
 * looks repositories up by version and has no list of them.
 */
export function RepositoriesSection() {
  const router = useRouter()
  const [uploading, setUploading] = useState(false)
  const refused = useRefusals()
  const [version, setVersion] = useState('')
  const [error, setError] = useState<string>()
  const inputId = useId()
  const open = () => {
    const message = checkSystemVersion(version)
    setError(message)
    if (!message) void router.push(pb.systemUpdateRepository({ version: version.trim() }))
  }
  return (
    <section aria-label="Repositories">
      <SectionHeader title="Repositories">
        <GatedButton
          variant="outline"
          size="sm"
          reason={refused('system.update.repository.upload')}
          onClick={() => setUploading(true)}
        >
          Upload repository
        </GatedButton>
      </SectionHeader>
      <p className="mb-3 text-sm text-muted-foreground">
        A release comes as a repository archive (repo-17.0.0.zip), checked against the trust roots
        below when it is uploaded. Once uploaded it can be made the target release.
      </p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          open()
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>System version</Label>
          <Input
            id={inputId}
            value={version}
            placeholder="17.0.0"
            autoComplete="off"
            fullWidth={false}
            className="w-48"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => setVersion(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" size="sm">
          Open repository
        </Button>
      </form>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      )}
      <UploadRepositoryModal open={uploading} onOpenChange={setUploading} />
    </section>
  )
}
