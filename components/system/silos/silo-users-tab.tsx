import type { ColumnDef } from '@tanstack/react-table'
import { Users } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { refusedBy } from '@/components/ui/row-action'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { SectionHeader } from '@/components/ui/section-header'
import { TextSkeleton } from '@/components/ui/skeleton'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import type { User } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import type { SiloSel } from '@/lib/api/selectors'
import { pb } from '@/lib/core/paths'
import { WriteLink } from '@/components/kit/write-link'
import { useSilo } from './silo-queries'
import * as op from '@/lib/api/ops'
import { idColumn } from '@/components/kit/data-table/id-cell'

const SetPasswordPanel = lazyWhenOpen(() =>
  import('./set-password-panel').then((m) => m.SetPasswordPanel),
)

/**
 * The silo page's Users tab. A local-only silo's users are made here: created
 * with or without a password, given a new password, deleted. A SAML silo's
 * users come from its identity provider, made when they first sign in, so the
 * tab only lists them and says why.
 */
export function SiloUsersTab(sel: SiloSel) {
  const { silo } = sel
  const siloView = useSilo(sel)
  const paged = usePagedApiQuery(op.siloUserList, { query: { silo } })
  const local = siloView.data?.identityMode === 'local_only'
  const [confirmation, confirm] = useConfirm()
  const [settingPassword, setSettingPassword] = useState<User>()
  const { mutateAsync: remove } = useApiMutation(op.localIdpUserDelete)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<User>[]>(
    () => [
      textColumn('Name', (u) => u.displayName, true),
      idColumn<User>(),
      ...(local
        ? [
            actionsColumn<User>(
              (u) => u.displayName,
              (u) => [
                refusedBy(refused('system.silo.localUser.setPassword'), {
                  label: 'Set password',
                  onSelect: () => setSettingPassword(u),
                }),
                refusedBy(refused('system.silo.localUser.delete'), {
                  label: 'Delete',
                  destructive: true,
                  onSelect: () =>
                    confirm({
                      verb: 'Delete',
                      kind: 'user',
                      name: u.displayName,
                      where: <>of silo {silo}</>,
                      consequence: 'Their sessions and tokens end, and they can no longer sign in.',
                      onConfirm: async () => {
                        await remove({ path: { userId: u.id }, query: { silo } })
                        toastSuccess(`User ${u.displayName} deleted`)
                      },
                    }),
                }),
              ],
            ),
          ]
        : []),
    ],
    [confirm, local, refused, remove, silo],
  )

  if (!siloView.data) return <TextSkeleton />
  const newLink = local && (
    <WriteLink
      variant="outline"
      size="sm"
      href={pb.systemSiloUsersNew(sel)}
      refused={refused('system.silo.localUser.create')}
    >
      New user
    </WriteLink>
  )
  return (
    <>
      {!local && (
        <Alert variant="notice" className="mb-4">
          <AlertDescription>
            {silo} has no local users: its users come from its identity provider, each made when
            they first sign in, so they can&apos;t be created, given a password or deleted here.
          </AlertDescription>
        </Alert>
      )}
      <PagedTable
        header={<SectionHeader title="Users">{newLink}</SectionHeader>}
        paged={paged}
        caption={`Users of ${silo}`}
        columns={columns}
        getRowId={(u) => u.id}
        emptyState={
          <EmptyState
            icon={<Users className="h-6 w-6" aria-hidden />}
            title="No users"
            body={
              local
                ? 'Create a user to let someone sign in to the silo with a password.'
                : 'No one has signed in through the identity provider yet.'
            }
            action={newLink || undefined}
          />
        }
      />
      <SetPasswordPanel
        open={!!settingPassword}
        onOpenChange={(open) => !open && setSettingPassword(undefined)}
        silo={silo}
        user={settingPassword}
      />
      {confirmation}
    </>
  )
}
