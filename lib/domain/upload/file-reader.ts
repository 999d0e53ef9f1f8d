/**
 * A file read once from start to end, handed out in consecutive pieces.
 * Slicing the file and reading each slice on its own costs Chromium a new
 * blob and a read set up through the browser process per 512 KiB chunk (in
 * a profile of the upload bench, `slice` and `arrayBuffer` took a seventh of
 * the page's busy time); one stream reads the file through a single pipe. Pieces must be asked for in
 * file order, as the upload's pool starts its chunks; a piece is its own
 * copy, so holding it holds nothing else of the file.
 */
export type OrderedReader = {
  read: (offset: number, length: number) => Promise<Uint8Array>
  /** releases the file; a read after this fails */
  close: () => void
}

export function readInOrder(file: Blob): OrderedReader {
  const stream = file.stream().getReader()
  let left: Uint8Array = new Uint8Array(0)
  let position = 0
  let queue: Promise<unknown> = Promise.resolve()

  async function take(offset: number, length: number) {
    if (offset !== position) {
      throw new Error(`Read at ${offset} out of order: the file is read up to ${position}`)
    }
    const piece = new Uint8Array(length)
    let filled = 0
    while (filled < length) {
      if (left.length === 0) {
        const { done, value } = await stream.read()
        if (done) throw new Error(`The file ended at ${position + filled} bytes`)
        left = value
      }
      const n = Math.min(length - filled, left.length)
      piece.set(left.subarray(0, n), filled)
      left = left.subarray(n)
      filled += n
    }
    position += length
    return piece
  }

  return {
    read(offset, length) {
      const next = queue.then(() => take(offset, length))
      // one failed read doesn't hold up the ones queued after it: they fail by position
      queue = next.catch(() => undefined)
      return next
    },
    close() {
      stream.cancel().catch(() => undefined)
    },
  }
}
