import type {
  AllowList,
  AllowListUpdate,
  LldpLinkConfig,
  ServiceIcmpConfig,
} from '../api/__generated__/Api'

/** The changes the user made; an undefined change is no change. */
const defined = <B extends object>(changes: Partial<B>): Partial<B> =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<B>

/**
 * An LLDP update replaces the whole configuration: a TLV left out would stop
 * being announced, so every one starts from what the port announces now.
 */
export function lldpConfigUpdateBody(
  current: LldpLinkConfig,
  changes: Partial<LldpLinkConfig> = {},
): LldpLinkConfig {
  const {
    id,
    enabled,
    systemName,
    systemDescription,
    linkName,
    linkDescription,
    chassisId,
    managementIp,
  } = current
  return {
    id,
    enabled,
    systemName,
    systemDescription,
    linkName,
    linkDescription,
    chassisId,
    managementIp,
    ...defined(changes),
  }
}

export function inboundIcmpUpdateBody(
  current: ServiceIcmpConfig,
  changes: Partial<ServiceIcmpConfig> = {},
): ServiceIcmpConfig {
  return { enabled: current.enabled, ...defined(changes) }
}

export function allowListUpdateBody(
  current: Pick<AllowList, 'allowedIps'>,
  changes: Partial<AllowListUpdate> = {},
): AllowListUpdate {
  return { allowedIps: current.allowedIps, ...defined(changes) }
}
