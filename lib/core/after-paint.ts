/**
 * Runs `run` once the browser has painted the next frame: for work a click starts that
 * takes longer than a frame (mounting a popup), so the click's own feedback (the pressed
 * trigger) shows first and the input is answered at once.
 */
export function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0))
}

type Scheduler = {
  yield?: () => Promise<void>
  postTask?: (run: () => void, options: { priority: 'background' }) => Promise<void>
}

/**
 * Goes on once the work waiting has run: input, the frame it changed and other tasks
 * (`scheduler.postTask` at background priority); for a long run of steps, such as an
 * upload's chunks. `scheduler.yield` let input in but went on before the frame a click had
 * changed: during an upload at 4× CPU a Cancel's confirmation painted 295 ms after the click
 * with it, about 125 ms with this. A hidden page has no frame to wait for, and may hold background
 * work back, so there (and when the page is hidden while a step waits) it goes on as
 * `scheduler.yield` does, or at once where the browser has neither.
 */
export function yieldToWaitingWork(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  const page = globalThis.document as Document | undefined
  if (scheduler?.postTask && page?.visibilityState === 'visible') {
    const { postTask } = scheduler
    return new Promise((resolve) => {
      const done = () => {
        page.removeEventListener('visibilitychange', done)
        resolve()
      }
      page.addEventListener('visibilitychange', done)
      void postTask.call(scheduler, done, { priority: 'background' })
    })
  }
  return scheduler?.yield ? scheduler.yield() : Promise.resolve()
}
