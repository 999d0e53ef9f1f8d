import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { resolveTheme } from '@/lib/core/theme'
import { resolvedThemeAtom, themeChoiceAtom } from './theme-state'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * Keeps the html element's `dark` class on the user's choice after the first paint
 * (public/theme-init.js sets it before), and on the system setting while the
 * choice is System, as that can change with the page open.
 */
export function ThemeSync() {
  const choice = useAtomValue(themeChoiceAtom)
  const setResolved = useSetAtom(resolvedThemeAtom)
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY)
    const apply = () => {
      const theme = resolveTheme(choice, media.matches)
      const root = document.documentElement
      root.classList.toggle('dark', theme === 'dark')
      root.style.colorScheme = theme
      setResolved(theme)
    }
    apply()
    media.addEventListener('change', apply)
    return () => media.removeEventListener('change', apply)
  }, [choice, setResolved])
  return null
}
