import * as z from '@/lib/core/zod'
import type { UserCreate, UserPassword } from '@/lib/api/__generated__/Api'
import { validateName } from '@/lib/core/validators/name'

/** The contract's Password: at most this many characters. */
export const PASSWORD_MAX_LENGTH = 512

// the contract's UserId has the rules of a Name
const validateUsername = (value: string) =>
  value.length === 0 ? 'Username is required' : validateName(value)

/** A password typed twice: the second must match, so a typo doesn't lock the user out. */
const passwordFields = {
  password: z.string(),
  passwordConfirm: z.string(),
}

type PasswordValues = { password: string; passwordConfirm: string }

type Issue = { code: 'custom'; path: string[]; message: string }

/** Adds the password's issues. */
function checkPassword(v: PasswordValues, ctx: { addIssue: (issue: Issue) => void }) {
  const issue = (path: keyof PasswordValues, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message })
  if (v.password.length === 0) issue('password', 'Password is required')
  else if (v.password.length > PASSWORD_MAX_LENGTH) {
    issue('password', `Must be ${PASSWORD_MAX_LENGTH} characters or fewer`)
  } else if (v.passwordConfirm !== v.password) {
    issue('passwordConfirm', 'The passwords do not match')
  }
}

export const setPasswordSchema = z
  .object(passwordFields)
  .check(z.superRefine((v, ctx) => checkPassword(v, ctx)))

export type SetPasswordValues = z.infer<typeof setPasswordSchema>

export const setPasswordDefaults: SetPasswordValues = { password: '', passwordConfirm: '' }

export const createLocalUserSchema = z
  .object({
    externalId: z.string().check(z.validator(validateUsername)),
    /** "password": signs in with the one typed; "login_disallowed": exists, can't sign in */
    mode: z.enum(['password', 'login_disallowed']),
    ...passwordFields,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.mode === 'password') checkPassword(v, ctx)
    }),
  )

export type CreateLocalUserValues = z.infer<typeof createLocalUserSchema>

export const createLocalUserDefaults: CreateLocalUserValues = {
  externalId: '',
  mode: 'password',
  password: '',
  passwordConfirm: '',
}

/** The password as the API takes it; none means the user can't sign in. */
export function toUserPassword(mode: UserPassword['mode'], password: string): UserPassword {
  return mode === 'password' ? { mode, value: password } : { mode: 'login_disallowed' }
}

export function toUserCreate(v: CreateLocalUserValues): UserCreate {
  return { externalId: v.externalId, password: toUserPassword(v.mode, v.password) }
}
