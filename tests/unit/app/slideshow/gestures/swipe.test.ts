import { describe, expect, it } from 'vitest';
import { swipeStep } from '../../../../../src/app/slideshow/gestures/swipe';

describe('swipeStep', () => {
  const width = 400;
  it.each([
    ['a long drag to the left goes to the next photo', -120, 0, -50, 1],
    ['a long drag to the right goes to the previous photo', 120, 5, 40, -1],
    ['a short fast flick to the left goes to the next photo', -40, 0, -900, 1],
    ['a short fast flick to the right goes to the previous photo', 40, 0, 900, -1],
    ['a short slow drag snaps back', -60, 0, -100, 0],
    ['a tap with a jitter never steps, however fast', -10, 0, -2000, 0],
    ['a mostly vertical drag is a scroll, never a step', -150, 300, -800, 0],
    ['a long drag pulled back slowly still steps on distance', -150, 0, 100, 1],
    ['a short drag flicked back the other way snaps back', -50, 0, 900, 0],
  ])('%s', (_, offsetX, offsetY, velocityX, expected) => {
    expect(swipeStep({ offsetX, offsetY, velocityX, width })).toBe(expected);
  });

  it.each([
    ['a long drag to the right goes to the next photo', 120, 0, 40, 1],
    ['a long drag to the left goes to the previous photo', -120, 0, -50, -1],
    ['a short fast flick to the right goes to the next photo', 40, 0, 900, 1],
    ['a short slow drag snaps back', 60, 0, 100, 0],
  ])('right to left, %s', (_, offsetX, offsetY, velocityX, expected) => {
    expect(swipeStep({ offsetX, offsetY, velocityX, width, rtl: true })).toBe(expected);
  });

  it('scales the distance threshold with the stage width', () => {
    const drag = { offsetX: -200, offsetY: 0, velocityX: 0 };
    expect(swipeStep({ ...drag, width: 400 })).toBe(1);
    expect(swipeStep({ ...drag, width: 1600 })).toBe(0);
  });
});
