/**
 * The `oxide` CLI's subcommand for an operation, found in the CLI's own table
 * (cli-commands/) from the operation's name: its words, the last one or more the
 * verb, the words before grouped as the CLI groups them (`floatingIpCreate`,
 * `floating-ip create`), under the fewest words the CLI puts above them
 * (`networkingBfdEnable`, `system networking bfd enable`). So any operation whose
 * CLI name follows its own needs no entry here.
 */
import cli from './cli-commands/oxide-cli-20250730.json'
import type { OpName } from '@/lib/api/client'

/** A flag's accepted values, or null for any value. */
type Flags = Readonly<Record<string, readonly string[] | null>>

export type CliCommand = {
  /** The subcommand, e.g. `disk create`. */
  path: string
  /** Its flags, by their names without the dashes. */
  flags: Flags
}

const table: Readonly<Record<string, Flags>> = cli.commands

/**
 * The CLI names its commands by hand (oxide.rs, `cli/src/cli_builder.rs`); these
 * are the writes whose names there aren't their operation's words. A test holds
 * each entry to be one the rule gets wrong.
 */
export const OVERRIDES: Partial<Record<OpName, string>> = {
  affinityGroupCreate: 'experimental instance affinity create',
  affinityGroupUpdate: 'experimental instance affinity update',
  affinityGroupMemberInstanceAdd: 'experimental instance affinity member add-instance',
  antiAffinityGroupCreate: 'instance anti-affinity create',
  antiAffinityGroupUpdate: 'instance anti-affinity update',
  antiAffinityGroupMemberInstanceAdd: 'instance anti-affinity member add-instance',
  alertReceiverSubscriptionAdd: 'alert receiver subscribe',
  alertDeliveryResend: 'alert receiver resend',
  webhookReceiverCreate: 'alert receiver webhook create',
  webhookReceiverUpdate: 'alert receiver webhook update',
  webhookSecretsAdd: 'alert receiver webhook secret add',
  diskBulkWriteImportStart: 'disk import start',
  diskBulkWriteImport: 'disk import write',
  diskBulkWriteImportStop: 'disk import stop',
  diskFinalizeImport: 'disk import finalize',
  instanceNetworkInterfaceCreate: 'instance nic create',
  instanceNetworkInterfaceUpdate: 'instance nic update',
  instanceEphemeralIpAttach: 'instance external-ip attach-ephemeral',
  internetGatewayIpAddressCreate: 'internet-gateway address create',
  internetGatewayIpPoolCreate: 'internet-gateway ip-pool attach',
  localIdpUserCreate: 'silo idp local user create',
  localIdpUserSetPassword: 'silo idp local user set-password',
  samlIdentityProviderCreate: 'silo idp saml create',
  // the CLI's own slip: not `ip-pool service range remove`
  ipPoolServiceRangeRemove: 'ip-pool service remove',
  networkingSwitchPortApplySettings: 'system hardware switch-port apply-settings',
  networkingSwitchPortLldpConfigUpdate: 'system networking lldp update',
  supportBundleCreate: 'bundle create',
  supportBundleUpdate: 'bundle update',
}

const parents = new Set(Object.keys(table).map((path) => path.split(' ').slice(0, -1).join(' ')))
/** The commands that run: a group's name alone only lists its subcommands. */
const runnable = Object.keys(table).filter((path) => !parents.has(path))

/** The words in every way the CLI may join them: a space or a hyphen between each two. */
function groupings(words: readonly string[]): string[] {
  if (words.length <= 1) return [words.join('')]
  return groupings(words.slice(1)).flatMap((rest) => [`${words[0]} ${rest}`, `${words[0]}-${rest}`])
}

/** The command the rule finds for an operation's name, if the CLI has one. */
export function commandByRule(name: string): string | undefined {
  const words = name.split(/(?=[A-Z])/).map((word) => word.toLowerCase())
  // a one-word verb first: `set-password` only when `password` names nothing
  for (let verbWords = 1; verbWords < words.length; verbWords++) {
    const verb = words.slice(-verbWords).join('-')
    const ends = groupings(words.slice(0, -verbWords)).map((nouns) => ` ${nouns} ${verb}`)
    const found = runnable.filter((path) => ends.some((end) => ` ${path}`.endsWith(end)))
    if (found.length > 0) return found.reduce((a, b) => (b.length < a.length ? b : a))
  }
  return undefined
}

const known = new Map<string, CliCommand | null>()

/** The CLI's command for the operation; null when the CLI has none. */
export function cliCommand(name: OpName): CliCommand | null {
  let command = known.get(name)
  if (command === undefined) {
    const path = OVERRIDES[name] ?? commandByRule(name)
    command = path === undefined ? null : { path, flags: table[path] }
    known.set(name, command)
  }
  return command
}
