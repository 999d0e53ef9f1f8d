import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/kit/copy-button'
import { ResourceProperties } from '@/components/kit/resource-properties'
import { SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { publicKeyType } from '@/lib/core/ssh-key'
import { useSshKeyDelete } from './use-ssh-key-delete'
import * as op from '@/lib/api/ops'

const TITLE = 'SSH key'

/** An SSH key, read-only (the API has no update), in a panel over the list, with Delete. */
export function SshKeyViewPanel({ sshKey }: { sshKey: string }) {
  const router = useRouter()
  const view = useApiQuery(op.currentUserSshKeyView, { path: { sshKey } })
  const { requestDelete, dialog } = useSshKeyDelete()
  const dismiss = () => void router.push(pb.sshKeys())
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  if (!view.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  const key = view.data
  return (
    <>
      <SidePanelView
        title={TITLE}
        description={<span className="break-all">{key.name}</span>}
        onDismiss={dismiss}
      >
        <ResourceProperties
          resource={key}
          labels="narrow"
          items={[
            { label: 'Name', value: <span className="break-all">{key.name}</span> },
            {
              label: 'Description',
              value: key.description && (
                <span className="whitespace-pre-wrap">{key.description}</span>
              ),
            },
            { label: 'Type', value: publicKeyType(key.publicKey) },
          ]}
        />
        <section aria-labelledby="ssh-key-public-key" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id="ssh-key-public-key" className="text-sm font-medium">
              Public key
            </h3>
            <CopyButton text={key.publicKey} label="public key" showLabel variant="outline" />
          </div>
          <pre className="max-h-64 overflow-y-auto whitespace-pre-wrap break-all rounded-md border bg-muted/50 p-3 font-mono text-xs">
            {key.publicKey}
          </pre>
        </section>
        <div>
          <Button
            type="button"
            variant="destructive"
            onClick={() => requestDelete(key, () => void router.push(pb.sshKeys()))}
          >
            <Trash2 className="mr-2 h-4 w-4" aria-hidden />
            Delete SSH key
          </Button>
        </div>
      </SidePanelView>
      {dialog}
    </>
  )
}
