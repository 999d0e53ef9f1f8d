import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ListboxField } from '@/components/ui/choice-fields'
import { Form } from '@/components/ui/form'
import { NumberField, TextField } from '@/components/ui/form-fields'
import { IntentLink } from '@/components/ui/intent-link'
import { SpinnerIcon } from '@/components/ui/spinner'
import type { OpResult } from '@/lib/api/client'
import * as op from '@/lib/api/ops'
import { useApiQuery, useCombinedApiQueries } from '@/lib/api/query'
import { allAnswers, readsAsOne, type Read } from '@/lib/api/reads-as-one'
import type { InstanceSel } from '@/lib/api/selectors'
import { vpcByIdParams } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import { validateCidr } from '@/lib/core/validators/cidr'
import { IP_ERROR, ipVersion } from '@/lib/core/validators/ip'
import { checkReachability } from '@/lib/domain/reachability/check'
import type { Finding, Ref, Source, Traffic, VpcConfig } from '@/lib/domain/reachability/types'
import { useInstanceExternalIps, useInstanceNics } from './instance-queries'

type SourceKind = Source['kind']
type Protocol = Traffic['protocol']

type Values = {
  kind: SourceKind
  ip: string
  cidr: string
  instance: string
  subnet: string
  protocol: Protocol
  port: number | undefined
}

const defaults: Values = {
  kind: 'internet',
  ip: '',
  cidr: '',
  instance: '',
  subnet: '',
  protocol: 'tcp',
  port: 22,
}

const kinds = [
  { value: 'ip', label: 'An IP address' },
  { value: 'cidr', label: 'A range (CIDR)' },
  { value: 'internet', label: 'The internet' },
  { value: 'instance', label: 'Another instance' },
  { value: 'subnet', label: 'A VPC subnet' },
]

const protocols = [
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMP (ping)' },
]

const byVpc = (vpc: string) => ({ query: { vpc } })
const byRouter = (r: { id: string }) => ({ query: { router: r.id } })
const byGateway = (g: { id: string }) => ({ query: { gateway: g.id } })
const items = <T,>(pages: { items: T[] }[] | undefined) => pages?.flatMap((p) => p.items)

/**
 * What the check reads of the instance's VPC (the one of its primary interface): its
 * lists all asked for at once, and the routes and gateway pools and addresses once the
 * routers and gateways are known.
 */
function useVpcConfig(sel: InstanceSel) {
  const nics = useInstanceNics(sel)
  const externalIps = useInstanceExternalIps(sel)
  const nicItems = nics.data?.items
  const vpcId = (nicItems?.find((n) => n.primary) ?? nicItems?.[0])?.vpcId
  const enabled = !!vpcId
  const params = byVpc(vpcId ?? '')
  const vpc = useApiQuery(op.vpcView, vpcByIdParams(vpcId ?? ''), { enabled })
  const subnets = useApiQuery(op.vpcSubnetList, params, { enabled })
  const routers = useApiQuery(op.vpcRouterList, params, { enabled })
  const gateways = useApiQuery(op.internetGatewayList, params, { enabled })
  const rules = useApiQuery(op.vpcFirewallRulesView, params, { enabled })
  const routerItems = routers.data?.items
  const gatewayItems = gateways.data?.items
  const routes = useCombinedApiQueries(
    op.vpcRouterRouteList,
    React.useMemo(() => (routerItems ?? []).map(byRouter), [routerItems]),
    allAnswers<OpResult<'vpcRouterRouteList'>>,
  )
  const gatewayParams = React.useMemo(() => (gatewayItems ?? []).map(byGateway), [gatewayItems])
  const pools = useCombinedApiQueries(
    op.internetGatewayIpPoolList,
    gatewayParams,
    allAnswers<OpResult<'internetGatewayIpPoolList'>>,
  )
  const addresses = useCombinedApiQueries(
    op.internetGatewayIpAddressList,
    gatewayParams,
    allAnswers<OpResult<'internetGatewayIpAddressList'>>,
  )
  const reads: Read[] = [nics, externalIps, vpc, subnets, routers, gateways, rules]
  // the per-router and per-gateway reads count once their lists are known
  if (routerItems) reads.push(routes)
  if (gatewayItems) reads.push(pools, addresses)
  const query = readsAsOne(reads)

  const config = React.useMemo((): VpcConfig | undefined => {
    if (!vpc.data || !subnets.data || !routerItems || !gatewayItems || !rules.data) return
    const routeItems = items(routes.data)
    const poolItems = items(pools.data)
    const addressItems = items(addresses.data)
    if (!routeItems || !poolItems || !addressItems) return
    return {
      vpc: { id: vpc.data.id, name: vpc.data.name },
      subnets: subnets.data.items,
      routers: routerItems,
      routes: routeItems,
      gateways: gatewayItems,
      gatewayPools: poolItems,
      gatewayAddresses: addressItems,
      firewallRules: rules.data.rules,
    }
  }, [vpc.data, subnets.data, routerItems, gatewayItems, rules.data, routes, pools, addresses])

  return { query, config, nics: nicItems, externalIps: externalIps.data?.items }
}

