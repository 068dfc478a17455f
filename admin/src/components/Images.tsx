/** Thumbnails of uploaded images (types/schemas/forum.ts ForumImage); each opens the full picture in a new tab. */
import { Stack } from '@mui/material'

export function Images({ images }: { images: { url: string; thumb_url: string }[] }) {
  if (!images.length) return <span>—</span>
  return (
    <Stack direction='row' spacing={0.5} onClick={(e) => e.stopPropagation()}>
      {images.map((image) => (
        <a key={image.url} href={image.url} target='_blank' rel='noreferrer'>
          <img src={image.thumb_url} alt='' width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #ddd' }} />
        </a>
      ))}
    </Stack>
  )
}
