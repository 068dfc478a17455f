/**
 * When and how hard the composer compresses an image before uploading it (SPEC §5): an image of
 * at most 2 MB (2,097,152 bytes) is sent as it is; a larger one is compressed to 40-80 percent.
 *
 * The quality aims at bringing the image back to about 2 MB (quality ≈ 2 MB ÷ size), held between
 * 40 and 80: a picture just over the line gets 80 (never gentler, or compressing would hardly
 * change it), one of 5 MB or more gets 40 (never harsher, or text in a photo of a page blurs).
 * Both platforms read the quality the same way (weapp Taro.compressImage quality 0-100, H5 canvas
 * toBlob quality 0-1; platform/compressImage.ts).
 */
export const COMPRESS_ABOVE_BYTES = 2_097_152
export const QUALITY_MIN = 40
export const QUALITY_MAX = 80

/** The quality in percent (40-80) for an image of `size` bytes, or null: send it as it is. */
export function compressionQuality(size: number): number | null {
  if (!(size > COMPRESS_ABOVE_BYTES)) return null
  const aimed = Math.floor((100 * COMPRESS_ABOVE_BYTES) / size)
  return Math.min(QUALITY_MAX, Math.max(QUALITY_MIN, aimed))
}

/** Whether the compressed file is worth sending: only when it came out smaller than the original. */
export function keepsCompressed(originalSize: number, compressedSize: number): boolean {
  return compressedSize > 0 && compressedSize < originalSize
}