/** Where a rule, route, router, gateway or subnet of the check is shown. */
function refPath(ref: Ref, project: string, vpc: string): string {
  switch (ref.kind) {
    case 'rule':
      return pb.firewallRuleEdit({ project, vpc: ref.parent ?? vpc, rule: ref.name })
    case 'route':
      return pb.router({ project, vpc, router: ref.parent ?? '' })
    case 'router':
      return pb.router({ project, vpc, router: ref.name })
    case 'gateway':
      return pb.internetGateway({ project, vpc: ref.parent ?? vpc, gateway: ref.name })
    case 'subnet':
      return pb.subnetEdit({ project, vpc: ref.parent ?? vpc, subnet: ref.name })
  }
}

const refWord: Record<Ref['kind'], string> = {
  rule: 'firewall rule',
  route: 'route',
  router: 'router',
  gateway: 'internet gateway',
  subnet: 'subnet',
}

function RefLink({ refTo, project, vpc }: { refTo: Ref; project: string; vpc: string }) {
  const name =
    refTo.kind === 'route' && refTo.parent ? `${refTo.parent} / ${refTo.name}` : refTo.name
  return (
    <IntentLink
      href={refPath(refTo, project, vpc)}
      className="font-medium text-primary hover:underline"
    >
      {refWord[refTo.kind]} {name}
    </IntentLink>
  )
}

const verdictText: Record<Finding['verdict'], string> = {
  reachable: 'Reachable',
  blocked: 'Blocked',
  undetermined: 'Undetermined',
}

const verdictVariant = {
  reachable: 'success',
  blocked: 'destructive',
  undetermined: 'notice',
} as const

const outcomeText: Record<Finding['steps'][number]['outcome'], string> = {
  pass: 'Passes',
  fail: 'Stops',
  skip: 'Passed over',
  info: 'Note',
}

const stepText: Record<Finding['steps'][number]['step'], string> = {
  interface: 'Interface',
  route: 'Route',
  gateway: 'Gateway',
  'external-ip': 'External IP',
  firewall: 'Firewall',
}

