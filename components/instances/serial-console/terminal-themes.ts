import type { ITheme } from '@xterm/xterm'
import type { ResolvedTheme } from '@/lib/core/theme'

/**
 * xterm.js paints on a canvas, outside the stylesheet's variables, so it gets
 * the console's theme as colours. The box around the terminal uses the same
 * backgrounds (serial-console-page.tsx) so no seam shows.
 */
export const TERMINAL_THEMES: Record<ResolvedTheme, ITheme> = {
  dark: {
    background: '#0b0f14',
    foreground: '#e3e6ea',
    cursor: '#e3e6ea',
    selectionBackground: '#3a4656',
  },
  light: {
    background: '#f8fafc',
    foreground: '#0f172a',
    cursor: '#0f172a',
    selectionBackground: '#cbd5e1',
  },
}
