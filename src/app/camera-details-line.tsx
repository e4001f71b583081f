// "35mm | 1/250 s | f/2.8": the known camera details on one line; nothing at all when none are known.
import { Fragment, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import type { CameraDetails } from '../lib/camera-details';
import { formatCameraDetails } from '../lib/format';

interface CameraDetailsLineProps extends ComponentProps<'p'> {
  details: CameraDetails | null | undefined;
  /** Shown between the parts; hidden from screen readers, which pause between the parts anyway. */
  separator: string;
}

export function CameraDetailsLine({ details, separator, className, ...props }: CameraDetailsLineProps) {
  const parts = formatCameraDetails(details);
  if (parts.length === 0) return null;
  return (
    <p className={cn('camera-details', className)} {...props}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true" className="camera-details-separator">{` ${separator} `}</span>}
          <span className="camera-details-part">{part}</span>
        </Fragment>
      ))}
    </p>
  );
}
