/**
 * The console's colour theme. `public/theme-init.js` applies the same rule before
 * the first paint (it cannot import this file: it runs before the bundle loads),
 * so the key and the values here and there must agree.
 */
export const THEME_STORAGE_KEY = 'oxide-console-theme'

export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]
export type ResolvedTheme = 'light' | 'dark'

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value)
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light'
  return choice
}
