import { Copy } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { IntentLink } from '@/components/ui/intent-link'
import { pb } from '@/lib/core/paths'
import type { NotCopied } from './clone-prefill'

/** At the top of a copy's form: what it was filled in from, and what it couldn't copy. */
export function CloneNote({
  project,
  from,
  notCopied,
}: {
  project: string
  from: string
  notCopied: NotCopied[]
}) {
  return (
    <Alert role="status" aria-labelledby="clone-note-title">
      <Copy aria-hidden />
      <AlertTitle id="clone-note-title">
        A copy of{' '}
        <IntentLink
          href={pb.instance({ project, instance: from })}
          className="break-all text-primary underline underline-offset-4"
        >
          {from}
        </IntentLink>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>Filled in from the instance: change anything before creating it.</p>
        {notCopied.length > 0 && (
          <>
            <p id="clone-not-copied" className="font-medium">
              Not copied
            </p>
            <ul aria-labelledby="clone-not-copied" className="list-disc space-y-1 pl-5">
              {notCopied.map(({ what, why }) => (
                <li key={what}>
                  <span className="font-medium">{what}:</span> {why}
                </li>
              ))}
            </ul>
          </>
        )}
      </AlertDescription>
    </Alert>
  )
}
