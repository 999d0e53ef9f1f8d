// What a process tree (a browser and its children) holds and has spent, read from /proc.
import { readFile, readdir } from 'node:fs/promises'

/** Pids of a process and its descendants. */
export async function processTree(root: number): Promise<number[]> {
  const parent = new Map<number, number>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8')
      // `pid (comm) state ppid …`: comm may hold spaces, so read after the last ')'
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // exited meanwhile
    }
  }
  const tree = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, ppid] of parent) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return [...tree]
}

/** Chromium's process kinds, by their --type (the browser process has none). */
async function kindOf(pid: number) {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
  const type = /--type=([^\s\0]+)/.exec(cmdline)?.[1]
  if (!type) return 'browser'
  if (type === 'utility') return /NetworkService/.test(cmdline) ? 'network' : 'utility'
  return type
}

/**
 * Summed PSS (shared pages split between processes) and RSS of the
 * processes, and their CPU seconds in all and by process kind.
 */
export async function usage(pids: number[]) {
  let pss = 0
  let rss = 0
  let cpu = 0
  const cpuBy: Record<string, number> = {}
  const pssBy: Record<string, number> = {}
  for (const pid of pids) {
    try {
      const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8')
      const pidPss = Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024
      pss += pidPss
      rss += Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100
      cpu += seconds
      const kind = await kindOf(pid)
      cpuBy[kind] = (cpuBy[kind] ?? 0) + seconds
      pssBy[kind] = (pssBy[kind] ?? 0) + pidPss
    } catch {
      // exited meanwhile
    }
  }
  return { pss, rss, cpu, cpuBy, pssBy }
}
