import { lazyOnRender } from '@/components/ui/lazy'
import { ErrorScreen } from './error-screen'

// Only a refused page needs the role check and its reads: its code comes when one shows.
const NoRoleHint = lazyOnRender(() => import('./no-role-hint').then((m) => m.NoRoleHint))

/** Spec §6: a 403 says 'Action not authorized' (and, for a user with no role, why). */
export function Forbidden() {
  return (
    <ErrorScreen title="Action not authorized">
      <p>You don&apos;t have permission to view this page or take this action.</p>
      <NoRoleHint />
    </ErrorScreen>
  )
}
