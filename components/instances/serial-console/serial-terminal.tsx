import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
// CSS from node_modules may be imported outside _app; it loads with this chunk only
import '@xterm/xterm/css/xterm.css'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { resolvedThemeAtom } from '@/components/kit/theme/theme-state'
import { TERMINAL_THEMES } from './terminal-themes'
import type { TerminalSink } from './use-serial-stream'

export type SerialTerminalProps = {
  attach: (sink: TerminalSink) => () => void
  onInput: (data: string) => void
  /** The accessible name of the terminal's input. */
  label: string
}

/**
 * An xterm.js terminal that fills its box and follows its size. The library
 * and its stylesheet are heavy, so this file is only ever loaded lazily.
 */
export default function SerialTerminal({ attach, onInput, label }: SerialTerminalProps) {
  const box = useRef<HTMLDivElement>(null)
  const terminal = useRef<Terminal | null>(null)
  const theme = useAtomValue(resolvedThemeAtom)
  // read when the terminal is made, without making it again on a theme change
  const themeRef = useRef(theme)

  useEffect(() => {
    const el = box.current
    if (!el) return
    const term = new Terminal({
      cursorBlink: true,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: 13,
      scrollback: 5000,
      theme: TERMINAL_THEMES[themeRef.current],
    })
    const fit = new FitAddon()
    term.loadAddon(fit)
    // Tab belongs to the shell; Shift+Tab is left to the browser, so the keyboard can leave
    term.attachCustomKeyEventHandler((e) => !(e.key === 'Tab' && e.shiftKey))
    term.open(el)
    terminal.current = term
    term.textarea?.setAttribute('aria-label', label)
    fit.fit()
    const detach = attach({ write: (data) => term.write(data), reset: () => term.reset() })
    const typing = term.onData(onInput)
    const resize = new ResizeObserver(() => fit.fit())
    resize.observe(el)
    term.focus()
    return () => {
      resize.disconnect()
      typing.dispose()
      detach()
      terminal.current = null
      term.dispose()
    }
  }, [attach, onInput, label])

  // the theme can change with the terminal open (user menu, or the system's setting)
  useEffect(() => {
    themeRef.current = theme
    if (terminal.current) terminal.current.options.theme = TERMINAL_THEMES[theme]
  }, [theme])

  return <div ref={box} className="h-full w-full" />
}
