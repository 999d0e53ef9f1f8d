/**
 * How a file is cut into bulk writes. The API takes each write as base64 in a
 * JSON body, so a chunk is kept to 512 KiB (about 700 KB on the wire); every
 * chunk but the last is a whole number of blocks, so each write starts on a
 * block boundary.
 */
export const CHUNK_SIZE = 512 * 1024

/** Writes in flight at once: a browser opens six connections to one origin. */
export const UPLOAD_CONCURRENCY = 6

export type Chunk = { offset: number; length: number }

export function planChunks(fileSize: number, blockSize: number, chunkSize = CHUNK_SIZE): Chunk[] {
  if (!Number.isSafeInteger(fileSize) || fileSize < 0) {
    throw new Error(`Invalid file size ${fileSize}`)
  }
  if (!(blockSize > 0) || chunkSize <= 0 || chunkSize % blockSize !== 0) {
    throw new Error(`Chunk size ${chunkSize} is not a multiple of the block size ${blockSize}`)
  }
  const chunks: Chunk[] = []
  for (let offset = 0; offset < fileSize; offset += chunkSize) {
    chunks.push({ offset, length: Math.min(chunkSize, fileSize - offset) })
  }
  return chunks
}
