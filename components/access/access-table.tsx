import type { ColumnDef } from '@tanstack/react-table'
import { Users } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PageHeader } from '@/components/ui/page-header'
import { SectionHeader } from '@/components/ui/section-header'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { RowActions } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import {
  ROLE_LABELS,
  losesAdmin,
  removeRole,
  updateRole,
  type Policy,
  type RoleName,
} from '@/lib/domain/roles'
import { accessRows, type AccessRow } from './access-rows'
import { IDENTITY_TYPE_LABELS, type PickedIdentity } from './identity-source'
import { useAccessIdentities } from './use-access-identities'
import { PolicyConflict, usePolicyWriter, type AccessScope } from './use-policy-writer'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'
import { GatedButton } from '@/components/ui/gated-button'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import type { Action } from '@/lib/domain/permissions'

const RoleModal = lazyWhenOpen(() => import('./role-modal').then((m) => m.RoleModal))

const roleLabel = (role: RoleName | undefined) => (role ? ROLE_LABELS[role] : '—')

/** What a scope's page calls itself and its policy. */
function wording(scope: AccessScope) {
  switch (scope.kind) {
    case 'project':
      return {
        target: `project ${scope.project}`,
        title: 'Project access',
        caption: `Role assignments of project ${scope.project}`,
        empty: 'Silo roles still apply here: a silo viewer can read this project.',
      }
    case 'fleet':
      return {
        target: 'fleet',
        title: 'Fleet access',
        caption: 'Role assignments of the fleet',
        empty: 'Give users or groups a fleet role to let them see and run the System side.',
      }
    case 'systemSilo':
      return {
        target: `silo ${scope.silo}`,
        title: 'Access',
        caption: `Role assignments of silo ${scope.silo}`,
        empty: "Give the silo's users or groups a role to let them use it.",
      }
    default:
      return {
        target: 'silo',
        title: 'Silo access',
        caption: 'Role assignments of the silo',
        empty: 'Give users or groups a role to let them use the silo.',
      }
  }
}

/** The write of a scope's policy, as the user's roles are asked about it. */
const POLICY_EDIT: Record<AccessScope['kind'], Action> = {
  project: 'project.policy.edit',
  silo: 'silo.policy.edit',
  fleet: 'system.policy.edit',
  systemSilo: 'system.silo.policy.edit',
}

/**
 * The role assignments of a policy, with add, change and remove: the silo's or a
 * project's (of the signed-in user's silo), the fleet's, or any silo's from the
 * system side.
 */
export function AccessTable({ scope }: { scope: AccessScope }) {
  const project = scope.kind === 'project' ? scope.project : undefined
  const systemSilo = scope.kind === 'systemSilo' ? scope.silo : undefined
  const fleet = scope.kind === 'fleet'
  // all at once: the silo policy names the silo roles shown on a project too
  const siloPolicy = useApiQuery(op.policyView, {}, { enabled: !fleet && !systemSilo })
  const projectPolicy = useApiQuery(
    op.projectPolicyView,
    { path: { project: project ?? '' } },
    { enabled: !!project },
  )
  const fleetPolicy = useApiQuery(op.systemPolicyView, {}, { enabled: fleet })
  const systemSiloPolicy = useApiQuery(
    op.siloPolicyView,
    { path: { silo: systemSilo ?? '' } },
    { enabled: !!systemSilo },
  )
  const identities = useAccessIdentities(scope)
  const refusals = useRefusals(project)
  const refused = refusals(POLICY_EDIT[scope.kind])
  // a fleet admin changing a silo's access from the system side keeps that power whatever
  // the silo's policy says, so only the other pages warn about losing one's own admin
  const guardsOwnAdmin = !systemSilo
  const me = useApiQuery(op.currentUserView, {}, { enabled: guardsOwnAdmin })
  const myGroups = useApiQuery(
    op.currentUserGroups,
    { query: { limit: PICKER_LIMIT } },
    { enabled: guardsOwnAdmin },
  )
  const policyQuery = project
    ? projectPolicy
    : fleet
      ? fleetPolicy
      : systemSilo
        ? systemSiloPolicy
        : siloPolicy
  const policy = policyQuery.data

  const [confirmation, confirm] = useConfirm()
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<AccessRow>()
  const [conflict, setConflict] = useState<string>()

  const { names, siloOf } = identities
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names])
  const { target, title, caption, empty } = wording(scope)
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
      if (!guardsOwnAdmin || !identity || !policy) return false
      return project
        ? losesAdmin(identity, [siloPolicy.data, policy], [siloPolicy.data, next])
        : losesAdmin(identity, [policy], [next])
    },
    [guardsOwnAdmin, identity, policy, project, siloPolicy.data],
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

  const assign = ({ identityId, identityType }: PickedIdentity, role: RoleName) =>
    save(
      (p) => updateRole(p, { identityId, identityType, roleName: role }),
      `${nameOf(identityId)} is now ${ROLE_LABELS[role]} on the ${target}`,
    )

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
        cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
      },
      {
        id: 'Type',
        header: 'Type',
        cell: ({ row }) => IDENTITY_TYPE_LABELS[row.original.identityType] ?? '—',
      },
      ...(siloOf
        ? ([
            {
              id: 'Silo',
              header: 'Silo',
              cell: ({ row }) => siloOf.get(row.original.identityId) ?? '—',
            },
          ] satisfies ColumnDef<AccessRow>[])
        : []),
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
              refusedBy(refused, {
                label: 'Change role',
                onSelect: () => setEditing(row.original),
              }),
              refusedBy(refused, {
                label: 'Remove',
                destructive: true,
                onSelect: () => remove(row.original),
              }),
            ]}
          />
        ),
      },
    ]
  }, [confirm, losesOwnAdmin, policy, project, refused, save, siloOf, siloPolicy.data, target])

  const addButton = (
    <GatedButton
      reason={refused}
      // ruled out by the user's roles, it stays focusable to say why
      disabled={!refused && (!policy || !identities.ready)}
      onClick={() => setAdding(true)}
    >
      Add role
    </GatedButton>
  )

  return (
    <>
      <QueryTable
        header={
          systemSilo ? (
            <SectionHeader title={title}>{addButton}</SectionHeader>
          ) : (
            <PageHeader
              title={title}
              icon={<Users className="h-5 w-5" aria-hidden />}
              actions={addButton}
            />
          )
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
            {identities.failed && (
              <Alert variant="notice" className="mb-4">
                <AlertDescription>
                  Some users or groups could not be loaded; they are shown by id.
                </AlertDescription>
              </Alert>
            )}
            {identities.limited.map(({ page, things }) => (
              <PickerLimitNote key={things} page={page} things={things} />
            ))}
          </>
        }
        // not kept waiting for the names: a row shows its id until they come, or if they fail
        rows={(p) => accessRows(p, names, project ? siloPolicy.data : undefined)}
        caption={caption}
        columns={columns}
        getRowId={(r) => r.identityId}
        emptyState={
          <EmptyState
            icon={<Users className="h-6 w-6" aria-hidden />}
            title="No roles assigned"
            body={empty}
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
        sources={editing ? undefined : identities.sources(policy)}
        editing={
          editing && {
            identityId: editing.identityId,
            identityType: editing.identityType,
            name: editing.name,
            role: editing.role,
          }
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
