/**
 * Runs `run` once the browser has painted the next frame: for work a click starts that
 * takes longer than a frame (mounting a popup), so the click's own feedback (the pressed
 * trigger) shows first and the input is answered at once.
 */
export function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0))
}

type Scheduler = { yield?: () => Promise<void> }

/**
 * Lets input and rendering that are waiting run first, then goes on (`scheduler.yield`); for a
 * long run of work in steps, such as an upload's chunks. Where the browser lacks it, goes on.
 */
export function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  return scheduler?.yield ? scheduler.yield() : Promise.resolve()
}
