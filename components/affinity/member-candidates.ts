import type { Instance, InstanceState } from '@/lib/api/__generated__/Api'
import { listAnd } from '@/lib/core/format/list'
import { instanceCan } from '@/lib/domain/instance'

type Candidate = Pick<Instance, 'id' | 'name' | 'runState'>

export type MemberCandidates<T extends Candidate> = {
  /** Instances that may join now (spec §4 addToAffinityGroup), by name. */
  addable: T[]
  /** Not yet members, but in a state that can't join; by name. */
  unavailable: T[]
}

/**
 * Splits a project's instances into those that can be added to a group and
 * those that can't yet; current members are in neither.
 */
export function memberCandidates<T extends Candidate>(
  instances: readonly T[],
  memberIds: ReadonlySet<string>,
): MemberCandidates<T> {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name)
  const outside = instances.filter((i) => !memberIds.has(i.id))
  return {
    addable: outside.filter((i) => instanceCan('addToAffinityGroup', i.runState)).sort(byName),
    unavailable: outside.filter((i) => !instanceCan('addToAffinityGroup', i.runState)).sort(byName),
  }
}

/**
 * 'db1 (running), web (starting), and 3 more': which instances a note says are
 * left out, without listing hundreds.
 */
export function describeUnavailable(
  instances: readonly { name: string; runState: InstanceState }[],
  shown = 3,
): string {
  const named = instances.slice(0, shown).map((i) => `${i.name} (${i.runState})`)
  const rest = instances.length - named.length
  return listAnd(rest > 0 ? [...named, `${rest} more`] : named)
}
