import { Box, Image, type ImageProps } from '@chakra-ui/react';
import type { ImageSourceFieldsFragment } from './courseThumbnail.generated';

const WEBP = 'image/webp';
const srcSet = (sources: readonly ImageSourceFieldsFragment[]) =>
  sources.map((source) => `${source.url} ${source.width}w`).join(', ');

interface CourseThumbnailProps extends Omit<ImageProps, 'src' | 'srcSet' | 'sizes'> {
  /** courseThumbnail: the one URL every thumbnail has. */
  src: string;
  /** thumbnailSources: its renditions, empty for older uploads and the demo seed's pictures. */
  sources: readonly ImageSourceFieldsFragment[];
  /** How wide the image is shown, as the `sizes` attribute: the browser picks a width from it. */
  sizes: string;
  alt: string;
}

/**
 * A course thumbnail the browser fetches at the width it shows: the WebP renditions in a
 * `<source>`, the JPEG or PNG ones in the `<img>`'s srcset. Without renditions, just `src`.
 * The `<picture>` takes no box of its own, so the image lays out as a bare `<img>` would.
 */
export function CourseThumbnail({ src, sources, sizes, ...imageProps }: CourseThumbnailProps) {
  const webp = sources.filter((source) => source.type === WEBP);
  const fallback = sources.filter((source) => source.type !== WEBP);
  return (
    <Box as="picture" display="contents">
      {webp.length > 0 && <source type={WEBP} srcSet={srcSet(webp)} sizes={sizes} />}
      <Image
        src={src}
        srcSet={fallback.length > 0 ? srcSet(fallback) : undefined}
        sizes={fallback.length > 0 ? sizes : undefined}
        {...imageProps}
      />
    </Box>
  );
}
