// Preloaded into the mock server that the screenshot tests read (playwright.config.ts): its
// clock starts at VISUAL_CLOCK_START and runs on from there, so the seeded resources carry
// the same dates on every run and every machine, while the mock's timers and state machines
// move on as usual.
const start = Date.parse(process.env.VISUAL_CLOCK_START ?? '')
if (Number.isNaN(start)) throw new Error('VISUAL_CLOCK_START must be an ISO date')

const RealDate = Date
const offset = start - RealDate.now()

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset)
    else super(...args)
  }

  static now() {
    return RealDate.now() + offset
  }
}

globalThis.Date = ShiftedDate
