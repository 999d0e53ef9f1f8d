import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm, useWatch } from 'react-hook-form'
import { TextField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import type { SiloSel } from '@/lib/api/selectors'
import { pb } from '@/lib/core/paths'
import {
  PASSWORD_MAX_LENGTH,
  createLocalUserDefaults,
  createLocalUserSchema,
  toUserCreate,
  type CreateLocalUserValues,
} from './local-user-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const MODE_ITEMS = [
  { value: 'password', label: 'With a password' },
  { value: 'login_disallowed', label: 'Without a password (cannot sign in until one is set)' },
]

/** A new user of a local-only silo, who signs in at the silo's sign-in page with a password. */
export function CreateLocalUserPanel(sel: SiloSel) {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<CreateLocalUserValues>({
    resolver: zodResolver(createLocalUserSchema),
    defaultValues: createLocalUserDefaults,
  })
  const mode = useWatch({ control: form.control, name: 'mode' })
  const back = () => void router.push(pb.systemSiloUsers(sel))
  const create = useApiMutation(op.localIdpUserCreate, {
    onSuccess: (user) => {
      toastSuccess(`User ${user.displayName} created`)
      back()
    },
  })
  const call = (v: CreateLocalUserValues) => ({ query: { silo: sel.silo }, body: toUserCreate(v) })
  return (
    <SidePanel
      docs={docs.identityProviders}
      form={form}
      open
      title="Create user"
      description={`A local user of silo ${sel.silo}, who signs in with a username and password.`}
      refused={refused('system.silo.localUser.create')}
      submitLabel="Create user"
      onDismiss={back}
      onSubmit={form.handleSubmit((v) => create.mutate(call(v)))}
      request={{ op: op.localIdpUserCreate, build: call }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <TextField
        control={form.control}
        name="externalId"
        label="Username"
        required
        description="What the user types to sign in: lowercase letters, digits and dashes, starting with a letter"
        autoComplete="off"
        spellCheck={false}
      />
      <RadioField control={form.control} name="mode" label="Sign-in" items={MODE_ITEMS} />
      {mode === 'password' && (
        <>
          <TextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
          <TextField
            control={form.control}
            name="passwordConfirm"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
          />
        </>
      )}
    </SidePanel>
  )
}
