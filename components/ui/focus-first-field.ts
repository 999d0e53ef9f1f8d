// What a form's first field can be: native controls and the Radix/cmdk button-based ones.
// tabindex=-1 leaves out the hidden native inputs Radix renders beside its controls.
const FIELD_SELECTOR = [
  'input:not([type=hidden]):not(:disabled):not([tabindex="-1"])',
  'textarea:not(:disabled):not([tabindex="-1"])',
  'select:not(:disabled):not([tabindex="-1"])',
  'button[role=combobox]:not(:disabled)',
  'button[role=checkbox]:not(:disabled)',
  'button[role=radio]:not(:disabled)',
].join(', ')

/**
 * For a dialog's onOpenAutoFocus: start in the first field of `container`, or on
 * `fallback`, rather than on the header's Close button. Returns whether it moved focus.
 */
export function focusFirstField(
  container: HTMLElement | null,
  fallback?: HTMLElement | null,
): boolean {
  const target = container?.querySelector<HTMLElement>(FIELD_SELECTOR) ?? fallback
  if (!target) return false
  target.focus()
  return true
}
