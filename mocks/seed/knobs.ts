/**
 * How much extra data the seed adds for benchmarks, read from the environment
 * (a whole number each; unset or empty keeps the demo's size):
 *   MOCK_INSTANCES       instances in mock-project
 *   MOCK_IMAGES          project images in mock-project
 *   MOCK_DISKS           detached disks in mock-project
 *   MOCK_FIREWALL_RULES  rules on mock-project's `default` VPC (Nexus allows 1024 a VPC)
 *   MOCK_AUDIT_ENTRIES   audit-log entries over the past week (30 unless set)
 *   MOCK_PROJECTS        more projects in silo acme (`load-project-001`, …)
 *   MOCK_PROJECT_INSTANCES  instances in each of those projects
 */

export type SeedCounts = {
  instances: number
  images: number
  disks: number
  firewallRules: number
  auditEntries: number
  projects: number
  projectInstances: number
}

// remembered per raw value, so a bad setting warns once rather than on every seed
const warned = new Set<string>()

/** A count knob: a whole number, else (with a warning) the fallback. */
export function countKnob(knob: string, fallback: number): number {
  const raw = process.env[knob]?.trim()
  if (raw === undefined || raw === '') return fallback
  if (/^\d+$/.test(raw)) return Number(raw)
  const key = `${knob}\0${raw}`
  if (!warned.has(key)) {
    warned.add(key)
    console.warn(`${knob}=${raw} is not a whole number: using ${fallback}`)
  }
  return fallback
}

/** The counts the environment asks for now; read on each seed, so tests can change them. */
export const seedCounts = (): SeedCounts => ({
  instances: countKnob('MOCK_INSTANCES', 0),
  images: countKnob('MOCK_IMAGES', 0),
  disks: countKnob('MOCK_DISKS', 0),
  firewallRules: countKnob('MOCK_FIREWALL_RULES', 0),
  auditEntries: countKnob('MOCK_AUDIT_ENTRIES', 30),
  projects: countKnob('MOCK_PROJECTS', 0),
  projectInstances: countKnob('MOCK_PROJECT_INSTANCES', 0),
})
