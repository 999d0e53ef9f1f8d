import type * as React from 'react'
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip'

/** Why a gated button is ruled out, over it; loaded by GatedButton when first needed. */
export function ReasonTooltip({
  reason,
  defaultOpen,
  children,
}: {
  reason: string
  defaultOpen: boolean
  children: React.ReactNode
}) {
  return (
    <Tooltip defaultOpen={defaultOpen}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  )
}
