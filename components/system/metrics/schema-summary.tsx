import type { TimeseriesSchema } from '@/lib/api/__generated__/Api'
import { keyed } from '@/lib/core/keys'

/** What a timeseries measures, in what units, and the fields a query can filter and group by. */
export function SchemaSummary({ schema }: { schema: TimeseriesSchema }) {
  const { description } = schema
  return (
    <section
      aria-label={`Timeseries ${schema.timeseriesName}`}
      className="rounded-md border bg-muted/30 p-3 text-sm"
    >
      <p className="font-mono text-xs font-semibold">{schema.timeseriesName}</p>
      {(description.metric || description.target) && (
        <p className="mt-1 text-muted-foreground">
          {[description.metric, description.target && `of ${description.target.toLowerCase()}`]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
      <p className="mt-1 text-xs text-muted-foreground">
        Units: {schema.units} · Datum: {schema.datumType} · Scope: {schema.authzScope}
      </p>
      {schema.fieldSchema.length > 0 && (
        <p className="mt-1 text-xs">
          Fields:{' '}
          {keyed(schema.fieldSchema, (f) => f.name).map(([key, f], i) => (
            <span key={key}>
              {i > 0 && ', '}
              <code className="font-mono">{f.name}</code>
              <span className="text-muted-foreground"> ({f.fieldType})</span>
            </span>
          ))}
        </p>
      )}
    </section>
  )
}
