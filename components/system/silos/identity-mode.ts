import type { SiloIdentityMode } from '@/lib/api/__generated__/Api'

const labels: Record<SiloIdentityMode, string> = {
  local_only: 'Local only',
  saml_jit: 'SAML (just in time)',
}

/** A mode this console does not know yet shows as the API names it. */
export const identityModeLabel = (mode: SiloIdentityMode) => labels[mode] ?? mode
