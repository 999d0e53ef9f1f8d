import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { isUuid } from '@/lib/core/validators/name'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { ComboboxField, ListboxField } from '@/components/ui/choice-fields'
import { TextField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { FormModal } from '@/components/kit/forms/form-modal'
import { ROLE_LABELS, ROLE_ORDER, type RoleName } from '@/lib/domain/roles'
import {
  IDENTITY_TYPE_LABELS,
  type IdentityCandidate,
  type IdentitySource,
  type PickedIdentity,
} from './identity-source'

const schema = z
  .object({
    /** the index of the source picked, when there are several */
    source: z.string(),
    /** a bySilo source's silo */
    silo: z.string(),
    /** picked from a list */
    identityId: z.string(),
    /** typed by hand */
    typedType: z.enum(['silo_user', 'silo_group']),
    typedId: z.string(),
    role: z.enum(ROLE_ORDER as [RoleName, ...RoleName[]], { error: 'Choose a role' }),
  })
  .check(
    z.superRefine((v, ctx) => {
      // which fields count is the caller's: see `pickedIdentity`
      if (v.source === 'byId') {
        if (!isUuid(v.typedId.trim())) {
          ctx.addIssue({
            code: 'custom',
            path: ['typedId'],
            message: 'Enter the id (a UUID) of the user or group',
          })
        }
      } else if (!v.identityId) {
        ctx.addIssue({ code: 'custom', path: ['identityId'], message: 'Choose a user or group' })
      }
    }),
  )
type Values = z.infer<typeof schema>

const ROLE_ITEMS = ROLE_ORDER.map((role) => ({ value: role, label: ROLE_LABELS[role] }))
const TYPE_ITEMS = (['silo_user', 'silo_group'] as const).map((t) => ({
  value: t,
  label: IDENTITY_TYPE_LABELS[t],
}))

export type RoleModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** e.g. "silo" or "project mock-project" */
  target: string
  /** Adding: where to find the identity (one or more pickers). Changing: absent. */
  sources?: IdentitySource[]
  /** Changing: the identity whose role changes. */
  editing?: PickedIdentity & { name: string; role: RoleName }
  /** Whether giving this role to this identity takes admin away from the current user. */
  losesOwnAdmin: (identityId: string, role: RoleName) => boolean
  onSubmit: (identity: PickedIdentity, role: RoleName) => Promise<unknown>
}

/** The source's kind the form's `source` names: "byId", or the index of a listing one. */
const sourceKey = (source: IdentitySource, i: number) =>
  source.kind === 'byId' ? 'byId' : String(i)

function candidatesOf(source: IdentitySource | undefined, silo: string): IdentityCandidate[] {
  if (source?.kind === 'listed') return source.candidates
  if (source?.kind === 'bySilo') return source.silos.find((s) => s.silo === silo)?.candidates ?? []
  return []
}

/** Add a role assignment, or change the role of one (which replaces it). */
export function RoleModal({
  open,
  onOpenChange,
  target,
  sources = [],
  editing,
  losesOwnAdmin,
  onSubmit,
}: RoleModalProps) {
  const firstSilo = sources.find((s) => s.kind === 'bySilo')?.silos[0]?.silo ?? ''
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: {
      source: sources[0] ? sourceKey(sources[0], 0) : '0',
      silo: firstSilo,
      identityId: editing?.identityId ?? '',
      typedType: 'silo_user',
      typedId: '',
      role: editing?.role ?? 'viewer',
    },
  })
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const [sourceValue, silo, identityId, typedId, role] = useWatch({
    control: form.control,
    name: ['source', 'silo', 'identityId', 'typedId', 'role'],
  })
  const sourceIndex = sources.findIndex((s, i) => sourceKey(s, i) === sourceValue)
  const source = sources[sourceIndex]
  const candidates = candidatesOf(source, silo)
  const what = source?.kind === 'bySilo' ? 'user' : 'user or group'
  const chosenId = editing
    ? editing.identityId
    : source?.kind === 'byId'
      ? typedId.trim()
      : identityId
  const warn = !!chosenId && !!role && losesOwnAdmin(chosenId, role)

  const close = (next: boolean) => {
    if (!next) {
      form.reset()
      setError(undefined)
    }
    onOpenChange(next)
  }

  // undefined: the one picked is no longer offered (another source or silo was chosen since)
  const picked = (values: Values): PickedIdentity | undefined => {
    if (editing) return { identityId: editing.identityId, identityType: editing.identityType }
    if (source?.kind === 'byId') {
      return { identityId: values.typedId.trim().toLowerCase(), identityType: values.typedType }
    }
    const candidate = candidates.find((c) => c.value === values.identityId)
    return candidate && { identityId: candidate.value, identityType: candidate.identityType }
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
        const identity = picked(values)
        if (!identity) {
          form.setError('identityId', { message: 'Choose a user or group' })
          return
        }
        setPending(true)
        setError(undefined)
        try {
          await onSubmit(identity, values.role)
          close(false)
        } catch (e) {
          setError(e instanceof Error ? e.message : 'Could not save the role')
        } finally {
          setPending(false)
        }
      })}
    >
      {!editing && sources.length > 1 && (
        <RadioField
          control={form.control}
          name="source"
          label="Find the user or group"
          items={sources.map((s, i) => ({ value: sourceKey(s, i), label: s.label }))}
        />
      )}
      {!editing && source?.kind === 'bySilo' && (
        <ListboxField
          control={form.control}
          name="silo"
          label="Silo"
          required
          items={source.silos.map((s) => ({ value: s.silo, label: s.silo }))}
          placeholder="Select a silo"
        />
      )}
      {!editing && source && source.kind !== 'byId' && (
        <ComboboxField
          // a new list when the silo changes: the search starts afresh
          key={`${sourceValue}/${silo}`}
          control={form.control}
          name="identityId"
          label={source.kind === 'bySilo' ? 'User' : 'User or group'}
          required
          items={candidates}
          placeholder={candidates.length ? `Select a ${what}` : 'Everyone has a role'}
          emptyText={candidates.length ? `No matching ${what}s` : 'Everyone has a role'}
        />
      )}
      {!editing && source?.kind === 'byId' && (
        <>
          <RadioField
            control={form.control}
            name="typedType"
            label="Type"
            required
            items={TYPE_ITEMS}
          />
          <TextField
            control={form.control}
            name="typedId"
            label="ID"
            required
            description="For a user or group the console can't list, such as another silo's group."
            autoComplete="off"
            spellCheck={false}
          />
        </>
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
