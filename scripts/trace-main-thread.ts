// Main-thread time from a Chromium trace: how long the renderers' main threads were busy
// running tasks, as DevTools' Performance panel and Lighthouse count it (top-level tasks).

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string; beginData?: { url?: string } }
}

/** Top-level task events: Chromium has named them both ways, and nests one in the other. */
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/**
 * Milliseconds the main threads (`CrRendererMain`) of the renderers that parsed a document
 * from `origin` spent in top-level tasks. Other renderers (the browser's own pages, a tab
 * still closing) are left out.
 */
export function mainThreadMs(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  origin: string,
): number {
  const events = Array.isArray(trace) ? trace : trace.traceEvents
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`
  const pages = new Set(
    events
      .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(`${origin}/`))
      .map((e) => e.pid),
  )
  const mains = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          pages.has(e.pid),
      )
      .map(thread),
  )
  const spans = new Map<string, [number, number][]>()
  for (const e of events) {
    if (e.ph !== 'X' || !TOP_LEVEL.has(e.name) || !mains.has(thread(e))) continue
    const list = spans.get(thread(e)) ?? []
    list.push([e.ts, e.ts + (e.dur ?? 0)])
    spans.set(thread(e), list)
  }
  let busyUs = 0
  for (const list of spans.values()) {
    list.sort((a, b) => a[0] - b[0])
    let [start, end] = list[0]
    for (const [s, e] of list.slice(1)) {
      if (s > end) {
        busyUs += end - start
        ;[start, end] = [s, e]
      } else end = Math.max(end, e)
    }
    busyUs += end - start
  }
  return busyUs / 1000
}
