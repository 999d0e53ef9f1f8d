/**
 * A file read once from start to end, lent out in consecutive pieces.
 * Slicing the file and reading each slice on its own costs Chromium a new
 * blob and a read set up through the browser process per 512 KiB chunk (in
 * a profile of the upload bench, `slice` and `arrayBuffer` took a seventh of
 * the page's busy time); one stream reads the file through a single pipe.
 * Pieces must be asked for in file order, as the upload's pool starts its
 * chunks. A piece is lent to `withPiece` and is valid only while it runs.
 *
 * Every piece is copied into one buffer the reader keeps: a new buffer per
 * piece cost a sixth of the page's time in a profile of the upload bench,
 * memory touched for the first time being slow on this kind of machine. Not
 * a BYOB read straight into that buffer: with one, Chromium's renderer grew by
 * about 1.5 times the bytes read (750 MiB for a 512 MiB file in the bench),
 * where the stream's own pieces, copied, leave it about 200 MiB up at any size.
 */
export type OrderedReader = {
  read: <T>(offset: number, length: number, withPiece: (piece: Uint8Array) => T) => Promise<T>
  /** releases the file; a read after this fails */
  close: () => void
}

export function readInOrder(file: Blob): OrderedReader {
  const reader = file.stream().getReader()
  // what is left of the stream's last piece
  let left: Uint8Array = new Uint8Array(0)
  let position = 0
  let queue: Promise<unknown> = Promise.resolve()
  let buffer = new Uint8Array(0)

  async function take<T>(offset: number, length: number, withPiece: (piece: Uint8Array) => T) {
    if (offset !== position) {
      throw new Error(`Read at ${offset} out of order: the file is read up to ${position}`)
    }
    if (buffer.length < length) buffer = new Uint8Array(length)
    let filled = 0
    while (filled < length) {
      if (left.length === 0) {
        const { done, value } = await reader.read()
        if (done) throw new Error(`The file ended at ${position + filled} bytes`)
        left = value
      }
      const n = Math.min(length - filled, left.length)
      buffer.set(left.subarray(0, n), filled)
      left = left.subarray(n)
      filled += n
    }
    position += length
    return withPiece(buffer.subarray(0, length))
  }

  return {
    read(offset, length, withPiece) {
      const next = queue.then(() => take(offset, length, withPiece))
      // one failed read doesn't hold up the ones queued after it: they fail by position
      queue = next.catch(() => undefined)
      return next
    },
    close() {
      void reader.cancel().catch(() => undefined)
    },
  }
}