function Result({ finding, project, vpc }: { finding: Finding; project: string; vpc: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Verdict:</span>
        <Badge variant={verdictVariant[finding.verdict]}>{verdictText[finding.verdict]}</Badge>
        {finding.decidedBy.length > 0 && (
          <span className="text-sm">
            decided by{' '}
            {finding.decidedBy.map((ref, i) => (
              <React.Fragment key={`${i}-${ref.kind}-${ref.name}`}>
                {i > 0 && ', '}
                <RefLink refTo={ref} project={project} vpc={vpc} />
              </React.Fragment>
            ))}
          </span>
        )}
      </p>
      <ol className="flex list-decimal flex-col gap-1 pl-6 text-sm" aria-label="Steps of the check">
        {finding.steps.map((step, i) => (
          <li key={i}>
            <span className="font-medium">
              {stepText[step.step]}: {outcomeText[step.outcome]}.
            </span>{' '}
            {step.says}
            {step.ref && (
              <>
                {' '}
                (<RefLink refTo={step.ref} project={project} vpc={vpc} />)
              </>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}

type Checked = { finding: Finding; vpc: string }

/**
 * "Can it be reached?": whether traffic from a source would reach the instance, read from
 * its VPC's configuration. Loaded when the section is opened; its reads start together.
 */
export function InstanceReachability({ open, ...sel }: InstanceSel & { open: boolean }) {
  const { query, config, nics, externalIps } = useVpcConfig(sel)
  const form = useForm<Values>({ defaultValues: defaults })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const protocol = useWatch({ control: form.control, name: 'protocol' })
  const picked = useWatch({ control: form.control, name: 'instance' })
  const instances = useApiQuery(op.instanceList, { query: { project: sel.project, limit: 1000 } })
  const pickedNics = useApiQuery(
    op.instanceNetworkInterfaceList,
    { query: { project: sel.project, instance: picked } },
    { enabled: kind === 'instance' && !!picked },
  )
  const [checked, setChecked] = React.useState<Checked>()

  if (!open) return null

  const onCheck = form.handleSubmit((v) => {
    if (!config || !nics || !externalIps) return
    if (v.kind === 'instance' && !v.instance) {
      form.setError('instance', { message: 'Choose an instance' })
      return
    }
    if (v.kind === 'subnet' && !v.subnet) {
      form.setError('subnet', { message: 'Choose a subnet' })
      return
    }
    const source: Source | undefined =
      v.kind === 'ip'
        ? { kind: 'ip', ip: v.ip.trim() }
        : v.kind === 'cidr'
          ? { kind: 'cidr', cidr: v.cidr.trim() }
          : v.kind === 'internet'
            ? { kind: 'internet' }
            : v.kind === 'subnet'
              ? { kind: 'subnet', name: v.subnet }
              : pickedNics.data && {
                  kind: 'instance',
                  name: v.instance,
                  nics: pickedNics.data.items,
                }
    if (!source) return
    const traffic: Traffic =
      v.protocol === 'icmp' ? { protocol: 'icmp' } : { protocol: v.protocol, port: v.port ?? 0 }
    setChecked({
      finding: checkReachability(
        { name: sel.instance, nics, externalIps },
        source,
        traffic,
        config,
      ),
      vpc: config.vpc.name,
    })
  })

  const ready = !!config && !!nics && !!externalIps
  const instanceItems = (instances.data?.items ?? [])
    .filter((i) => i.name !== sel.instance)
    .map((i) => ({ value: i.name, label: i.name }))
  const subnetItems = (config?.subnets ?? []).map((s) => ({
    value: s.name,
    label: s.name,
    detail: s.ipv4Block,
  }))
  const waitingForNics = kind === 'instance' && !!picked && !pickedNics.data

  return (
    <div className="flex flex-col gap-4 rounded-md border p-4">
      <p className="text-sm text-muted-foreground">
        Advice only: this reads the VPC’s configuration (interfaces, routes, gateways, firewall
        rules) and sends no packets. What it can’t read (the source’s own outbound rules, the
        network beyond the gateway) it takes to let traffic through.
      </p>
      <SectionQueryError query={query} what="the VPC’s configuration" />
      {kind === 'instance' && (
        <SectionQueryError query={instances} what="the project’s instances" />
      )}
      {kind === 'instance' && !!picked && (
        <SectionQueryError query={pickedNics} what={`the interfaces of ${picked}`} />
      )}
      <Form {...form}>
        <form
          onSubmit={(e) => void onCheck(e)}
          noValidate
          aria-label="Can it be reached?"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <ListboxField control={form.control} name="kind" label="Source" items={kinds} required />
          {kind === 'ip' && (
            <TextField
              control={form.control}
              name="ip"
              label="IP address"
              required
              rules={{ validate: (s) => (ipVersion(s.trim()) ? undefined : IP_ERROR) }}
            />
          )}
          {kind === 'cidr' && (
            <TextField
              control={form.control}
              name="cidr"
              label="Range"
              placeholder="10.0.0.0/8"
              required
              rules={{ validate: (s) => validateCidr(s.trim()) }}
            />
          )}
          {kind === 'instance' && (
            <ListboxField
              control={form.control}
              name="instance"
              label="Instance"
              items={instanceItems}
              placeholder={instances.data ? 'Select an instance' : 'Loading instances'}
              required
            />
          )}
          {kind === 'subnet' && (
            <ListboxField
              control={form.control}
              name="subnet"
              label="Subnet"
              items={subnetItems}
              placeholder={config ? 'Select a subnet' : 'Loading subnets'}
              required
            />
          )}
          <ListboxField
            control={form.control}
            name="protocol"
            label="Protocol"
            items={protocols}
            required
          />
          {protocol !== 'icmp' && (
            <NumberField
              control={form.control}
              name="port"
              label="Port"
              min={1}
              max={65535}
              required
              rules={{
                validate: (p) =>
                  p !== undefined && Number.isInteger(p) && p >= 1 && p <= 65535
                    ? undefined
                    : 'A port from 1 to 65535',
              }}
            />
          )}
          <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
            <Button type="submit" disabled={!ready || waitingForNics}>
              Check
            </Button>
            {(!ready || waitingForNics) && !query.error && (
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                <SpinnerIcon active />
                Reading the VPC’s configuration…
              </span>
            )}
          </div>
        </form>
      </Form>
      <div aria-live="polite" aria-atomic="true">
        {checked && <Result finding={checked.finding} project={sel.project} vpc={checked.vpc} />}
      </div>
    </div>
  )
}
