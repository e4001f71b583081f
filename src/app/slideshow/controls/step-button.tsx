// Previous and Next, either side of the slide (mirrored right to left, step-button.css): a click steps one photo.
import type { ComponentProps } from 'react';
import { say } from '../../words';
import { Icon } from './icons';
import './step-button.css';

/** `step`: -1 for Previous, 1 for Next. */
export function StepButton({ step, ...props }: { step: -1 | 1 } & ComponentProps<'button'>) {
  const previous = step === -1;
  return (
    <button
      type="button"
      className={previous ? 'slide-button slide-button-previous' : 'slide-button slide-button-next'}
      aria-label={say(previous ? 'previous-image' : 'next-image')}
      {...props}
    >
      <Icon name={previous ? 'previous' : 'next'} />
    </button>
  );
}
