// platform-convert: `next/image` as a plain <img> (the platform serves the files; no image optimizer).
import { forwardRef, type CSSProperties, type ImgHTMLAttributes } from 'react';

type StaticImage = { src: string; width?: number; height?: number };

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | StaticImage;
  fill?: boolean;
  priority?: boolean;
  quality?: number | string;
  placeholder?: string;
  blurDataURL?: string;
  unoptimized?: boolean;
  loader?: unknown;
  overrideSrc?: string;
}

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

const Image = forwardRef<HTMLImageElement, ImageProps>(function Image({ src, fill, priority, quality, placeholder, blurDataURL, unoptimized, loader, overrideSrc, style, loading, ...rest }, ref) {
  const url = typeof src === 'string' ? src : src.src;
  return <img ref={ref} src={url} loading={loading ?? (priority ? 'eager' : 'lazy')} style={fill ? { ...FILL, ...style } : style} {...rest} />;
});

export default Image;
