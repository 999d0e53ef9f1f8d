import type { ExternalIp } from '../api/__generated__/Api'

/**
 * The address to reach the instance from outside: the ephemeral one, else the
 * first floating one. SNAT addresses carry outbound traffic only.
 */
export function inboundIp(ips: readonly ExternalIp[]): ExternalIp | undefined {
  return ips.find((ip) => ip.kind === 'ephemeral') ?? ips.find((ip) => ip.kind === 'floating')
}

/** The image decides the login user, so the command leaves it to fill in. */
export const sshCommand = (ip: string) => `ssh <user>@${ip}`

export const serialConsoleCliCommand = (project: string, instance: string) =>
  `oxide instance serial console --project ${project} --instance ${instance}`
