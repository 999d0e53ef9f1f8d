import { IntentLink } from '@/components/ui/intent-link'
import { Button } from '@/components/ui/button'
import { signOut } from '@/lib/api/sign-out'
import { pb } from '@/lib/core/paths'
import { ErrorScreen } from './error-screen'

export function SomethingWentWrong() {
  return (
    <ErrorScreen
      title="Something went wrong"
      actions={
        <>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign out
          </Button>
          <IntentLink href={pb.projects()} className="text-primary underline underline-offset-4">
            Back to console
          </IntentLink>
        </>
      }
    >
      Please try again. If the problem persists, contact your administrator.
    </ErrorScreen>
  )
}
