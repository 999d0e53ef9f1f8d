import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { callApi } from '@/lib/api/client'
import type { ApiError } from '@/lib/api/errors'
import { pb } from '@/lib/core/paths'
import { safeRedirectPath } from '@/lib/core/safe-redirect'
import { useQueryParam } from '@/lib/core/use-route-params'

type Values = { username: string; password: string }

export function LocalLoginForm({ silo }: { silo: string }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const redirectUri = useQueryParam('redirect_uri')
  const [error, setError] = useState<string>()
  const form = useForm<Values>({ defaultValues: { username: '', password: '' } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (body) => {
    setError(undefined)
    try {
      await callApi('loginLocal', { path: { siloName: silo }, body })
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="username">Username</Label>
        <Input
          id="username"
          autoComplete="username"
          autoFocus
          aria-invalid={!!errors.username}
          aria-describedby={errors.username ? 'username-error' : undefined}
          {...form.register('username', { required: 'Username is required' })}
        />
        {errors.username && (
          <p id="username-error" className="text-sm text-destructive">
            {errors.username.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...form.register('password', { required: 'Password is required' })}
        />
        {errors.password && (
          <p id="password-error" className="text-sm text-destructive">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  )
}
