import type { ColumnDef } from '@tanstack/react-table'
import { IntentLink } from '@/components/ui/intent-link'
import { createdColumn, descriptionColumn, textColumn } from '@/components/ui/list-columns'
import type { Image } from '@/lib/api/__generated__/Api'
import { formatBytes } from '@/lib/core/format/bytes'
import { imageViewPath, type ImageScope } from './image-scope'

/** The columns both image lists share; the name opens the image's view. */
export function imageColumns(scope: ImageScope): ColumnDef<Image>[] {
  return [
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (i) => i.name,
      cell: ({ row }) => (
        <IntentLink
          href={imageViewPath(row.original.name, scope)}
          title={row.original.name}
          className="line-clamp-1 max-w-xs break-all font-medium hover:underline"
        >
          {row.original.name}
        </IntentLink>
      ),
    },
    descriptionColumn(),
    textColumn('OS', (i) => i.os),
    textColumn('Version', (i) => i.version),
    textColumn('Size', (i) => formatBytes(i.size)),
    createdColumn(),
  ]
}
