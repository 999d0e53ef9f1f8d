import { NAME_MAX_LENGTH } from './validators/name'

/** Returns a float in [0, 1), like Math.random; injectable for tests. */
export type RandomSource = () => number

const SUFFIX_LENGTH = 6
// the base leaves room for the dash and the suffix
const BASE_MAX_LENGTH = NAME_MAX_LENGTH - 1 - SUFFIX_LENGTH

function randomHex(random: RandomSource): string {
  const n = Math.floor(random() * 16 ** SUFFIX_LENGTH)
  return n.toString(16).padStart(SUFFIX_LENGTH, '0')
}

function cleanPart(part: string): string {
  return part
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
}

/**
 * The name part before the suffix: a name must start with a letter and must
 * not hold a dash next to the one we add, so both ends are trimmed.
 */
export function nameBase(parts: readonly string[]): string {
  const joined = parts.map(cleanPart).filter(Boolean).join('-')
  return joined
    .replace(/^[^a-z]+/, '')
    .slice(0, BASE_MAX_LENGTH)
    .replace(/-+$/, '')
}

/**
 * `<parts joined by dashes>-<6 random hex digits>`, at most 63 characters.
 * With nothing usable in the parts the base falls back to 'name' so the
 * result still starts with a letter.
 */
export function generateNameWith(random: RandomSource, parts: readonly string[]): string {
  return `${nameBase(parts) || 'name'}-${randomHex(random)}`
}

export function generateName(...parts: string[]): string {
  return generateNameWith(Math.random, parts)
}

/**
 * `<name><suffix>` (`db1-boot`, `db1-copy`), still a valid name when the name is long: the
 * name is cut to leave room for the suffix, and a dash the cut leaves at its end is dropped.
 */
export function nameWithSuffix(name: string, suffix: string): string {
  const head = name.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/-+$/, '')
  return `${head}${suffix}`
}
