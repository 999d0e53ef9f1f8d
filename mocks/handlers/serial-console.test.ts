import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BOOT_LINE_DELAY_MS, SerialConsoleSession, serialLog } from './serial-console'

const decoder = new TextDecoder()
const encoder = new TextEncoder()

/** A session on host `web-1` and everything it has sent so far, as text. */
function session() {
  const frames: Uint8Array[] = []
  const s = new SerialConsoleSession({ hostname: 'web-1', send: (b) => frames.push(b) })
  const output = () => frames.map((f) => decoder.decode(f)).join('')
  const type = (text: string) => s.input(encoder.encode(text))
  const take = () => {
    const text = output()
    frames.length = 0
    return text
  }
  return { s, frames, output, type, take }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('serial console session', () => {
  it('plays the boot log line by line and ends at the login prompt', () => {
    const { s, frames, output } = session()
    s.boot()
    expect(frames).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(output()).toBe('Booting from Hard Disk...\r\n')
    vi.advanceTimersByTime(BOOT_LINE_DELAY_MS)
    expect(output()).toMatch(
      /^Booting from Hard Disk\.\.\.\r\n\[ +0\.000000\] Linux version [^\r]*\r\n$/,
    )
    vi.runAllTimers()
    // the stream shows exactly what the buffered log holds
    expect(output()).toBe(serialLog('web-1'))
    expect(output().endsWith('\r\nweb-1 login: ')).toBe(true)
    expect(frames.length).toBeGreaterThan(10)
  })

  it('ignores typing while booting', () => {
    const { s, type, output } = session()
    s.boot()
    type('root\r')
    vi.runAllTimers()
    expect(output()).toBe(serialLog('web-1'))
  })

  it('echoes the user name, asks for a password without echo, then gives a shell', () => {
    const { s, type, take } = session()
    s.boot()
    vi.runAllTimers()
    take()
    type('ubunt')
    expect(take()).toBe('ubunt')
    type('x\x7f')
    expect(take()).toBe('x\b \b')
    type('u\r')
    expect(take()).toBe('u\r\nPassword: ')
    type('secret')
    expect(take()).toBe('')
    type('\r')
    const shell = take()
    expect(shell).toContain('Welcome to Ubuntu')
    expect(shell.endsWith('ubuntu@web-1:~$ ')).toBe(true)
  })

  it('answers commands and says when one does not exist', () => {
    const { s, type, take } = session()
    s.boot()
    vi.runAllTimers()
    type('ubuntu\rpw\r')
    take()
    type('hostname\r')
    expect(take()).toBe('hostname\r\nweb-1\r\nubuntu@web-1:~$ ')
    type('whoami\r')
    expect(take()).toContain('\r\nubuntu\r\n')
    type('uname -a\r')
    expect(take()).toMatch(/^uname -a\r\nLinux web-1 6\.8\.0-41-generic .* GNU\/Linux\r\n/)
    type('uptime\r')
    expect(take()).toMatch(/up 0 min,\s+1 user/)
    type('ls\r')
    expect(take()).toContain('notes.txt')
    type('help\r')
    expect(take()).toContain('Commands:')
    type('frobnicate --now\r')
    expect(take()).toBe('frobnicate --now\r\nfrobnicate: command not found\r\nubuntu@web-1:~$ ')
    // an empty line, and CR LF counted as one Enter
    type('\r\n')
    expect(take()).toBe('\r\nubuntu@web-1:~$ ')
  })

  it('drops arrow keys and other escape sequences', () => {
    const { s, type, take } = session()
    s.boot()
    vi.runAllTimers()
    take()
    type('ro\x1b[Aot\x1b[D')
    expect(take()).toBe('root')
  })

  it('exit goes back to the login prompt', () => {
    const { s, type, take } = session()
    s.boot()
    vi.runAllTimers()
    type('ubuntu\rpw\r')
    take()
    type('exit\r')
    const out = take()
    expect(out).toContain('logout\r\n')
    expect(out.endsWith('web-1 login: ')).toBe(true)
    // and the login works again
    type('root\r')
    expect(take()).toBe('root\r\nPassword: ')
  })

  it('plays the boot log again after a reboot, and stops when closed', () => {
    const { s, take, output } = session()
    s.boot()
    vi.runAllTimers()
    take()
    s.reboot()
    vi.runAllTimers()
    expect(output()).toContain('reboot: Restarting system')
    expect(output().endsWith('web-1 login: ')).toBe(true)
    take()
    s.boot()
    s.close()
    vi.runAllTimers()
    expect(output()).toBe('')
  })
})
