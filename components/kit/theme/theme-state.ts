import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { THEME_STORAGE_KEY, type ResolvedTheme, type ThemeChoice } from '@/lib/core/theme'

/** The user's choice, remembered in localStorage (read by public/theme-init.js too). */
export const themeChoiceAtom = atomWithStorage<ThemeChoice>(
  THEME_STORAGE_KEY,
  'system',
  undefined,
  {
    getOnInit: true,
  },
)

/** The theme on screen, kept by ThemeSync for parts that draw their own colours. */
export const resolvedThemeAtom = atom<ResolvedTheme>('light')
