import { describe, expect, it } from 'vitest'
import { mainThreadMs } from './trace-main-thread'

const ORIGIN = 'http://localhost:4300'
const parsed = (pid: number, url: string) => ({
  name: 'ParseHTML',
  ph: 'X',
  pid,
  tid: 1,
  ts: 0,
  dur: 0,
  args: { beginData: { url } },
})
const names = [
  { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 2, ts: 0, args: { name: 'Compositor' } },
  { name: 'thread_name', ph: 'M', pid: 2, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 3, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  parsed(1, `${ORIGIN}/projects`),
  parsed(2, `${ORIGIN}/projects`),
  parsed(3, 'chrome://newtab/'),
]
const task = (name: string, pid: number, tid: number, ts: number, dur: number) => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
})

describe('mainThreadMs', () => {
  it("adds the top-level tasks of the main threads of the origin's renderers only", () => {
    const events = [
      ...names,
      task('RunTask', 1, 1, 1000, 4000),
      task('RunTask', 1, 2, 1000, 9000),
      task('ThreadControllerImpl::RunTask', 2, 1, 0, 2000),
      task('v8.compile', 1, 1, 6000, 3000),
      task('RunTask', 3, 1, 0, 7000),
    ]
    expect(mainThreadMs({ traceEvents: events }, ORIGIN)).toBe(6)
  })

  it('counts a task named both ways, one inside the other, once', () => {
    const events = [
      ...names,
      task('ThreadControllerImpl::RunTask', 1, 1, 1000, 5000),
      task('RunTask', 1, 1, 1100, 4800),
      task('RunTask', 1, 1, 8000, 1000),
    ]
    expect(mainThreadMs(events, ORIGIN)).toBe(6)
  })
})
