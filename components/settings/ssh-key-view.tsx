import { usePrefetchQuery } from '@tanstack/react-query'
import { apiq } from '@/lib/api/query'
import { lazyOnRender } from '@/components/ui/lazy'
import * as op from '@/lib/api/ops'

const SshKeyViewPanel = lazyOnRender(() =>
  import('./ssh-key-view-panel').then((m) => m.SshKeyViewPanel),
)

/**
 * An SSH key's view, to render beside the list. The panel's code loads after the page,
 * so its request starts here, with the list's.
 */
export function SshKeyView({ sshKey }: { sshKey: string }) {
  usePrefetchQuery(apiq(op.currentUserSshKeyView, { path: { sshKey } }))
  return <SshKeyViewPanel sshKey={sshKey} />
}
