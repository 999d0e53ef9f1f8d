import { IntentLink } from '@/components/ui/intent-link'
import { pb } from '@/lib/core/paths'
import { ErrorScreen } from './error-screen'

export function NotFound() {
  return (
    <ErrorScreen
      title="Page not found"
      actions={
        <IntentLink href={pb.projects()} className="text-primary underline underline-offset-4">
          Back to console
        </IntentLink>
      }
    >
      The page you are looking for doesn&apos;t exist or you may not have access to it.
    </ErrorScreen>
  )
}
