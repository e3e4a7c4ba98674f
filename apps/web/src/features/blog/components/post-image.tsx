import { useState } from 'react';
import { ImageIcon } from './icons';

interface PostImageProps {
  src: string | null;
  className?: string;
  /** Above-the-fold images load at once; the rest when scrolled to. */
  eager?: boolean;
}

/**
 * A post's featured image, or a neutral tile when it has none or it fails to load (an
 * external host that is down). Decorative (alt=''): the post's title is always next to it.
 */
export function PostImage({ src, className = '', eager = false }: PostImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 text-brand-700 ${className}`}>
        <ImageIcon className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`object-cover ${className}`}
    />
  );
}
