import { useSyncExternalStore } from 'react'
import { CopyButton } from '@/components/kit/copy-button'
import { Skeleton } from '@/components/ui/skeleton'

const noSubscription = () => () => {}

/**
 * The console's origin, known only in the browser: the static export is
 * rendered at build time, where there is no window to ask.
 */
function useOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
}

const deviceLoginCommand = (origin: string) => `oxide auth login --host ${origin}`

/** How a token is made: the CLI starts the device flow against this console's origin. */
export function DeviceLoginCommand() {
  const origin = useOrigin()
  return (
    <section aria-labelledby="device-login-heading" className="mb-6 max-w-3xl space-y-2 text-sm">
      <h2 id="device-login-heading" className="font-medium">
        Getting a token
      </h2>
      <p className="text-muted-foreground">
        Tokens are created by the device login flow: run this command with the Oxide CLI, then
        confirm the code it shows in this browser. The CLI receives a token, which is listed here
        until it expires or you revoke it.
      </p>
      {origin ? (
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm">
            {deviceLoginCommand(origin)}
          </code>
          <CopyButton
            text={deviceLoginCommand(origin)}
            label="login command"
            showLabel
            variant="outline"
          />
        </div>
      ) : (
        <Skeleton className="h-9 w-full" />
      )}
    </section>
  )
}
