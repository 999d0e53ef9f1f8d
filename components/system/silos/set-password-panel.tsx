import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { TextField } from '@/components/ui/form-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import type { User } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import {
  PASSWORD_MAX_LENGTH,
  setPasswordDefaults,
  setPasswordSchema,
  toUserPassword,
  type SetPasswordValues,
} from './local-user-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

/**
 * A new password for a local user, typed twice. It is sent once and never
 * shown again: not kept in a draft, masked in the request shown.
 */
export function SetPasswordPanel({
  open,
  onOpenChange,
  silo,
  user,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  silo: string
  /** kept by the caller while the panel closes, so its title holds */
  user: User | undefined
}) {
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: setPasswordDefaults,
  })
  const refused = useRefusals()
  const setPassword = useApiMutation(op.localIdpUserSetPassword, {
    onSuccess: () => {
      toastSuccess(`New password set for ${user?.displayName}`)
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, form, setPassword)
  const call = (v: SetPasswordValues) => ({
    path: { userId: user?.id ?? '' },
    query: { silo },
    body: toUserPassword('password', v.password),
  })
  return (
    <SidePanel
      docs={docs.identityProviders}
      form={form}
      open={open && !!user}
      onOpenChange={close}
      title="Set password"
      description={
        <>
          A new password for <strong className="break-all">{user?.displayName}</strong> of silo{' '}
          {silo}. It replaces the current one, which stops working at once.
        </>
      }
      refused={refused('system.silo.localUser.setPassword')}
      submitLabel="Set password"
      onSubmit={form.handleSubmit((v) => setPassword.mutate(call(v)))}
      // the body's `value` is the password: masked in the request shown
      secretFields={['value']}
      request={{ op: op.localIdpUserSetPassword, build: call }}
      pending={setPassword.isPending}
      errors={[setPassword.error]}
    >
      <TextField
        control={form.control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
      <TextField
        control={form.control}
        name="passwordConfirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
    </SidePanel>
  )
}
