// An image from the server's resizer (src/lib/images.ts): asked for at densities 1 and 2 (a fixed
// size) or at every breakpoint width (an image as wide as the layout), in WebP where the browser
// decodes it and PNG otherwise, loaded lazily. Until the WebP test has answered (at most 1 s) the
// image waits, so the browser never downloads both formats.
import { Box, Image } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  breakpointSizes,
  breakpointSrcSet,
  densitySrcSet,
  imageFormat,
  imageUrl,
  supportsWebp,
  type ImageFit,
} from '@/lib/images';

export interface ResponsiveImageProps {
  src: string;
  /** Translated text; empty for a decorative image. */
  alt: string;
  /** Shown size in CSS pixels; without it the image follows the layout's width. */
  width?: number;
  height?: number;
  fit?: ImageFit;
  /** The largest width the image is shown at when it follows the layout. */
  maxWidth?: number;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}

/** Whether the browser decodes WebP (undefined until the test has answered). */
export function useWebpSupport(): boolean | undefined {
  const [webp, setWebp] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void supportsWebp().then((value) => live && setWebp(value));
    return () => {
      live = false;
    };
  }, []);
  return webp;
}

export function ResponsiveImage(props: ResponsiveImageProps) {
  const { src, alt, width, height, fit, maxWidth, eager } = props;
  const webp = useWebpSupport();
  if (webp === undefined) {
    return (
      <Box width={width ? `${width}px` : '100%'} height={height ? `${height}px` : undefined} />
    );
  }
  const format = imageFormat(webp);
  const fixed = width !== undefined;
  return (
    <Image
      src={imageUrl(src, { width, height, format, fit })}
      srcSet={
        fixed
          ? densitySrcSet(src, { width, height }, { format, fit })
          : breakpointSrcSet(src, { format, fit })
      }
      sizes={fixed ? undefined : breakpointSizes(maxWidth)}
      width={width}
      height={height}
      maxWidth="100%"
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
