import type * as Api from '@/lib/api/__generated__/Api'

/** The alert classes Nexus defines at this API version: the probe and its test classes. */
export const ALERT_CLASSES: Api.AlertClass[] = [
  {
    name: 'probe',
    description: 'Liveness probe sent to a receiver on request; never sent otherwise',
  },
  { name: 'test.foo', description: 'Test alert class; emitted only by test tooling' },
  { name: 'test.foo.bar', description: 'Test alert class nested under test.foo' },
  { name: 'test.foo.baz', description: 'Another test alert class nested under test.foo' },
  { name: 'test.quux.bar', description: 'Test alert class under test.quux' },
  { name: 'test.quux.bar.baz', description: 'Test alert class two levels under test.quux' },
]

/**
 * Whether a class name matches a subscription glob: `*` stands for one
 * dot-separated segment, `**` for any number of them (one or more).
 */
export function globMatches(glob: string, name: string): boolean {
  const match = (g: string[], n: string[]): boolean => {
    if (g.length === 0) return n.length === 0
    const [head, ...rest] = g
    if (head === '**') {
      for (let i = 1; i <= n.length; i++) if (match(rest, n.slice(i))) return true
      return false
    }
    if (n.length === 0) return false
    return (head === '*' || head === n[0]) && match(rest, n.slice(1))
  }
  return match(glob.split('.'), name.split('.'))
}
