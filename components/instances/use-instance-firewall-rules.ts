import { useMemo } from 'react'
import { useCombinedApiQueries } from '@/lib/api/query'
import { allAnswers, readsAsOne } from '@/lib/api/reads-as-one'
import type { InstanceSel } from '@/lib/api/selectors'
import { subnetByIdParams, vpcByIdParams } from '@/lib/api/view-by-id'
import { rulesForInstance, type InstanceRules } from '@/lib/domain/firewall/instance-rules'
import { useInstanceNics } from './instance-queries'
import * as op from '@/lib/api/ops'

// by the VPC's id, so the rules are asked for beside its name rather than after it
const rulesByVpcId = (vpc: string) => ({ query: { vpc } })

const unique = (ids: string[]) => [...new Set(ids)]

/**
 * The firewall rules that apply to the instance. Its interfaces give the VPCs and subnets
 * by id; then each VPC's rules, its name and each subnet's name are asked for all at once,
 * by those ids. The interfaces' read is the tab's own (one request).
 */
export function useInstanceFirewallRules(sel: InstanceSel) {
  const nics = useInstanceNics(sel)
  const items = nics.data?.items
  const vpcIds = useMemo(() => unique((items ?? []).map((n) => n.vpcId)), [items])
  const subnetIds = useMemo(() => unique((items ?? []).map((n) => n.subnetId)), [items])

  const vpcs = useCombinedApiQueries(op.vpcView, vpcIds.map(vpcByIdParams), allAnswers)
  const subnets = useCombinedApiQueries(
    op.vpcSubnetView,
    subnetIds.map(subnetByIdParams),
    allAnswers,
  )
  const rules = useCombinedApiQueries(op.vpcFirewallRulesView, vpcIds.map(rulesByVpcId), allAnswers)

  const data = useMemo((): InstanceRules | undefined => {
    if (!items || !vpcs.data || !subnets.data || !rules.data) return undefined
    const subnetName = new Map(subnets.data.map((s) => [s.id, s.name]))
    const places = items.map((n) => ({
      ip: n.ip,
      vpcId: n.vpcId,
      subnetName: subnetName.get(n.subnetId) ?? '',
    }))
    const ruleSets = vpcIds.map((vpcId, i) => ({
      vpcId,
      vpcName: vpcs.data![i].name,
      rules: rules.data![i].rules,
    }))
    return rulesForInstance(sel.instance, places, ruleSets)
  }, [items, vpcs.data, subnets.data, rules.data, vpcIds, sel.instance])

  const { data: _all, ...state } = readsAsOne<unknown>([nics, vpcs, subnets, rules])
  return { data, ...state }
}
