// The known camera details on one line, "35mm | 1/250 s | f/2.8"; nothing at all when none are known.
import { Fragment, type ComponentProps } from 'react';
import { formatCameraDetails, type CameraDetails } from '../../lib/camera-details';
import { cn } from '../../lib/cn';

interface DetailsLineProps extends ComponentProps<'p'> {
  details: CameraDetails | null | undefined;
  /** Hidden from screen readers, which pause between the parts anyway. */
  separator: string;
}

export function DetailsLine({ details, separator, className, ...props }: DetailsLineProps) {
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
