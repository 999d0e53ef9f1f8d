/** The user menu's trigger, the same before and after the menu's code loads. */
export const userMenuTriggerClass =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
