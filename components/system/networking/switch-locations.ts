/** The two switches of a rack, as the API names their locations (SwitchLocation). */
export const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const
