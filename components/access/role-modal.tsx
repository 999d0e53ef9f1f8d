import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { ComboboxField } from '@/components/ui/choice-fields'
import { type FieldItem } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { FormModal } from '@/components/kit/forms/form-modal'
import { ROLE_LABELS, ROLE_ORDER, type RoleName } from '@/lib/domain/roles'

const schema = z.object({
  identityId: z.string().check(z.minLength(1, 'Choose a user or group')),
  role: z.enum(ROLE_ORDER as [RoleName, ...RoleName[]], { error: 'Choose a role' }),
})
type Values = z.infer<typeof schema>

const ROLE_ITEMS = ROLE_ORDER.map((role) => ({ value: role, label: ROLE_LABELS[role] }))

export type RoleModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** e.g. "silo" or "project mock-project" */
  target: string
  /** Adding: the users and groups that hold no role yet. Changing: absent. */
  candidates?: FieldItem[]
  /** Changing: the identity whose role changes. */
  editing?: { identityId: string; name: string; role: RoleName }
  /** Whether giving this role to this identity takes admin away from the current user. */
  losesOwnAdmin: (identityId: string, role: RoleName) => boolean
  onSubmit: (identityId: string, role: RoleName) => Promise<unknown>
}

/** Add a role assignment, or change the role of one (which replaces it). */
export function RoleModal({
  open,
  onOpenChange,
  target,
  candidates,
  editing,
  losesOwnAdmin,
  onSubmit,
}: RoleModalProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: editing
      ? { identityId: editing.identityId, role: editing.role }
      : { identityId: '', role: 'viewer' },
  })
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const [identityId, role] = useWatch({ control: form.control, name: ['identityId', 'role'] })
  const warn = !!identityId && !!role && losesOwnAdmin(identityId, role)

  const close = (next: boolean) => {
    if (!next) {
      form.reset()
      setError(undefined)
    }
    onOpenChange(next)
  }

  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title={editing ? 'Change role' : 'Add role'}
      description={
        editing ? (
          <>
            Choose the role of <strong className="break-all">{editing.name}</strong> on the {target}
            . It replaces the current one.
          </>
        ) : (
          <>Give a user or group a role on the {target}.</>
        )
      }
      submitLabel={editing ? 'Change role' : 'Add role'}
      pending={pending}
      errors={[error]}
      onSubmit={form.handleSubmit(async (values) => {
        setPending(true)
        setError(undefined)
        try {
          await onSubmit(values.identityId, values.role)
          close(false)
        } catch (e) {
          setError(e instanceof Error ? e.message : 'Could not save the role')
        } finally {
          setPending(false)
        }
      })}
    >
      {candidates && (
        <ComboboxField
          control={form.control}
          name="identityId"
          label="User or group"
          required
          items={candidates}
          placeholder={candidates.length ? 'Select a user or group' : 'Everyone has a role'}
          emptyText={candidates.length ? 'No matching users or groups' : 'Everyone has a role'}
        />
      )}
      <RadioField control={form.control} name="role" label="Role" required items={ROLE_ITEMS} />
      {warn && (
        <Alert variant="destructive">
          <AlertDescription>
            This takes away your own admin role on the {target}: you will no longer be able to
            change its access, and only another admin can give it back.
          </AlertDescription>
        </Alert>
      )}
    </FormModal>
  )
}
