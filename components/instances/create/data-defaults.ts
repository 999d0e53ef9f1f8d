import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { CreateInstanceValues } from './create-instance-schema'
import type { CreateInstanceData } from './use-create-instance-data'

type Field = keyof CreateInstanceValues
type Defaults = Partial<CreateInstanceValues>

/**
 * The form's starting values that depend on a list, for the lists that have
 * loaded: the silo's default pool, every SSH key checked, and a boot source
 * that has images to offer.
 */
export function dataDefaults(data: CreateInstanceData): Defaults {
  const defaults: Defaults = {}
  const { ipPools, sshKeys, siloImages, projectImages } = data
  if (ipPools.status === 'ready') {
    defaults.ipPool = ipPools.items.find((p) => p.isDefault)?.name ?? ''
    defaults.ephemeralIp = ipPools.items.length > 0
  }
  if (sshKeys.status === 'ready') defaults.sshKeyIds = sshKeys.items.map((k) => k.id)
  // with no silo image to offer, start where there may be one
  if (siloImages.status === 'ready' && siloImages.items.length > 0) {
    defaults.bootSource = 'siloImage'
  } else if (siloImages.status === 'ready' && projectImages.status === 'ready') {
    defaults.bootSource = projectImages.items.length > 0 ? 'projectImage' : 'siloImage'
  }
  return defaults
}

/**
 * Which of the defaults known now to put in the form: each only once, and
 * never in a field the user has changed.
 */
export function defaultsToApply(
  defaults: Defaults,
  { applied, changed }: { applied: ReadonlySet<string>; changed: ReadonlySet<string> },
): Defaults {
  return Object.fromEntries(
    Object.entries(defaults).filter(([field]) => !applied.has(field) && !changed.has(field)),
  ) as Defaults
}

/**
 * Puts each list's defaults in the form when that list arrives. `prefilled` fields (a
 * copy's values) started with a value of their own, which no default replaces.
 */
export function useDataDefaults(
  form: UseFormReturn<CreateInstanceValues>,
  data: CreateInstanceData,
  prefilled: readonly string[] = [],
) {
  const applied = useRef(new Set<string>(prefilled))
  const changed = useRef(new Set<string>())
  const applying = useRef(false)

  // any change but this hook's own comes from something the user did
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name && !applying.current) changed.current.add(name.split('.')[0])
    })
    return () => sub.unsubscribe()
  }, [form])

  const key = JSON.stringify(dataDefaults(data))
  useEffect(() => {
    const known = JSON.parse(key) as Defaults
    const apply = defaultsToApply(known, { applied: applied.current, changed: changed.current })
    for (const field of Object.keys(known)) applied.current.add(field)
    applying.current = true
    try {
      // setValue, not resetField: some of these fields (the boot source) have no input
      // registered, and resetField passes those by
      for (const [field, value] of Object.entries(apply) as [Field, never][]) {
        form.setValue(field, value)
      }
    } finally {
      applying.current = false
    }
  }, [key, form])
}
