import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { GatedButton } from '@/components/ui/gated-button'
import { Form } from '@/components/ui/form'
import { TextareaField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { toastSuccess } from '@/components/kit/toast'
import type { ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import type { AllowedSourceIps } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { allowListUpdateBody } from '@/lib/domain/rack-networking-update-bodies'
import { formatDateTime } from '@/lib/core/format/date'
import {
  allowListBody,
  allowListSchema,
  allowListValues,
  type AllowListValues,
} from './allow-list-schema'
import * as op from '@/lib/api/ops'

const LOCKOUT =
  'The list must include the address this browser reaches the rack from, as the rack sees it (behind NAT or a proxy, that is its public address). The console can’t know that address: if it is missing, the next request from here is refused and only a client from a listed address can undo it.'

/**
 * Which source addresses may reach the rack's user-facing services. A list
 * that leaves out the operator's own address locks them out, so every list
 * is confirmed with that said plainly.
 */
export function AllowListForm({ confirm }: { confirm: (options: ConfirmActionOptions) => void }) {
  const allowList = useApiQuery(op.networkingAllowListView, {})
  const failed = blockingError(allowList)
  return (
    <section aria-label="Source IP allow list" className="flex flex-col gap-3">
      <SectionHeader title="Source IP allow list" />
      {failed ? (
        <QueryError error={failed} />
      ) : (
        <>
          <RefreshFailed query={allowList} what="the allow list" />
          {allowList.data ? (
            <>
              <p className="text-sm text-muted-foreground">
                Last changed {formatDateTime(allowList.data.timeModified)}
              </p>
              <AllowListFields current={allowList.data.allowedIps} confirm={confirm} />
            </>
          ) : (
            <Skeleton className="h-32 w-full max-w-lg" />
          )}
        </>
      )}
    </section>
  )
}

function AllowListFields({
  current,
  confirm,
}: {
  current: AllowedSourceIps
  confirm: (options: ConfirmActionOptions) => void
}) {
  const form = useForm<AllowListValues>({
    resolver: zodResolver(allowListSchema),
    defaultValues: allowListValues(current),
  })
  const { mutateAsync: update } = useApiMutation(op.networkingAllowListUpdate)
  const refused = useRefusals()('system.allowList.edit')
  // a saved change (here or elsewhere) becomes the form's new starting point
  const currentKey = JSON.stringify(current)
  useEffect(() => {
    form.reset(allowListValues(JSON.parse(currentKey) as AllowedSourceIps))
  }, [currentKey, form])

  const allow = useWatch({ control: form.control, name: 'allow' })
  const save = form.handleSubmit((values) => {
    // Enter in a field submits too
    if (refused) return
    const body = allowListBody(values)
    const run = async () => {
      await update({ body: allowListUpdateBody({ allowedIps: current }, { allowedIps: body }) })
      toastSuccess('Allow list saved')
    }
    if (body.allow === 'any') {
      confirm({
        verb: 'Allow',
        kind: 'any source address',
        consequence: 'Every address will be able to reach the rack’s services again.',
        destructive: false,
        onConfirm: run,
      })
      return
    }
    confirm({
      verb: 'Restrict',
      kind: 'access to listed addresses',
      consequence: (
        <>
          Only {body.ips.length === 1 ? 'this address' : `these ${body.ips.length} entries`} will
          reach the rack: <span className="break-words font-mono">{body.ips.join(', ')}</span>.{' '}
          {LOCKOUT} Does the list include your own address?
        </>
      ),
      onConfirm: run,
    })
  })

  return (
    <Form {...form}>
      <form onSubmit={save} className="flex max-w-lg flex-col gap-4" noValidate>
        <RadioField
          control={form.control}
          name="allow"
          label="Allowed sources"
          items={[
            { value: 'any', label: 'Any address' },
            { value: 'list', label: 'Only listed addresses and subnets' },
          ]}
        />
        {allow === 'list' && (
          <>
            <TextareaField
              control={form.control}
              name="ips"
              label="Addresses and subnets"
              description="One IP address or subnet (e.g. 203.0.113.0/24) per line."
              required
            />
            <Alert variant="notice" role="note">
              <AlertTitle>Include your own address</AlertTitle>
              <AlertDescription>{LOCKOUT}</AlertDescription>
            </Alert>
          </>
        )}
        <div className="flex gap-2">
          <GatedButton
            type={refused ? 'button' : 'submit'}
            reason={refused}
            disabled={!refused && !form.formState.isDirty}
          >
            Save allow list
          </GatedButton>
          {form.formState.isDirty && (
            <Button type="button" variant="ghost" onClick={() => form.reset()}>
              Reset
            </Button>
          )}
        </div>
      </form>
    </Form>
  )
}
