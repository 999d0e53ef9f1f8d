/**
 * Calls `fn` at most once per `ms` with the latest arguments; the last call
 * always lands (trailing), so a final 100% is never lost. `flush` delivers a
 * pending call at once.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = -Infinity
  let pending: A | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    timer = undefined
    last = Date.now()
    const args = pending!
    pending = undefined
    fn(...args)
  }
  const call = (...args: A) => {
    pending = args
    if (timer !== undefined) return
    const wait = last + ms - Date.now()
    if (wait <= 0) run()
    else timer = setTimeout(run, wait)
  }
  call.flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    run()
  }
  return call
}
