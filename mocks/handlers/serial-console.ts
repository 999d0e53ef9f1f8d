import type * as Api from '@/lib/api/__generated__/Api'

/**
 * The mock's serial console: the boot log the instance printed (served whole
 * by `instanceSerialConsole`) and, for the WebSocket stream, a pretend guest
 * on the other end of the line. `SerialConsoleSession` knows nothing about
 * sockets: it takes the bytes typed and hands back the bytes to show, so it
 * is tested without a server.
 */

/** Spec §4: the states in which an instance has a serial console. */
export const SERIAL_CONSOLE_STATES: readonly Api.InstanceState[] = [
  'running',
  'rebooting',
  'migrating',
  'repairing',
]

const KERNEL = '6.8.0-41-generic'

const bootLines = (hostname: string) => [
  'Booting from Hard Disk...',
  `[    0.000000] Linux version ${KERNEL} (buildd@lcy02-amd64-100)`,
  '[    0.000000] Command line: BOOT_IMAGE=/vmlinuz root=LABEL=cloudimg-rootfs ro console=ttyS0',
  '[    0.412345] smpboot: Allowing CPUs, 0 hotplug CPUs',
  '[    1.203456] virtio_blk virtio1: [vda] 41943040 512-byte logical blocks',
  '[    2.001234] EXT4-fs (vda1): mounted filesystem with ordered data mode',
  '[  OK  ] Started systemd-networkd.service - Network Configuration.',
  '[  OK  ] Reached target cloud-init.target - Cloud-init target.',
  ...banner(hostname),
]

const banner = (hostname: string) => ['', `Ubuntu 24.04 LTS ${hostname} ttyS0`, '']

const loginPrompt = (hostname: string) => `${hostname} login: `

/** The whole boot log, ending in the login prompt; terminal line ends (CR LF). */
export const serialLog = (hostname: string) =>
  [...bootLines(hostname), loginPrompt(hostname)].join('\r\n')

/** Between two lines of the boot log: the whole log takes a few hundred ms. */
export const BOOT_LINE_DELAY_MS = 30

const encoder = new TextEncoder()

type Mode = 'booting' | 'login' | 'password' | 'shell'

export type SessionOptions = {
  hostname: string
  /** Bytes for the terminal; the session never sends anything else. */
  send: (bytes: Uint8Array) => void
  now?: () => number
}

const HELP = ['Commands: uname -a, hostname, whoami, uptime, ls, clear, help, exit']

export class SerialConsoleSession {
  private mode: Mode = 'booting'
  private line = ''
  private user = ''
  private bootedAt = 0
  private lastWasCr = false
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  private readonly decoder = new TextDecoder()
  private readonly hostname: string
  private readonly sendBytes: (bytes: Uint8Array) => void
  private readonly now: () => number

  constructor({ hostname, send, now = Date.now }: SessionOptions) {
    this.hostname = hostname
    this.sendBytes = send
    this.now = now
  }

  /** Plays the boot log line by line, then waits at the login prompt. */
  boot() {
    this.cancelTimers()
    this.mode = 'booting'
    this.line = ''
    this.bootedAt = this.now()
    const lines = bootLines(this.hostname)
    lines.forEach((text, i) => this.later(i * BOOT_LINE_DELAY_MS, () => this.write(`${text}\r\n`)))
    this.later(lines.length * BOOT_LINE_DELAY_MS, () => this.toLogin(false))
  }

  /** The guest goes down for a reboot and comes back up. */
  reboot() {
    this.cancelTimers()
    this.mode = 'booting'
    this.write('\r\n[  OK  ] Reached target reboot.target - System Reboot.\r\n')
    this.write('reboot: Restarting system\r\n')
    this.later(BOOT_LINE_DELAY_MS * 3, () => this.boot())
  }

  /** The guest shuts down: the last words before the line goes quiet. */
  powerOff() {
    this.cancelTimers()
    this.mode = 'booting'
    this.write('\r\n[  OK  ] Reached target poweroff.target - System Power Off.\r\n')
    this.write('reboot: Power down\r\n')
  }

