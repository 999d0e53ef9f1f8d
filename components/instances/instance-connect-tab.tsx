import { IntentLink } from '@/components/ui/intent-link'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { CopyButton } from '@/components/kit/copy-button'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import {
  inboundIp,
  instanceStatesFor,
  serialConsoleCliCommand,
  sshCommand,
} from '@/lib/domain/instance'
import { pb } from '@/lib/core/paths'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useInstanceExternalIps } from './instance-queries'
import { type InstanceSel } from '@/lib/api/selectors'
import { SectionHeader } from '@/components/ui/section-header'
import { keyed } from '@/lib/core/keys'
import * as op from '@/lib/api/ops'

function Command({ text, what }: { text: string; what: string }) {
  return (
    <div className="flex max-w-3xl flex-wrap items-center gap-2">
      <code className="min-w-0 flex-1 break-all rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm">
        {text}
      </code>
      <CopyButton text={text} label={what} showLabel variant="outline" />
    </div>
  )
}

export function InstanceConnectTab(sel: InstanceSel) {
  const ips = useInstanceExternalIps(sel)
  const keys = useApiQuery(op.instanceSshPublicKeyList, {
    path: { instance: sel.instance },
    query: { project: sel.project, limit: PICKER_LIMIT },
  })
  const ip = ips.data && inboundIp(ips.data.items)

  return (
    <div className="flex flex-col gap-8 text-sm">
      <section className="flex flex-col gap-3">
        <SectionHeader title="SSH" />
        <SectionQueryError query={ips} what="external IPs" className="max-w-3xl" />
        {!ips.data ? (
          !blockingError(ips) && <Skeleton className="h-9 w-full max-w-3xl" />
        ) : ip ? (
          <>
            <p className="text-muted-foreground">
              Connect over the instance&apos;s {ip.kind} IP. Replace{' '}
              <code className="font-mono">&lt;user&gt;</code> with the login user of its image (for
              example <code className="font-mono">ubuntu</code>).
            </p>
            <Command text={sshCommand(ip.ip)} what="SSH command" />
          </>
        ) : (
          <p className="text-muted-foreground">
            The instance has no ephemeral or floating IP, so it can&apos;t be reached from outside
            the rack. Attach one on the{' '}
            <IntentLink href={pb.instanceNetworking(sel)} className="text-primary underline">
              Networking
            </IntentLink>{' '}
            tab.
          </p>
        )}
        <div>
          <h3 className="font-medium">SSH keys on this instance</h3>
          <SectionQueryError query={keys} what="SSH keys" className="mt-1 max-w-3xl" />
          {keys.data ? (
            keys.data.items.length > 0 ? (
              <>
                <ul className="mt-1 list-disc pl-5">
                  {keyed(keys.data.items, (k) => k.id).map(([key, k]) => (
                    <li key={key} className="break-all">
                      {k.name}
                    </li>
                  ))}
                </ul>
                <PickerLimitNote page={keys.data} things="SSH keys" />
              </>
            ) : (
              <p className="mt-1 text-muted-foreground">
                No SSH keys were added to this instance when it was created.
              </p>
            )
          ) : (
            !blockingError(keys) && <Skeleton className="mt-1 h-4 w-48" />
          )}
        </div>
      </section>
      <section className="flex flex-col gap-3">
        <SectionHeader title="Serial console" />
        <p className="text-muted-foreground">
          The serial console works while the instance is {instanceStatesFor('serialConsole')}. From
          the command line:
        </p>
        <Command text={serialConsoleCliCommand(sel.project, sel.instance)} what="command" />
        <IntentLink href={pb.serialConsole(sel)} className="w-fit text-primary hover:underline">
          Open the serial console
        </IntentLink>
      </section>
    </div>
  )
}
