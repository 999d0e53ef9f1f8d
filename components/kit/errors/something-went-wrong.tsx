import type { ReactNode } from 'react'
import { IntentLink } from '@/components/ui/intent-link'
import { Button } from '@/components/ui/button'
import { signOut } from '@/lib/api/sign-out'
import { pb } from '@/lib/core/paths'
import { ErrorScreen } from './error-screen'

/**
 * Spec §2 and §8: 'Something went wrong', with Sign out and Back to console wherever it shows.
 * `children` replaces the spec's sentence where more is known (the boot: the page's code
 * didn't come).
 */
export function SomethingWentWrong({ children }: { children?: ReactNode }) {
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
      {children ?? 'Please try again. If the problem persists, contact your administrator.'}
    </ErrorScreen>
  )
}
