import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-fields'
import type { ApiError } from '@/lib/api/errors'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { safeRedirectPath } from '@/lib/core/safe-redirect'
import { useQueryParam } from '@/lib/core/use-route-params'
import * as op from '@/lib/api/ops'

type Values = { username: string; password: string }

export function LocalLoginForm({ silo }: { silo: string }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const login = useApiMutation(op.loginLocal)
  const redirectUri = useQueryParam('redirect_uri')
  const [error, setError] = useState<string>()
  const form = useForm<Values>({ defaultValues: { username: '', password: '' } })
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (body) => {
    setError(undefined)
    try {
      await login.mutateAsync({ path: { siloName: silo }, body })
    } catch (e) {
      const err = e as ApiError
      setError(
        err.statusCode === 401
          ? 'Could not sign in. Check your username and password.'
          : err.message,
      )
      // keep the username; the password has to be typed again
      form.setValue('password', '')
      form.setFocus('password')
      return
    }
    // a new session: nothing cached for a previous user may survive
    queryClient.clear()
    await router.replace(safeRedirectPath(redirectUri) ?? pb.projects())
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <TextField
        control={form.control}
        name="username"
        label="Username"
        autoComplete="username"
        autoFocus
        compact
        rules={{ required: 'Username is required' }}
      />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        compact
        rules={{ required: 'Password is required' }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  )
}
