import { useAtom } from 'jotai'
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/components/ui/dropdown-menu'
import { isThemeChoice, THEME_CHOICES, type ThemeChoice } from '@/lib/core/theme'
import { themeChoiceAtom } from './theme-state'

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' }

/** The Theme choice inside a dropdown menu (the user menu). */
export function ThemeMenuItems() {
  const [choice, setChoice] = useAtom(themeChoiceAtom)
  return (
    <>
      <DropdownMenuLabel id="theme-menu-label" variant="subtle">
        Theme
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby="theme-menu-label"
        value={choice}
        onValueChange={(value) => {
          if (isThemeChoice(value)) setChoice(value)
        }}
      >
        {THEME_CHOICES.map((c) => (
          <DropdownMenuRadioItem key={c} value={c}>
            {LABELS[c]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  )
}
