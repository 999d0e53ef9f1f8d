import type { ColumnDef } from '@tanstack/react-table'
import { Users } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import type { FieldItem } from '@/components/ui/form-fields'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PageHeader } from '@/components/ui/page-header'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { RowActions } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import {
  ROLE_LABELS,
  assignableIdentities,
  losesAdmin,
  removeRole,
  updateRole,
  type Policy,
  type RoleName,
} from '@/lib/domain/roles'
import { accessRows, type AccessRow } from './access-rows'
import { PolicyConflict, usePolicyWriter, type AccessScope } from './use-policy-writer'
import * as op from '@/lib/api/ops'

const RoleModal = lazyWhenOpen(() => import('./role-modal').then((m) => m.RoleModal))

const roleLabel = (role: RoleName | undefined) => (role ? ROLE_LABELS[role] : '—')

/** The role assignments of the silo or of a project, with add, change and remove. */
export function AccessTable({ scope }: { scope: AccessScope }) {
  const project = scope.kind === 'project' ? scope.project : undefined
  // all at once: the silo policy names the silo roles shown on a project too
  const siloPolicy = useApiQuery(op.policyView, {})
  const projectPolicy = useApiQuery(
    op.projectPolicyView,
    { path: { project: project ?? '' } },
    { enabled: !!project },
  )
  const users = useApiQuery(op.userList, { query: { limit: PICKER_LIMIT } })
  const groups = useApiQuery(op.groupList, { query: { limit: PICKER_LIMIT } })
  const me = useApiQuery(op.currentUserView, {})
  const myGroups = useApiQuery(op.currentUserGroups, { query: { limit: PICKER_LIMIT } })
  const policyQuery = project ? projectPolicy : siloPolicy
  const policy = policyQuery.data

  const [confirmation, confirm] = useConfirm()
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<AccessRow>()
  const [conflict, setConflict] = useState<string>()

  const names = useMemo(
    () =>
      new Map([
        ...(users.data?.items ?? []).map((u) => [u.id, u.displayName] as const),
        ...(groups.data?.items ?? []).map((g) => [g.id, g.displayName] as const),
      ]),
    [users.data, groups.data],
  )
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names])
  const target = project ? `project ${project}` : 'silo'
  const writePolicy = usePolicyWriter(scope, nameOf)

  // the policies that make the current user an admin here: a silo admin is one on every project
  const identity = useMemo(
    () =>
      me.data && {
        userId: me.data.id,
        groupIds: (myGroups.data?.items ?? []).map((g) => g.id),
      },
    [me.data, myGroups.data],
  )
  const losesOwnAdmin = useCallback(
    (next: Policy) => {
      if (!identity || !policy) return false
      return project
        ? losesAdmin(identity, [siloPolicy.data, policy], [siloPolicy.data, next])
        : losesAdmin(identity, [policy], [next])
    },
    [identity, policy, project, siloPolicy.data],
  )

  const save = useCallback(
    async (next: (p: Policy) => Policy, done: string) => {
      if (!policy) return
      try {
        await writePolicy(policy, next(policy))
        toastSuccess(done)
      } catch (e) {
        if (e instanceof PolicyConflict) setConflict(e.message)
        throw e
      }
    },
    [policy, writePolicy],
  )

  const assign = (identityId: string, role: RoleName) => {
    const identityType =
      editing?.identityType ??
      (groups.data?.items.some((g) => g.id === identityId) ? 'silo_group' : 'silo_user')
    return save(
      (p) => updateRole(p, { identityId, identityType, roleName: role }),
      `${nameOf(identityId)} is now ${ROLE_LABELS[role]} on the ${target}`,
    )
  }

  const columns = useMemo<ColumnDef<AccessRow>[]>(() => {
    const remove = (row: AccessRow) =>
      confirm({
        verb: 'Remove',
        kind: 'role',
        name: ROLE_LABELS[row.role],
        where: (
          <>
            of <strong className="break-words">{row.name}</strong> on the {target}
          </>
        ),
        consequence: policy && losesOwnAdmin(removeRole(policy, row.identityId)) && (
          <strong className="mt-2 block text-destructive">
            This takes away your own admin role on the {target}: you will no longer be able to
            change its access, and only another admin can give it back.
          </strong>
        ),
        onConfirm: () =>
          save(
            (p) => removeRole(p, row.identityId),
            `${row.name} no longer has a role on the ${target}`,
          ),
      })
    return [
      {
        id: 'Name',
        header: 'Name',
        cell: ({ row }) => (
          <span className="block max-w-xs truncate font-medium" title={row.original.name}>
            {row.original.name}
          </span>
        ),
      },
      {
        id: 'Type',
        header: 'Type',
        cell: ({ row }) => (row.original.identityType === 'silo_user' ? 'User' : 'Group'),
      },
      {
        id: 'Role',
        header: project ? 'Project role' : 'Role',
        cell: ({ row }) => ROLE_LABELS[row.original.role],
      },
      ...(project
        ? ([
            {
              id: 'Silo role',
              header: 'Silo role',
              cell: ({ row }) => (siloPolicy.data ? roleLabel(row.original.siloRole) : '—'),
            },
            {
              id: 'Effective role',
              header: 'Effective role',
              cell: ({ row }) => ROLE_LABELS[row.original.effectiveRole],
            },
          ] satisfies ColumnDef<AccessRow>[])
        : []),
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <RowActions
            label={`Actions for ${row.original.name}`}
            items={() => [
              { label: 'Change role', onSelect: () => setEditing(row.original) },
              { label: 'Remove', destructive: true, onSelect: () => remove(row.original) },
            ]}
          />
        ),
      },
    ]
  }, [confirm, losesOwnAdmin, policy, project, save, siloPolicy.data, target])

  const candidates: FieldItem[] = [
    ...assignableIdentities(users.data?.items ?? [], policy).map((u) => ({
      value: u.id,
      label: u.displayName,
      detail: 'User',
    })),
    ...assignableIdentities(groups.data?.items ?? [], policy).map((g) => ({
      value: g.id,
      label: g.displayName,
      detail: 'Group',
    })),
  ]
  const addButton = (
    <Button onClick={() => setAdding(true)} disabled={!policy || !users.data || !groups.data}>
      Add role
    </Button>
  )

  return (
    <>
      <QueryTable
        header={
          <PageHeader
            title={project ? 'Project access' : 'Silo access'}
            icon={<Users className="h-5 w-5" aria-hidden />}
            actions={addButton}
          />
        }
        query={policyQuery}
        what="the policy"
        notes={
          <>
            {conflict && (
              <Alert variant="notice" className="mb-4">
                <AlertDescription className="flex flex-wrap items-center gap-3">
                  <span>{conflict}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setConflict(undefined)
                      void policyQuery.refetch()
                    }}
                  >
                    Reload
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {(users.error || groups.error) && (
              <Alert variant="notice" className="mb-4">
                <AlertDescription>
                  Some users or groups could not be loaded; they are shown by id.
                </AlertDescription>
              </Alert>
            )}
            <PickerLimitNote page={users.data} things="users" />
            <PickerLimitNote page={groups.data} things="groups" />
          </>
        }
        // not kept waiting for the names: a row shows its id until they come, or if they fail
        rows={(p) => accessRows(p, names, project ? siloPolicy.data : undefined)}
        caption={
          project ? `Role assignments of project ${project}` : 'Role assignments of the silo'
        }
        columns={columns}
        getRowId={(r) => r.identityId}
        emptyState={
          <EmptyState
            icon={<Users className="h-6 w-6" aria-hidden />}
            title="No roles assigned"
            body={
              project
                ? 'Silo roles still apply here: a silo viewer can read this project.'
                : 'Give users or groups a role to let them use the silo.'
            }
          />
        }
      />
      <RoleModal
        open={adding || !!editing}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false)
            setEditing(undefined)
          }
        }}
        target={target}
        candidates={editing ? undefined : candidates}
        editing={
          editing && { identityId: editing.identityId, name: editing.name, role: editing.role }
        }
        losesOwnAdmin={(identityId, role) =>
          !!policy &&
          losesOwnAdmin(
            updateRole(policy, {
              identityId,
              identityType: editing?.identityType ?? 'silo_user',
              roleName: role,
            }),
          )
        }
        onSubmit={assign}
      />
      {confirmation}
    </>
  )
}
