/**
 * Runs `run` once the browser has painted the next frame: for work a click starts that
 * takes longer than a frame (mounting a popup), so the click's own feedback (the pressed
 * trigger) shows first and the input is answered at once.
 */
export function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0))
}
