// The floor: the smallest projects list this stack makes. The platform serves this page's
// index.html at /projects, where scripts/bench-floor.ts measures it beside the console's.
import { useQuery } from '@tanstack/react-query'
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'

const columns = [
  { header: 'Name', accessorKey: 'name' },
  { header: 'Description', accessorKey: 'description' },
  { header: 'Created', accessorKey: 'time_created' },
]

async function listProjects() {
  const res = await fetch('/v1/projects?limit=50')
  if (!res.ok) throw new Error(`GET /v1/projects: ${res.status}`)
  return (await res.json()).items
}

export default function Projects() {
  const { data, isPending, error } = useQuery({ queryKey: ['projects'], queryFn: listProjects })
  // eslint-disable-next-line react-hooks/incompatible-library -- read afresh each render
  const table = useReactTable({ data: data ?? [], columns, getCoreRowModel: getCoreRowModel() })
  return (
    <main className="p-6">
      <h1 className="mb-4 text-2xl font-semibold">Projects</h1>
      {error ? <p role="alert">{error.message}</p> : null}
      <table aria-busy={isPending || undefined} className="w-full text-sm">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} className="p-2 text-left">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="p-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