  /** Bytes typed at the terminal. */
  input(bytes: Uint8Array) {
    const text = this.decoder.decode(bytes, { stream: true })
    // arrow keys and other escape sequences: no line editing beyond backspace
    const plain = text.replace(/\x1b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?/g, '')
    for (const ch of plain) this.key(ch)
  }

  close() {
    this.cancelTimers()
  }

  private key(ch: string) {
    const wasCr = this.lastWasCr
    this.lastWasCr = ch === '\r'
    if (this.mode === 'booting') return
    if (ch === '\r' || (ch === '\n' && !wasCr)) return this.enter()
    if (ch === '\n') return
    if (ch === '\x7f' || ch === '\b') return this.backspace()
    if (ch === '\x03') return this.interrupt()
    if (ch === '\x04' && this.mode === 'shell' && this.line === '') return this.logout()
    if (ch < ' ') return
    this.line += ch
    if (this.mode !== 'password') this.write(ch)
  }

  private backspace() {
    if (!this.line) return
    this.line = [...this.line].slice(0, -1).join('')
    if (this.mode !== 'password') this.write('\b \b')
  }

  private interrupt() {
    this.write('^C\r\n')
    if (this.mode === 'shell') this.prompt()
    else this.toLogin(false)
  }

  private enter() {
    const line = this.line
    this.line = ''
    this.write('\r\n')
    if (this.mode === 'login') {
      if (!line.trim()) return this.write(loginPrompt(this.hostname))
      this.user = line.trim()
      this.mode = 'password'
      return this.write('Password: ')
    }
    if (this.mode === 'password') {
      // any password will do: the mock guest only pretends to check
      this.mode = 'shell'
      this.write(`Welcome to Ubuntu 24.04 LTS (GNU/Linux ${KERNEL} x86_64)\r\n\r\n`)
      return this.prompt()
    }
    this.run(line.trim())
  }

  private run(command: string) {
    const [name = ''] = command.split(/\s+/)
    const out = (...lines: string[]) => lines.forEach((l) => this.write(`${l}\r\n`))
    switch (name) {
      case '':
        break
      case 'exit':
      case 'logout':
        return this.logout()
      case 'uname':
        out(
          command === 'uname -a'
            ? `Linux ${this.hostname} ${KERNEL} #41-Ubuntu SMP PREEMPT_DYNAMIC x86_64 x86_64 x86_64 GNU/Linux`
            : 'Linux',
        )
        break
      case 'hostname':
        out(this.hostname)
        break
      case 'whoami':
        out(this.user)
        break
      case 'uptime':
        out(this.uptime())
        break
      case 'ls':
        out('notes.txt  snap')
        break
      case 'clear':
        this.write('\x1b[H\x1b[2J')
        break
      case 'help':
        out(...HELP)
        break
      default:
        out(`${name}: command not found`)
    }
    this.prompt()
  }

  private uptime() {
    const minutes = Math.floor((this.now() - this.bootedAt) / 60_000)
    const clock = new Date(this.now()).toISOString().slice(11, 19)
    return ` ${clock} up ${minutes} min,  1 user,  load average: 0.00, 0.01, 0.00`
  }

  private prompt() {
    const sigil = this.user === 'root' ? '#' : '$'
    this.write(`${this.user}@${this.hostname}:~${sigil} `)
  }

  private logout() {
    this.write('logout\r\n')
    this.toLogin(true)
  }

  private toLogin(withBanner: boolean) {
    this.mode = 'login'
    this.user = ''
    this.line = ''
    if (withBanner) this.write(banner(this.hostname).join('\r\n') + '\r\n')
    this.write(loginPrompt(this.hostname))
  }

  private write(text: string) {
    this.sendBytes(encoder.encode(text))
  }

  private later(ms: number, fn: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      fn()
    }, ms)
    this.timers.add(timer)
  }

  private cancelTimers() {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}
