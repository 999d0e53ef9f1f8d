import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import type { VpcFirewallRuleUpdate } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { apiq, useApiMutation, useApiQuery } from '@/lib/api/query'
import { vpcFirewallRulesUpdateBody } from '@/lib/domain/update-bodies'
import { ruleSetOf } from '@/lib/domain/firewall/rule-set'
import type { VpcSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

/** The VPC's rules, under the query its early requests start too: one request. */
const rulesQuery = (sel: VpcSel) => pageQueries.vpcFirewallRules(sel).firewallRules

export const useFirewallRules = (sel: VpcSel) => useApiQuery(...rulesQuery(sel))

/** The rule set as the server has it now (not the cache), in the update's shape. */
export async function fetchCurrentRuleSet(queryClient: QueryClient, sel: VpcSel) {
  const fresh = await queryClient.fetchQuery({
    ...apiq(...rulesQuery(sel)),
    staleTime: 0,
  })
  return ruleSetOf(fresh.rules)
}

/**
 * The PUT of a whole rule set (`save(rules)`); the answer, the set as saved,
 * goes straight into the cache.
 */
export function useRuleSetUpdate(sel: VpcSel) {
  const queryClient = useQueryClient()
  const { project, vpc } = sel
  const mutation = useApiMutation(op.vpcFirewallRulesUpdate, {
    onSuccess: (saved) => {
      queryClient.setQueryData(apiq(...rulesQuery({ project, vpc })).queryKey, saved)
    },
  })
  const { mutateAsync } = mutation
  const save = useCallback(
    (rules: VpcFirewallRuleUpdate[]) =>
      mutateAsync({ query: { project, vpc }, body: vpcFirewallRulesUpdateBody({ rules }) }),
    [mutateAsync, project, vpc],
  )
  return { save, error: mutation.error }
}

type Change = (rules: VpcFirewallRuleUpdate[]) => VpcFirewallRuleUpdate[]

/**
 * Changes made from the table (a toggle, a delete) apply to the rule set as
 * the server has it at that moment, one after the other, so two quick toggles
 * or someone else's change in between are never undone by a stale copy.
 */
export function useRuleSetWriter(sel: VpcSel) {
  const queryClient = useQueryClient()
  const { save } = useRuleSetUpdate(sel)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const { project, vpc } = sel
  return useCallback(
    (change: Change) => {
      const run = async () => {
        const current = await fetchCurrentRuleSet(queryClient, { project, vpc })
        return save(change(current))
      }
      const done = queue.current.then(run, run)
      queue.current = done.catch(() => undefined)
      return done
    },
    [queryClient, save, project, vpc],
  )
}
